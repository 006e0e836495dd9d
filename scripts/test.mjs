/**
 * npm test: every test of the project, on a fresh clone too. Installs the dependencies, Debian's
 * Chromium and PostgreSQL when they are missing, then runs, in order: typecheck, lint, unit and API
 * tests (vitest, one PGlite), the API tests against a real PostgreSQL, the build, and the browser
 * journeys (Playwright, projects nojs and js, axe on every page).
 */
import { ensureChromium, ensureDependencies, ensurePostgres, run } from "./setup.mjs";

const started = Date.now();
const stages = [];
function stage(name, fn) {
  const t0 = Date.now();
  try {
    fn();
    stages.push(`${name}: passed (${Math.round((Date.now() - t0) / 1000)} s)`);
  } catch (error) {
    stages.push(`${name}: FAILED`);
    console.error(`\n${error.message}`);
    console.log(`\n${stages.join("\n")}`);
    process.exit(1);
  }
}

stage("install", () => {
  ensureDependencies();
  ensureChromium();
  ensurePostgres();
});
stage("typecheck", () => run("npx tsc --noEmit"));
stage("lint", () => run("npx biome check ."));
stage("unit and API tests (PGlite)", () => run("npx vitest run"));
stage("API tests (PostgreSQL)", () => run("bash scripts/test-postgres.sh"));
stage("build", () => run("npx remix build"));
stage("browser journeys (nojs, js)", () => run("npx playwright test"));

console.log(`\n${stages.join("\n")}\nAll test stages passed in ${Math.round((Date.now() - started) / 1000)} s.`);
