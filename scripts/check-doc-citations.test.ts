import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CHECKED, findCitations } from "./check-doc-citations.mjs";

const probeDir = mkdtempSync(path.join(tmpdir(), "citation-probe-"));
afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

function probe(name: string, text: string) {
  const file = path.join(probeDir, name);
  writeFileSync(file, text);
  return file;
}

describe("the citation lint", () => {
  it("fails on a design document outside the repository", () => {
    const file = probe("a.ts", `// see ${"DESIGN"}.md §3\nexport const a = 1;\n`);
    expect(findCitations([file])).toEqual([expect.stringContaining("a.ts:1:")]);
  });

  it("fails on a bare specification section", () => {
    const file = probe("b.md", `The rule of ${"spec"} §5 applies.\n`);
    expect(findCitations([file])).toHaveLength(1);
  });

  it("accepts citations of the project's own documents", () => {
    const file = probe("c.ts", "// docs/product.md#validation and docs/architecture.md#forms\n");
    expect(findCitations([file])).toEqual([]);
  });

  it("finds none in the repository", () => {
    expect(findCitations(CHECKED.map((entry) => path.resolve(entry)))).toEqual([]);
  });
});
