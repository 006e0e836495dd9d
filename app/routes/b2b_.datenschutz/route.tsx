import { CompanyLegalFrame } from "~/features/company-legal/CompanyLegalFrame";
import { PrivacyNotice } from "~/features/legal/PrivacyNotice";
import type { RouteHandle } from "~/routing/route-handle";

/** The company unit's privacy notice (docs/product.md#company-unit): public, no navigation; it covers company users' data too. */
export const handle: RouteHandle = {
  allowUnauthorized: true,
  noNav: true,
  suppressCmp: true,
  i18n: ["legal", "companyLegal"],
  title: "privacy.title",
};

export default function CompanyPrivacy() {
  return (
    <CompanyLegalFrame>
      <PrivacyNotice />
    </CompanyLegalFrame>
  );
}
