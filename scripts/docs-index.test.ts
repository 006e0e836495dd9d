import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DOCS = path.resolve("docs");

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith(".md") ? [full] : [];
  });
}

/** The documents reachable from docs/README.md by following relative links between documents. */
function reachable(): Set<string> {
  const seen = new Set<string>();
  const queue = [path.join(DOCS, "README.md")];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const [, target] of text.matchAll(/\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      queue.push(path.resolve(path.dirname(file), target));
    }
  }
  return seen;
}

describe("the documentation", () => {
  it("reaches every document in docs/ from docs/README.md", () => {
    const seen = reachable();
    const orphans = markdownFiles(DOCS).filter((file) => !seen.has(file));
    expect(orphans.map((file) => path.relative(DOCS, file))).toEqual([]);
  });

  it("links only documents that exist", () => {
    const missing = [...reachable()].filter((file) => {
      try {
        return !statSync(file).isFile();
      } catch {
        return true;
      }
    });
    expect(missing.map((file) => path.relative(DOCS, file))).toEqual([]);
  });

  it("gives every decision record a status", () => {
    const decisions = path.join(DOCS, "decisions");
    const withoutStatus = readdirSync(decisions)
      .filter((name) => /^\d{3}-/.test(name))
      .filter((name) => !/^(\*\*)?Status:?(\*\*)?:? /im.test(readFileSync(path.join(decisions, name), "utf8")));
    expect(withoutStatus).toEqual([]);
  });
});
