import { CompanyLegalFrame } from "~/features/company-legal/CompanyLegalFrame";
import type { RouteHandle } from "~/routing/route-handle";
import Impressum from "../impressum/route";

/** The company unit's imprint (docs/product.md#company-unit): public, no navigation; the operator is the same as the shared imprint's. */
export const handle: RouteHandle = {
  allowUnauthorized: true,
  noNav: true,
  suppressCmp: true,
  i18n: ["legal", "companyLegal"],
  title: "imprint.title",
};

export default function CompanyImprint() {
  return (
    <CompanyLegalFrame>
      <Impressum />
    </CompanyLegalFrame>
  );
}
