import { CompanyLegalFrame } from "~/features/company-legal/CompanyLegalFrame";
import { Imprint } from "~/features/legal/Imprint";
import type { RouteHandle } from "~/routing/route-handle";

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
      <Imprint />
    </CompanyLegalFrame>
  );
}
