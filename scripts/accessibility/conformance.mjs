/**
 * Builds the conformance report of WCAG 2.2 A/AA (EN 301 549 clause 9) from the tests and a small
 * hand-kept file:
 * - the tests' annotations: every Playwright test declared with `wcag("1.4.10", …)` (tests/a11y/wcag.ts)
 *   gives evidence for those criteria, read from the spec files' source as declared;
 * - docs/accessibility/manual-checks.json: per criterion its status, further tests named "file › title",
 *   the manual check (date and method) and the known exceptions.
 * Writes docs/accessibility/conformance.md and app/features/accessibility/conformance.json (what the report
 * page /barrierefreiheit/bericht and the accessibility statement show, with the date of the last full run).
 *
 * Usage (after a full `npm test` passed): node scripts/accessibility/conformance.mjs [--run-date=YYYY-MM-DD]
 * Exits 1 without writing when a criterion has no entry, a named test does not exist, or an entry is
 * malformed; scripts/accessibility/conformance.test.ts runs the same checks in `npm test`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { WCAG22_AA } from "./wcag22.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const STATUSES = ["supports", "partially supports", "does not support", "not applicable"];
const SPEC_DIR = "tests/e2e";
const MANUAL_FILE = "docs/accessibility/manual-checks.json";
export const REPORT_FILE = "docs/accessibility/conformance.md";
export const DATA_FILE = "app/features/accessibility/conformance.json";

const criterionIds = (args) => [...args.matchAll(/"(\d\.\d{1,2}\.\d{1,2})"/g)].map((m) => m[1]);

/**
 * The annotated tests of one spec file's source: `test("title", wcag("1.1.1", …), …)`, or a constant
 * `const NAME = wcag(…)` given as the details (`test("title", NAME, …)`).
 */
export function annotatedTests(file, source) {
  const constants = new Map(
    [...source.matchAll(/\bconst\s+(\w+)\s*=\s*wcag\(([^)]*)\)/g)].map((m) => [m[1], criterionIds(m[2])]),
  );
  const tests = [];
  for (const m of source.matchAll(/\btest\(\s*("(?:[^"\\]|\\.)*")\s*,\s*(?:wcag\(([^)]*)\)|([A-Z_]\w*))\s*,/g)) {
    const criteria = m[2] !== undefined ? criterionIds(m[2]) : constants.get(m[3]);
    if (criteria?.length) tests.push({ name: `${file} › ${JSON.parse(m[1])}`, criteria });
  }
  return tests;
}

/** Every annotated test of the browser suite. */
export function collectAnnotations(root = ROOT) {
  return readdirSync(path.join(root, SPEC_DIR))
    .filter((f) => f.endsWith(".spec.ts"))
    .sort()
    .flatMap((f) => annotatedTests(`${SPEC_DIR}/${f}`, readFileSync(path.join(root, SPEC_DIR, f), "utf8")));
}

/** Whether a test named "file › title" exists: the file is there and declares a test of that title. */
export function testExists(name, root = ROOT) {
  const [file, title] = name.split(" › ");
  if (!file || !title || !existsSync(path.join(root, file))) return false;
  return readFileSync(path.join(root, file), "utf8").includes(JSON.stringify(title));
}

export function readManualChecks(root = ROOT) {
  return JSON.parse(readFileSync(path.join(root, MANUAL_FILE), "utf8")).criteria;
}

/**
 * The report's rows, one per criterion, and the problems that make it invalid (empty: valid): a criterion
 * without any entry, a named test that does not exist, an unknown criterion or status, a claim without
 * evidence.
 */
