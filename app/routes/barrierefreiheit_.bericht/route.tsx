import { ConformanceReport } from "~/features/accessibility/ConformanceReport";
import { conformance } from "~/features/accessibility/conformance.server";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = {
  allowUnauthorized: true,
  suppressCmp: true,
  i18n: "conformance",
  title: "title",
};

export const loader = () => conformance;

export default function ConformanceReportPage() {
  return <ConformanceReport />;
}
