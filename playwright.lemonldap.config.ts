import { defineConfig } from "@playwright/test";

/**
 * The login against an independently written OpenID Connect provider: LemonLDAP::NG from Debian
 * (scripts/lemonldap), started on loopback by the global setup, as the applicants' issuer, with its
 * issuer ending in "/". Its own directory and config, so the main journeys (tests/e2e) never run it.
 * One project (Chromium with JavaScript): the provider's pages are its own, the portal's no-JS path is
 * covered by the main journeys.
 */
const PORT = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://localhost:${PORT}`;
process.env.LLNG_PORTAL_URL = baseURL;
const LLNG_PORT = Number(process.env.LLNG_PORT ?? 3970);

export default defineConfig({
  testDir: "tests/lemonldap",
  globalSetup: "./tests/lemonldap/global-setup.ts",
  fullyParallel: false,
  workers: 1,
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
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run", "--disable-quic"],
    },
  },
  projects: [{ name: "lemonldap", use: { javaScriptEnabled: true } }],
  webServer: {
    command: `rm -rf .data-llng-${PORT} && node --import tsx server.ts`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: `.data-llng-${PORT}`,
      NODE_ENV: "test",
      DEV_TOOLS: "true",
      OIDC_APPLICANT_ISSUER: `http://localhost:${LLNG_PORT}/`,
      OIDC_APPLICANT_CLIENT_ID: "tandem-portal",
      OIDC_APPLICANT_CLIENT_SECRET: "tandem-lemonldap-test-secret",
    },
  },
});
