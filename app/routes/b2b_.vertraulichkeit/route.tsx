import { CompanyLegalFrame, CompanyLegalText } from "~/features/company-legal/CompanyLegalFrame";
import type { RouteHandle } from "~/routing/route-handle";

/** A legal page of the company unit (docs/product.md#company-unit): public, no navigation; text in locales/{de,en}/companyLegal.json. */
export const handle: RouteHandle = {
  allowUnauthorized: true,
  noNav: true,
  suppressCmp: true,
  i18n: "companyLegal",
  title: "confidentiality.title",
};

export default function CompanyConfidentiality() {
  return (
    <CompanyLegalFrame>
      <CompanyLegalText name="confidentiality" />
    </CompanyLegalFrame>
  );
}
