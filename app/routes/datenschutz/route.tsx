import { PrivacyNotice } from "~/features/legal/PrivacyNotice";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = {
  allowUnauthorized: true,
  suppressCmp: true,
  i18n: "legal",
  title: "privacy.title",
};

export default function PrivacyPage() {
  return <PrivacyNotice />;
}
