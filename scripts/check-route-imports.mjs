/**
 * Lint rule `route-imports`: a route folder imports no other route folder (its parent layouts aside: the
 * folder of a route id that the importing id extends, `b2b.job-openings.$id` for
 * `b2b.job-openings.$id.contacted`), and nothing outside app/routes/ imports a route. What several routes
 * share lives in their feature folder (app/features/<feature>/).
 *
 * Usage: node scripts/check-route-imports.mjs [app folder]   (default: app/)
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const RULE = "route-imports";
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SPECIFIER = /(?:from|import)\s*\(?\s*["']([^"']+)["']/g;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : listFiles(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

function resolve(appDir, importer, specifier) {
  let base;
  if (specifier.startsWith("~/")) base = path.join(appDir, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(importer), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    if (existsSync(base + extension) && statSync(base + extension).isFile()) return base + extension;
  }
  return base;
}

/** The route id (folder under routes/) a file belongs to, or null. */
function routeOf(appDir, file) {
  const relative = path.relative(path.join(appDir, "routes"), file);
  if (relative.startsWith("..")) return null;
  return relative.split(path.sep)[0];
}

/** A parent layout's id is a dotted prefix of the child's (trailing-underscore segments escape nesting). */
function isParentLayout(parent, child) {
  return child.startsWith(`${parent}.`) && !parent.split(".").some((segment) => segment.endsWith("_"));
}

/** The offending imports under appDir, as `file: specifier`. */
export function findRouteImports(appDir) {
  const found = [];
  for (const file of listFiles(appDir)) {
    // a route's own tests may call its loader and action
    if (/\.test\.(ts|tsx)$/.test(file)) continue;
    const from = routeOf(appDir, file);
    const text = readFileSync(file, "utf8");
    for (const [, specifier] of text.matchAll(SPECIFIER)) {
      const target = resolve(appDir, file, specifier);
      if (!target) continue;
      const to = routeOf(appDir, target);
      if (to === null || to === from) continue;
      if (from !== null && isParentLayout(to, from)) continue;
      found.push(`${path.relative(ROOT, file)}: ${specifier}`);
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const appDir = path.resolve(ROOT, process.argv[2] ?? "app");
  const found = findRouteImports(appDir);
  if (found.length > 0) {
    console.error(`${RULE}: move what routes share into app/features/<feature>/:\n${found.join("\n")}`);
    process.exit(1);
  }
}
