import { Imprint } from "~/features/legal/Imprint";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = {
  allowUnauthorized: true,
  suppressCmp: true,
  i18n: "legal",
  title: "imprint.title",
};

export default function ImprintPage() {
  return <Imprint />;
}
