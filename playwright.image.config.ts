import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

/**
 * The journeys against the container image (`npm run test:image`, scripts/image/test.mjs), which starts
 * the container itself and names its public address in IMAGE_BASE_URL: a port other than the one the
 * server listens on inside. A part of the main journeys, with JavaScript: the console-clean crawl of both
 * units and the advisor console (every kind of page, no console or page error, no 5xx) and one login
 * journey per unit through the development providers.
 */
const baseURL = process.env.IMAGE_BASE_URL;
if (!baseURL) throw new Error("IMAGE_BASE_URL is not set: run `npm run test:image`");
process.env.AXE_PASSED_DIR ??= mkdtempSync(path.join(tmpdir(), "tandem-axe-passed-"));

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: ["console-clean.spec.ts", "applicant-login.spec.ts", "company-login.spec.ts"],
  // the crawl of one person per unit and the advisor console's team lead; the login journeys
  grep: /every page (applicant-lena|company-olaf|staff-stefan) can reach|logs in/,
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
  projects: [{ name: "js", use: { javaScriptEnabled: true } }],
});
