/**
 * npm test: every test of the project, on a fresh clone too. Installs the dependencies, Debian's
 * Chromium headless shell and PostgreSQL when they are missing, then runs two lanes side by side, one per
 * core. One: the API tests on one PGlite (vitest; its files run one after another on one database), the
 * scale test (two instances behind nginx) and the lint. The other: the build, the JavaScript budget per
 * route of that build, the unit tests, the API tests against a real PostgreSQL, the object store against
 * a real S3 server (Ceph's radosgw), the typecheck and the login against LemonLDAP::NG from Debian
 * (playwright.lemonldap.config.ts; installs it with nginx when missing). Then the browser journeys
 * (Playwright, projects nojs and js, axe on every page) on PostgreSQL and an S3 store.
 */
import { ensureDependencies, ensurePostgres, ensureTestChromium, run, runLanes } from "./setup.mjs";

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
// Two lanes, one per core, that end together (measured on a clean clone): the API tests on PGlite run one
// after another on one core for about 100 s, then the scale test and the lint; beside them the build
// (which the scale test and the LemonLDAP login serve) and everything else before the journeys.
const lanesStarted = Date.now();
try {
  const lines = await runLanes([
    [
      { name: "API tests (PGlite)", command: "npx vitest run --project api" },
      // Two instances behind nginx on one PostgreSQL and one S3 store (npm run test:scale).
      { name: "two instances behind nginx", command: "node --import tsx scripts/scale/run.mjs" },
      { name: "lint", command: "npm run lint" },
    ],
    [
      { name: "build", command: "npx remix build" },
      // JavaScript per route of that build against its budget (seconds; scripts/bench/js-size.mjs).
      { name: "JavaScript budgets", command: "node scripts/bench/js-size.mjs --check" },
      { name: "unit tests", command: "npx vitest run --project unit" },
      { name: "API tests (PostgreSQL)", command: "bash scripts/test-postgres.sh" },
      // The object store against a real S3 server: Ceph's radosgw on loopback (installed when missing).
      { name: "object store (radosgw)", command: "bash scripts/test-s3.sh" },
      { name: "typecheck", command: "npm run typecheck" },
      // Login against an independently written provider (installed when missing).
      {
        name: "login against LemonLDAP::NG (Chromium)",
        command: "node scripts/lemonldap/lemonldap.mjs ensure && npx playwright test -c playwright.lemonldap.config.ts",
      },
    ],
  ]);
  stages.push(...lines, `(those side by side: ${Math.round((Date.now() - lanesStarted) / 1000)} s)`);
} catch (error) {
  stages.push(...(error.lines ?? []));
  fail(error);
}
// On PostgreSQL with the documents in S3, as one of several instances (scripts/journeys.mjs starts both).
await stage("browser journeys (nojs, js)", () => run("node scripts/journeys.mjs"));

console.log(`\n${stages.join("\n")}\nAll test stages passed in ${Math.round((Date.now() - started) / 1000)} s.`);
