import { AccessibilityStatement } from "~/features/accessibility/AccessibilityStatement";
import { conformanceSummary } from "~/features/accessibility/conformance.server";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = {
  allowUnauthorized: true,
  suppressCmp: true,
  i18n: "legal",
  title: "accessibility.title",
};

/** The conformance report's date of the last full test run: written by scripts/accessibility/conformance.mjs. */
export const loader = () => conformanceSummary();

export default function AccessibilityStatementPage() {
  return <AccessibilityStatement />;
}
