/**
 * npm test: every test of the project, on a fresh clone too. Installs the dependencies, Debian's
 * Chromium headless shell and PostgreSQL when they are missing, then runs, in order: typecheck, lint, unit and API
 * tests (vitest, one PGlite) side by side with the API tests against a real PostgreSQL (each runs its API
 * files one after another on one database, so the two together use the machine's second core), the
 * build, the browser journeys (Playwright, projects nojs and js, axe on every page) and the login
 * against LemonLDAP::NG from Debian (playwright.lemonldap.config.ts; installs it with nginx when missing).
 */
import { ensureLemonldap } from "./lemonldap/lemonldap.mjs";
import { ensureDependencies, ensurePostgres, ensureTestChromium, run, runTogether } from "./setup.mjs";

const started = Date.now();
const stages = [];
async function stage(name, fn) {
  const t0 = Date.now();
  try {
    await fn();
    stages.push(`${name}: passed (${Math.round((Date.now() - t0) / 1000)} s)`);
  } catch (error) {
    stages.push(`${name}: FAILED`);
    console.error(`\n${error.message}`);
    console.log(`\n${stages.join("\n")}`);
    process.exit(1);
  }
}

await stage("install", () => {
  ensureDependencies();
  ensureTestChromium();
  ensurePostgres();
});
await stage("typecheck", () => run("npx tsc --noEmit"));
await stage("lint", () => run("npm run lint"));
await stage("unit and API tests (PGlite), API tests (PostgreSQL)", () =>
  runTogether(["npx vitest run", "bash scripts/test-postgres.sh"]),
);
await stage("build", () => run("npx remix build"));
await stage("browser journeys (nojs, js)", () => run("npx playwright test"));
// Login against an independently written provider (LemonLDAP::NG from Debian, installed when missing).
await stage("login against LemonLDAP::NG (Chromium)", () => {
  ensureLemonldap();
  run("npx playwright test -c playwright.lemonldap.config.ts");
});

console.log(`\n${stages.join("\n")}\nAll test stages passed in ${Math.round((Date.now() - started) / 1000)} s.`);
