/**
 * Lint rule `citation-outside-repository`: code and docs cite the project's own documents
 * (docs/architecture.md, docs/product.md, an ADR), never a design document or a specification that is not
 * part of the repository. Fails on the name of the outside design document and on a bare specification
 * section sign (see PATTERNS) in the checked folders.
 *
 * Usage: node scripts/check-doc-citations.mjs [file or folder …]   (default: the folders below)
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const RULE = "citation-outside-repository";
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CHECKED = ["app", "api", "server", "contracts", "idp", "docs", "scripts", "tests", "server.ts"];
const TEXT = /\.(ts|tsx|js|jsx|mjs|cjs|mts|cts|md|json|css|sh|yaml|yml)$/;
const SKIP_DIRS = new Set(["node_modules", "build", ".cache", "test-results"]);
// Written as two halves so that this file does not match itself.
const PATTERNS = [new RegExp(["DESIGN", "\\.md"].join("")), new RegExp(["spec", " §"].join(""))];

function listFiles(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return TEXT.test(entry) ? [entry] : [];
  return readdirSync(entry)
    .filter((name) => !SKIP_DIRS.has(name))
    .flatMap((name) => listFiles(path.join(entry, name)));
}

/** The offending lines of the given files and folders, as `file:line: text`. */
export function findCitations(entries) {
  const found = [];
  for (const file of entries.flatMap(listFiles)) {
    const lines = readFileSync(file, "utf8").split("\n");
    lines.forEach((line, i) => {
      if (PATTERNS.some((pattern) => pattern.test(line))) {
        found.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim().slice(0, 120)}`);
      }
    });
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const entries = (args.length > 0 ? args : CHECKED).map((entry) => path.resolve(ROOT, entry));
  const found = findCitations(entries);
  if (found.length > 0) {
    console.error(`${RULE}: cite docs/architecture.md, docs/product.md or an ADR instead:\n${found.join("\n")}`);
    process.exit(1);
  }
}
