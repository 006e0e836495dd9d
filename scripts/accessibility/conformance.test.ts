/**
 * The conformance report's sources are complete and true: every WCAG 2.2 A/AA criterion has an entry (a
 * test annotation or the hand-kept file), every test the hand-kept file names exists, and the checks that
 * say so fail on sources built to break them.
 */
import { describe, expect, it } from "vitest";
import { annotatedTests, buildReport, collectAnnotations, readManualChecks, testExists } from "./conformance.mjs";
import { WCAG22_AA } from "./wcag22.mjs";

describe("the conformance report's sources", () => {
  it("cover all 55 criteria of WCAG 2.2 A/AA and 4.1.1 as obsolete, with tests that exist", () => {
    expect(WCAG22_AA.filter((c) => !c.obsolete)).toHaveLength(55);
    const { rows, problems } = buildReport({ annotations: collectAnnotations(), manual: readManualChecks() });
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(56);
    expect(rows.find((r) => r.id === "4.1.1")).toEqual(
      expect.objectContaining({ obsolete: true, status: "not applicable" }),
    );
    // the criteria no scanner checks are verified by their browser tests
    for (const id of ["1.4.10", "1.4.12", "2.4.7", "2.4.11", "2.5.8", "3.1.2"]) {
      expect(rows.find((r) => r.id === id)?.tests.join("\n"), id).toMatch(/wcag-criteria\.spec\.ts/);
    }
  });

  it("fail when a criterion has no entry", () => {
    const manual = readManualChecks();
    delete manual["1.3.3"];
    const { problems } = buildReport({ annotations: collectAnnotations(), manual });
    expect(problems).toEqual([
      "1.3.3 Sensory Characteristics: no test annotation and no entry in docs/accessibility/manual-checks.json",
    ]);
  });

  it("fail when a named test does not exist", () => {
    const manual = readManualChecks();
    manual["2.1.1"] = { status: "supports", tests: ["tests/e2e/keyboard.spec.ts › a journey nobody wrote"] };
    const { problems } = buildReport({ annotations: collectAnnotations(), manual });
    expect(problems).toEqual(['2.1.1: the test "tests/e2e/keyboard.spec.ts › a journey nobody wrote" does not exist']);
    expect(testExists("tests/e2e/keyboard.spec.ts › a journey nobody wrote")).toBe(false);
    expect(testExists("tests/e2e/no-such.spec.ts › anything")).toBe(false);
  });

  it("fail on an unknown criterion, an unknown status, or a claim without evidence", () => {
    const manual = readManualChecks();
    manual["2.4.8"] = { status: "supports", manual: { date: "2026-12-07", method: "a AAA criterion" } };
    manual["1.4.1"] = { status: "conforms" };
    manual["2.3.1"] = { status: "supports" };
    const { problems } = buildReport({ annotations: [{ name: "x › y", criteria: ["9.9.9"] }], manual });
    expect(problems).toEqual(
      expect.arrayContaining([
        "x › y: 9.9.9 is not a WCAG 2.2 A/AA criterion",
        "docs/accessibility/manual-checks.json: 2.4.8 is not a WCAG 2.2 A/AA criterion",
        '1.4.1: unknown status "conforms"',
        '2.3.1: "supports" without a test or a manual check',
      ]),
    );
  });

  it("read the annotations as the tests declare them, inline or through a constant", () => {
    const source = `const CRITERIA = wcag("1.4.10", "2.5.8");
test("a page reflows", CRITERIA, async () => {});
test(
  "a reader says it",
  wcag("4.1.2"),
  async () => {},
);
test("no evidence claimed", async () => {});`;
    expect(annotatedTests("tests/e2e/x.spec.ts", source)).toEqual([
      { name: "tests/e2e/x.spec.ts › a page reflows", criteria: ["1.4.10", "2.5.8"] },
      { name: "tests/e2e/x.spec.ts › a reader says it", criteria: ["4.1.2"] },
    ]);
  });
});
