/**
 * Lint rule `backend-path-outside-app-api` (docs/decisions/019-lint-enforced-layers.md): only app/api/
 * knows the API's URLs (docs/architecture.md#layers), so no other module of the portal may name a backend path — a
 * string or template literal starting with "/v1", "/b2b/v1", "/advisor/v1", "/bank-info" or "/api". Literals are found with the TypeScript
 * parser, so comments and prose do not count and a template such as `/v1/items/${id}` does.
 *
 * Usage: node scripts/check-api-paths.mjs [file or folder …]   (default: app/)
 * Files listed in scripts/api-path-baseline.txt are known offenders, tolerated until they are moved
 * behind app/api/; a listed file (within the checked folders) that no longer offends fails too, so the list
 * only shrinks.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const RULE = "backend-path-outside-app-api";
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BASELINE = "scripts/api-path-baseline.txt";
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$/;
// The API's mounts (api/app.ts): /v1, /b2b/v1, /advisor/v1, /bank-info, and the whole API under /api.
// Its /dev routes are left out: the portal's own /dev/mailbox page has the same path.
const BACKEND_PATH = /^\/(?:(?:(?:b2b|advisor)\/)?v1|bank-info|api)(?:[/?]|$)/;
const allowed = (rel) => rel.startsWith("app/api/");

const toPosix = (p) => p.split(path.sep).join("/");

function listFiles(entry) {
  const stat = statSync(entry);
  if (stat.isFile()) return SOURCE.test(entry) ? [entry] : [];
  return readdirSync(entry, { withFileTypes: true }).flatMap((d) =>
    d.name === "node_modules" ? [] : listFiles(path.join(entry, d.name)),
  );
}

/** The backend-path literals of one source text: `{ line, column, text }` each. */
export function findBackendPaths(fileName, text) {
  const kind = fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (BACKEND_PATH.test(node.text)) {
        const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push({ line: line + 1, column: character + 1, text: node.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function readBaseline(file) {
  let text = "";
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return new Set();
  }
  return new Set(
    text
      .split("\n")
      .map((l) => l.replace(/#.*/, "").trim())
      .filter(Boolean),
  );
}

/**
 * Checks the files under `entries` (relative to the repository) against the baseline file; answers the
 * error lines and how many offending files the baseline tolerates.
 */
export function checkApiPaths(entries = ["app"], baselineFile = BASELINE) {
  const scanned = entries.map((e) => toPosix(path.relative(ROOT, path.resolve(ROOT, e))));
  const inScope = (rel) => scanned.some((e) => rel === e || rel.startsWith(`${e}/`));
  const baseline = readBaseline(path.resolve(ROOT, baselineFile));
  const offending = new Set();
  const errors = [];
  for (const entry of scanned) {
    for (const file of listFiles(path.resolve(ROOT, entry))) {
      const rel = toPosix(path.relative(ROOT, file));
      if (allowed(rel)) continue;
      const hits = findBackendPaths(file, readFileSync(file, "utf8"));
      if (hits.length === 0) continue;
      offending.add(rel);
      if (baseline.has(rel)) continue;
      for (const h of hits) errors.push(`  error ${RULE}: ${rel}:${h.line}:${h.column} "${h.text}"`);
    }
  }
  for (const rel of [...baseline].filter((r) => inScope(r) && !offending.has(r))) {
    errors.push(
      `  error ${RULE}: ${rel} no longer names a backend path; remove it from ${toPosix(path.relative(ROOT, path.resolve(ROOT, baselineFile)))}`,
    );
  }
  return { errors, tolerated: [...offending].filter((rel) => baseline.has(rel)).length };
}

function main(args) {
  const { errors, tolerated } = checkApiPaths(args.length === 0 ? ["app"] : args);
  if (errors.length > 0) {
    console.error(errors.join("\n"));
    console.error(
      `\nx ${errors.length} backend-path violation(s). Only app/api/ knows the API's URLs: call a function of app/api/ instead.`,
    );
    return 1;
  }
  console.log(
    `✔ no backend path outside app/api/${tolerated ? ` (${tolerated} known file(s) in scripts/api-path-baseline.txt)` : ""}`,
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