export function buildReport({ annotations, manual, exists = (name) => testExists(name) }) {
  const problems = [];
  const known = new Set(WCAG22_AA.map((c) => c.id));
  for (const t of annotations) {
    for (const id of t.criteria) if (!known.has(id)) problems.push(`${t.name}: ${id} is not a WCAG 2.2 A/AA criterion`);
  }
  for (const id of Object.keys(manual))
    if (!known.has(id)) problems.push(`${MANUAL_FILE}: ${id} is not a WCAG 2.2 A/AA criterion`);
  const rows = WCAG22_AA.map((criterion) => {
    const entry = manual[criterion.id] ?? {};
    const annotated = annotations.filter((t) => t.criteria.includes(criterion.id)).map((t) => t.name);
    const named = entry.tests ?? [];
    for (const name of named) if (!exists(name)) problems.push(`${criterion.id}: the test "${name}" does not exist`);
    const tests = [...new Set([...annotated, ...named])];
    const status = entry.status ?? (annotated.length ? "supports" : undefined);
    if (!status) problems.push(`${criterion.id} ${criterion.en}: no test annotation and no entry in ${MANUAL_FILE}`);
    else if (!STATUSES.includes(status)) problems.push(`${criterion.id}: unknown status "${status}"`);
    if (entry.manual && !(/^\d{4}-\d{2}-\d{2}$/.test(entry.manual.date ?? "") && entry.manual.method)) {
      problems.push(`${criterion.id}: a manual check needs its date (YYYY-MM-DD) and method`);
    }
    if (status && status !== "not applicable" && !tests.length && !entry.manual) {
      problems.push(`${criterion.id}: "${status}" without a test or a manual check`);
    }
    if (criterion.obsolete && status !== "not applicable")
      problems.push(`${criterion.id} is obsolete: "not applicable"`);
    return {
      id: criterion.id,
      level: criterion.level,
      title: { en: criterion.en, de: criterion.de },
      obsolete: Boolean(criterion.obsolete),
      status: status ?? "",
      tests,
      automated: entry.automated ?? null,
      manual: entry.manual ?? null,
      exceptions: entry.exceptions ?? [],
    };
  });
  return { rows, problems };
}

const cell = (text) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

export function renderMarkdown(rows, lastFullRun) {
  const count = (s) => rows.filter((r) => r.status === s).length;
  const lines = [
    "# WCAG 2.2 conformance report (EN 301 549 clause 9)",
    "",
    "<!-- Generated by scripts/accessibility/conformance.mjs from the tests' annotations and",
    "     docs/accessibility/manual-checks.json: do not edit by hand (docs/testing.md names the command). -->",
    "",
    `Last full test run: ${lastFullRun}. Every success criterion of WCAG 2.2 at levels A and AA, with its status,`,
    "how it is verified (the tests, in both browser projects, with and without JavaScript, or a manual check",
    "with its date and method) and the known exceptions. Criterion 4.1.1 is obsolete in WCAG 2.2.",
    "The same report in German and English: /barrierefreiheit/bericht (linked from the accessibility statement).",
    "",
    `Summary: ${STATUSES.map((s) => `${count(s)} ${s}`).join(", ")} (${rows.filter((r) => !r.obsolete).length} criteria and 4.1.1).`,
    "",
    "| Criterion | Level | Status | How verified | Known exceptions |",
    "|---|---|---|---|---|",
  ];
  for (const r of rows) {
    const how = [
      ...r.tests.map((t) => `test: ${t}`),
      ...(r.automated ? [`automated: ${r.automated}`] : []),
      ...(r.manual ? [`manual check ${r.manual.date}: ${r.manual.method}`] : []),
    ];
    lines.push(
      `| ${r.id} ${cell(r.title.en)} | ${r.level} | ${r.status} | ${how.map(cell).join("<br>")} | ${r.exceptions.map(cell).join("<br>") || "–"} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}

function main() {
  const arg = process.argv.find((a) => a.startsWith("--run-date="));
  const lastFullRun = arg ? arg.slice("--run-date=".length) : new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(lastFullRun)) throw new Error(`--run-date must be YYYY-MM-DD, not ${lastFullRun}`);
  const { rows, problems } = buildReport({ annotations: collectAnnotations(), manual: readManualChecks() });
  if (problems.length) {
    for (const p of problems) console.error(p);
    process.exit(1);
  }
  writeFileSync(path.join(ROOT, REPORT_FILE), renderMarkdown(rows, lastFullRun));
  const summary = Object.fromEntries(STATUSES.map((s) => [s, rows.filter((r) => r.status === s).length]));
  writeFileSync(path.join(ROOT, DATA_FILE), `${JSON.stringify({ lastFullRun, summary, rows }, null, 2)}\n`);
  // in the formatter's layout, so that the lint passes on what this script wrote
  execFileSync(path.join(ROOT, "node_modules/.bin/biome"), ["format", "--write", DATA_FILE], {
    cwd: ROOT,
    stdio: "ignore",
  });
  console.log(`${REPORT_FILE} and ${DATA_FILE} written (last full run ${lastFullRun}).`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
