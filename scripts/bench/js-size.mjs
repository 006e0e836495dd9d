/**
 * JavaScript per route of the browser build (after `npx remix build`): for every route of the Remix
 * manifest, the gzip size of everything a first load of that route fetches before it hydrates: the
 * route manifest (without lazy route discovery), the entry, the root, each parent layout and the route
 * module, with all their imports, each file once.
 * Budgets (docs/performance.md): 115 KB per applicant route (the applicant unit, the public pages and the
 * CV generator; a bare Remix page is 89 KB), 140 KB per company long form. Other routes, and routes that
 * show no page (resource routes: an upload's target, a PDF, a redirect), are listed without a budget.
 *
 * `node scripts/bench/js-size.mjs` prints the table and exits 1 on a miss (`npm run bench` uses the same
 * functions). `--check` is the step of `npm test` right after the build (cheap, no server): it prints the
 * budgeted routes and exits 1 when a route misses its budget, unless the route is one of
 * OVER_BUDGET_CEILING_KB and stays within its ceiling there. Both also fail when any browser file contains
 * zod: forms check their input in the browser with the rules their loader sent, zod stays on the server
 * (docs/decisions/052-conform-useform-without-zod-in-the-browser.md).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import remixConfig from "../../remix.config.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const JS_BUDGET_KB = { applicant: 115, companyForm: 140 };

/** Public pages: reached without signing in, by applicants as much as anyone. */
const PUBLIC_ROUTES = new Set([
  "routes/$",
  "routes/impressum",
  "routes/imprint",
  "routes/datenschutz",
  "routes/dataprotection",
  "routes/study-match",
  "routes/maintenance",
  "routes/newsletter-unsubscription",
  "routes/auth.error",
  "routes/auth.failed",
  "routes/auth.logged-out",
  "routes/barrierefreiheit",
  "routes/offline",
]);

/**
 * Routes that do not meet their budget yet, each with the figure it may not exceed (its size when it was
 * listed, rounded up to the next half KB): `npm test` fails when one of them grows or when any other
 * budgeted route misses its budget; `npm run bench` reports them as misses all the same. Remove a route
 * when it meets its budget (the check names such entries).
 */
export const OVER_BUDGET_CEILING_KB = {};

/** The company's long forms: the job opening's steps, the company's data and an employee. */
const COMPANY_FORMS = [
  /^routes\/b2b\.job-openings(\.\$id_)?\.manage\./,
  /^routes\/b2b\.company\./,
  /^routes\/b2b\.employees\.edit\./,
  /^routes\/b2b\.job-openings_\.\$id\.applicants\.\$applicantId_\.contract$/,
];

/**
 * Whether a route shows a page: its module exports a component. A route without one (a resource route:
 * an upload's target, a PDF) answers its own requests and is never loaded by a browser as a page.
 */
function showsPage(id) {
  const base = path.join(root, "app", id);
  const file = [`${base}/route.tsx`, `${base}/route.ts`, `${base}.tsx`, `${base}.ts`].find((f) => fs.existsSync(f));
  return !file || /export default|export\s*\{[^}]*\bdefault\b/.test(fs.readFileSync(file, "utf8"));
}

/** Which budget a route has: "applicant", "companyForm" or null (also for a route that shows no page). */
export function routeKind(id) {
  if (!showsPage(id)) return null;
  if (id === "routes/ds" || id.startsWith("routes/ds.") || PUBLIC_ROUTES.has(id)) return "applicant";
  if (id === "routes/lebenslauf-generator" || id.startsWith("routes/lebenslauf-generator.")) return "applicant";
  if (COMPANY_FORMS.some((pattern) => pattern.test(id))) return "companyForm";
  return null;
}

/** The browser's assets manifest of the current build, or null when there is no build. */
export function readManifest(buildDir = path.join(root, "public/build")) {
  if (!fs.existsSync(buildDir)) return null;
  const file = fs.readdirSync(buildDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) return null;
  const source = fs.readFileSync(path.join(buildDir, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, ""));
}

/**
 * Every route's files and gzip total. Imports of imports are followed through the chunks' own static
 * `import` statements too, so nothing the browser must fetch is missed even where the manifest's list
 * is shallow.
 */
