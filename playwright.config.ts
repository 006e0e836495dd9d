import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

/**
 * Browser journeys against the real server (real database, API and identity providers) on its own
 * port and data directory, in Debian's Chromium. Every journey runs twice: without and with JavaScript.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
/** The loopback stand-in for the tag manager (tests/stubs/tag-manager.mjs): another origin than the portal's. */
export const TAG_MANAGER_STUB = `http://localhost:${PORT + 1}`;
// The documents axe already passed in this run (tests/e2e/fixtures.ts): made once by the runner, whose
// environment its workers inherit, so every worker of both projects shares it.
process.env.AXE_PASSED_DIR ??= mkdtempSync(path.join(tmpdir(), "tandem-axe-passed-"));
// Error monitoring: the server and the browser send to our local collector (scripts/sentry-collector.mjs,
// started by the global setup) on a port derived from PORT, so that parallel runs do not collide.
const COLLECTOR_PORT = PORT + 20_000;
process.env.SENTRY_COLLECTOR_URL ??= `http://127.0.0.1:${COLLECTOR_PORT}`;
// The server's JSON log of the run, checked at its end for personal data (tests/e2e/server-log.ts).
process.env.SERVER_LOG_FILE ??= path.join(tmpdir(), `tandem-e2e-${PORT}.log`);
process.env.E2E_DATA_DIR ??= path.resolve(`.data-e2e-${PORT}`);
/**
 * `npm test` runs the journeys as an instance of several would run: on PostgreSQL with the documents in an
 * S3 store (E2E_DATABASE_URL, E2E_S3_*: scripts/test.mjs starts both), and checks that the instance keeps
 * nothing of its own (tests/e2e/data-dir.ts). Without them (`npm run test:e2e`): PGlite and a local directory.
 */
const sharedState: Record<string, string> =
  process.env.E2E_DATABASE_URL && process.env.E2E_S3_ENDPOINT
    ? {
        DATABASE_URL: process.env.E2E_DATABASE_URL,
        S3_ENDPOINT: process.env.E2E_S3_ENDPOINT,
        S3_BUCKET: process.env.E2E_S3_BUCKET ?? "tandem-e2e",
        S3_ACCESS_KEY_ID: process.env.E2E_S3_ACCESS_KEY_ID ?? "",
        S3_SECRET_ACCESS_KEY: process.env.E2E_S3_SECRET_ACCESS_KEY ?? "",
        SESSION_SECRET: "e2e-session-secret-of-this-run-0123456789abcdef",
      }
    : {};
process.env.E2E_SHARED_STATE = String(Object.keys(sharedState).length > 0);

/**
 * Journeys that exist in one project only, so that neither project reports them as skipped: what only
 * the page's script does (hydration, the service worker, prefetching) runs with JavaScript; what is
 * decided by HTTP requests alone (headers, redirects, refused return targets) is the same with and without
 * it and runs once, in the no-JS project.
 */
const NEEDS_JAVASCRIPT = [
  "**/before-hydration.spec.ts",
  "**/console-clean.spec.ts",
  "**/first-paint.spec.ts",
  "**/offline.spec.ts",
  "**/save-data.spec.ts",
  "**/scroll-restoration.spec.ts",
];
const REQUESTS_ONLY = [
  "**/cache-control.spec.ts",
  "**/return-path.spec.ts",
  "**/legacy-routes.spec.ts",
  "**/public-address.spec.ts",
  "**/kept-alive-fuzz.spec.ts",
];

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    locale: "de-DE",
    // Recording a trace of every test (DOM snapshots and a screencast per action) made the journeys a
    // quarter slower on this 2-core machine: TRACE=on records them again (kept for failed tests only).
    // A failed test always keeps its last screenshot.
    trace: process.env.TRACE === "on" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "nojs", use: { javaScriptEnabled: false }, testIgnore: NEEDS_JAVASCRIPT },
    { name: "js", use: { javaScriptEnabled: true }, testIgnore: REQUESTS_ONLY },
  ],
  webServer: [
    {
      command: "node tests/stubs/tag-manager.mjs",
      url: `http://127.0.0.1:${PORT + 1}/health`,
      reuseExistingServer: false,
      env: { PORT: String(PORT + 1) },
    },
    {
      // A fresh embedded database per run: the journeys change state (onboarding).
      command: `rm -rf ${process.env.E2E_DATA_DIR} ${process.env.SERVER_LOG_FILE} && node --import tsx server.ts`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        NODE_ENV: "test",
        DEV_TOOLS: "true",
        SEED_TEST_ACCOUNTS: "true",
        // Every journey and the return-path sweep come from the one address 127.0.0.1: the login limits
        // are proven by server/rate-limit.test.ts, here they must not throttle the test browser itself.
        LOGIN_RATE_LIMIT: "500",
        // the consent tool's tag manager: the loopback stand-in above, one container per unit
        TAG_MANAGER_SCRIPT_URL: `${TAG_MANAGER_STUB}/gtm.js?id={id}`,
        TAG_MANAGER_ID_APPLICANT: "GTM-E2EAPPLICANT",
        TAG_MANAGER_ID_COMPANY: "GTM-E2ECOMPANY",
        SENTRY_DSN: `http://tandem@127.0.0.1:${COLLECTOR_PORT}/1`,
        LOG_FILE: process.env.SERVER_LOG_FILE,
        ...sharedState,
      },
    },
  ],
});
