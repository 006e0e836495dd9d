/**
 * The conformance report as the pages show it: written by scripts/accessibility/conformance.mjs from the
 * tests' annotations and docs/accessibility/manual-checks.json after a full test run (docs/testing.md).
 * Read on the server only: the report page sends its rows as data, the statement only the date and counts.
 */
import report from "./conformance.json";

export type ConformanceStatus = "supports" | "partially supports" | "does not support" | "not applicable";

export interface ConformanceRow {
  id: string;
  level: "A" | "AA";
  title: { en: string; de: string };
  obsolete: boolean;
  status: ConformanceStatus;
  tests: string[];
  automated: string | null;
  manual: { date: string; method: string } | null;
  exceptions: string[];
}

export const conformance = report as {
  lastFullRun: string;
  summary: Record<ConformanceStatus, number>;
  rows: ConformanceRow[];
};

/** What the accessibility statement names of the report: the date of the last full run and the counts. */
export const conformanceSummary = () => ({ lastFullRun: conformance.lastFullRun, summary: conformance.summary });