export function measureRoutes(manifest, publicDir = path.join(root, "public")) {
  const gzipCache = new Map();
  const importCache = new Map();
  const fileOf = (url) => path.join(publicDir, url);
  const gz = (url) => {
    if (!gzipCache.has(url)) gzipCache.set(url, gzipSync(fs.readFileSync(fileOf(url))).length);
    return gzipCache.get(url);
  };
  const staticImports = (url) => {
    if (!importCache.has(url)) {
      const text = fs.readFileSync(fileOf(url), "utf8");
      const found = [];
      for (const match of text.matchAll(
        /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g,
      )) {
        found.push(path.posix.resolve(path.posix.dirname(url), match[1]));
      }
      importCache.set(url, found);
    }
    return importCache.get(url);
  };
  const collect = (urls, into) => {
    for (const url of urls) {
      if (into.has(url)) continue;
      into.add(url);
      collect(staticImports(url), into);
    }
  };
  const rows = [];
  for (const route of Object.values(manifest.routes)) {
    const chain = [];
    for (let r = route; r; r = r.parentId ? manifest.routes[r.parentId] : null) chain.push(r);
    const files = new Set();
    // without lazy route discovery every page loads the whole route manifest before it hydrates
    if (!remixConfig.future?.v3_lazyRouteDiscovery && manifest.url) files.add(manifest.url);
    collect([manifest.entry.module, ...manifest.entry.imports], files);
    for (const r of chain.reverse()) collect([r.module, ...(r.imports ?? [])], files);
    const bytes = [...files].reduce((sum, url) => sum + gz(url), 0);
    const kind = routeKind(route.id);
    const budget = kind ? JS_BUDGET_KB[kind] : null;
    const kb = Math.round(bytes / 102.4) / 10;
    rows.push({ id: route.id, kind, kb, budget, pass: budget == null || kb <= budget, files: [...files] });
  }
  return rows.sort((a, b) => b.kb - a.kb);
}

/**
 * zod's core names every schema class it defines ("$ZodType", "$ZodString", …) in a string literal that
 * minification keeps: a browser file holding one carries zod.
 */
const ZOD_SIGNATURE = /["'`]\$Zod[A-Z]\w*["'`]/;

/** The browser build's JavaScript files that contain zod, as paths under `buildDir`, sorted. */
export function filesWithZod(buildDir = path.join(root, "public/build")) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".js") && ZOD_SIGNATURE.test(fs.readFileSync(file, "utf8"))) {
        found.push(path.relative(buildDir, file).split(path.sep).join("/"));
      }
    }
  };
  walk(buildDir);
  return found.sort();
}

/** Names each browser file with zod and the routes that load it; returns whether there was one. */
function reportZod(rows, log = console.error) {
  const files = filesWithZod();
  for (const file of files) {
    const url = `${remixConfig.publicPath}${file}`;
    const routes = rows.filter((row) => row.files.includes(url)).map((row) => row.id);
    log(`ZOD IN THE BROWSER: ${file}${routes.length ? ` (loaded by ${routes.join(", ")})` : ""}`);
  }
  return files.length > 0;
}

/**
 * Prints the table (every route, or with `budgetedOnly` the routes with a budget) and returns the rows,
 * the misses, and for the test's check the misses beyond a listed ceiling (`regressions`) and the listed
 * routes that meet their budget now (`stale`).
 */
export function reportJsSizes({ budgetedOnly = false, log = console.log } = {}) {
  const manifest = readManifest();
  if (!manifest) throw new Error("no browser build in public/build: run `npx remix build` first");
  const rows = measureRoutes(manifest);
  const misses = rows.filter((row) => !row.pass);
  const ceilingOf = (row) => OVER_BUDGET_CEILING_KB[row.id];
  const regressions = misses.filter((row) => ceilingOf(row) == null || row.kb > ceilingOf(row));
  const stale = Object.keys(OVER_BUDGET_CEILING_KB).filter((id) => !misses.some((row) => row.id === id));
  const label = { applicant: "applicant", companyForm: "company form" };
  log("JavaScript per route (gzip KB: entry, root, layouts, route and all imports)");
  for (const row of budgetedOnly ? rows.filter((r) => r.budget != null) : rows) {
    const ceiling = ceilingOf(row);
    const verdict = row.budget == null ? "    " : row.pass ? "PASS" : "FAIL";
    const budget = row.budget == null ? "" : ` (budget ${row.budget}, ${label[row.kind]})`;
    const listed = row.pass || ceiling == null ? "" : ` [listed over budget, ceiling ${ceiling}]`;
    log(`${verdict} ${String(row.kb).padStart(6)}  ${row.id}${budget}${listed}`);
  }
  for (const kind of ["applicant", "companyForm"]) {
    const ofKind = rows.filter((row) => row.kind === kind);
    const sizes = ofKind.map((row) => row.kb);
    log(
      `${label[kind]} routes: ${ofKind.length}, ${Math.min(...sizes)}–${Math.max(...sizes)} KB (budget ${JS_BUDGET_KB[kind]} KB), ${ofKind.filter((r) => !r.pass).length} over`,
    );
  }
  return { rows, misses, regressions, stale };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const checking = process.argv.includes("--check");
  const { rows, misses, regressions, stale } = reportJsSizes({ budgetedOnly: checking });
  const zod = reportZod(rows);
  if (!checking) process.exit(misses.length > 0 || zod ? 1 : 0);
  for (const id of stale) console.log(`meets its budget now: remove ${id} from OVER_BUDGET_CEILING_KB`);
  for (const row of regressions) {
    const ceiling = OVER_BUDGET_CEILING_KB[row.id];
    const limit = ceiling == null ? `its budget of ${row.budget} KB` : `its listed ceiling of ${ceiling} KB`;
    console.error(`TOO LARGE: ${row.id} loads ${row.kb} KB of JavaScript (gzip), over ${limit}`);
  }
  process.exit(regressions.length > 0 || zod ? 1 : 0);
}
