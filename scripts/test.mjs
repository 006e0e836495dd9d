/**
 * npm test: every test of the project, on a fresh clone too. Installs the dependencies, Debian's
 * Chromium headless shell and PostgreSQL when they are missing, then runs two lanes side by side. One: the
 * build, the JavaScript budget per route of that build and the browser journeys (Playwright, projects
 * nojs and js, axe on every page) on PostgreSQL and an S3 store. The other: the API tests on one PGlite
 * (vitest; its files run one after another on one database), the unit tests, the API tests against a real
 * PostgreSQL, the object store against a real S3 server (Ceph's radosgw), the typecheck, the scale test
 * (two instances behind nginx), the lint and the login against LemonLDAP::NG from Debian
 * (playwright.lemonldap.config.ts; installs it with nginx when missing).
 */
import { ensureDependencies, ensurePostgres, ensureTestChromium, runLanes } from "./setup.mjs";

const started = Date.now();
const stages = [];
function fail(error) {
  console.error(`\n${error.message}`);
  console.log(`\n${stages.join("\n")}`);
  process.exit(1);
}
async function stage(name, fn) {
  const t0 = Date.now();
  try {
    await fn();
    stages.push(`${name}: passed (${Math.round((Date.now() - t0) / 1000)} s)`);
  } catch (error) {
    stages.push(`${name}: FAILED`);
    fail(error);
  }
}

await stage("install", () => {
  ensureDependencies();
  ensureTestChromium();
  ensurePostgres();
});
// Two lanes side by side (measured on a clean clone, both cores busy throughout). One: the build, the
// JavaScript budget per route of that build, then the browser journeys (Playwright, projects nojs and js,
// axe on every page) on PostgreSQL with the documents in S3, as one instance of several would run
// (scripts/journeys.mjs starts both): the longest stage, started as early as its build allows and
// followed by nothing. The other: everything else, one after another (the scale test and the LemonLDAP
// login use the build and wait for it); it still ends before the journeys do.
const lanesStarted = Date.now();
try {
  const lines = await runLanes([
    [
      { name: "build", command: "npm run build" },
      // JavaScript per route of that build against its budget (seconds; scripts/bench/js-size.mjs).
      { name: "JavaScript budgets", command: "node scripts/bench/js-size.mjs --check" },
      { name: "browser journeys (nojs, js)", command: "node scripts/journeys.mjs" },
    ],
    [
      { name: "API tests (PGlite)", command: "npx vitest run --project api" },
      { name: "unit tests", command: "npx vitest run --project unit" },
      { name: "API tests (PostgreSQL)", command: "bash scripts/test-postgres.sh" },
      // The object store against a real S3 server: Ceph's radosgw on loopback (installed when missing).
      { name: "object store (radosgw)", command: "bash scripts/test-s3.sh" },
      { name: "typecheck", command: "npm run typecheck" },
      // Two instances behind nginx on one PostgreSQL and one S3 store (npm run test:scale), on the build.
      { name: "two instances behind nginx", command: "node --import tsx scripts/scale/run.mjs", after: "build" },
      { name: "lint", command: "npm run lint" },
      // Login against an independently written provider (installed when missing).
      {
        name: "login against LemonLDAP::NG (Chromium)",
        command: "node scripts/lemonldap/lemonldap.mjs ensure && npx playwright test -c playwright.lemonldap.config.ts",
        after: "build",
      },
    ],
  ]);
  stages.push(...lines, `(those side by side: ${Math.round((Date.now() - lanesStarted) / 1000)} s)`);
} catch (error) {
  stages.push(...(error.lines ?? []));
  fail(error);
}

console.log(`\n${stages.join("\n")}\nAll test stages passed in ${Math.round((Date.now() - started) / 1000)} s.`);
