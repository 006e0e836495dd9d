/**
 * The browser side of the scale test: Debian's headless Chromium through playwright-core, the real login
 * at the development provider, and the cookies it leaves for plain HTTP requests.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { onCleanup } from "./cleanup.mjs";
import { ROOT } from "./infra.mjs";

export const LENA = "lena.lehmann@example.org";

/** The demo password, read from the one place that defines it (a TypeScript file this plain script cannot import). */
export function demoPassword() {
  const source = fs.readFileSync(path.join(ROOT, "contracts/demo-accounts.ts"), "utf8");
  const match = source.match(/export const DEMO_PASSWORD = "([^"]+)"/);
  if (!match) throw new Error("DEMO_PASSWORD not found in contracts/demo-accounts.ts");
  return match[1];
}

export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium-headless-shell",
    args: ["--no-sandbox"],
    // Playwright would otherwise exit the process on Ctrl-C itself, before cleanup.mjs has stopped the rest
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  onCleanup("browser", () => browser.close());
  return browser;
}

/**
 * Opens `startPath` through nginx and logs in at the provider's login page. Answers the page's documents
 * and form posts in order, with the instance nginx sent each to (its X-Upstream header).
 */
export async function logIn(context, publicUrl, startPath, email, password) {
  const page = await context.newPage();
  const steps = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.resourceType() !== "document" && request.method() !== "POST") return;
    steps.push({
      status: response.status(),
      path: new URL(response.url()).pathname,
      upstream: response.headers()["x-upstream"],
    });
  });
  await page.goto(`${publicUrl}${startPath}`);
  await page.waitForURL(/\/idp\/applicant\/interaction\//, { timeout: 15_000 });
  // the fields as idp/pages.ts renders them: <input id="email">, <input id="password">, the first form's submit
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(password);
  await page.locator("form[novalidate] button[type=submit]").click();
  await page.waitForURL((url) => url.pathname === startPath, { timeout: 20_000 });
  const html = await page.content();
  await page.close();
  return { steps, html };
}

/** The Cookie header a browser would send to `requestPath` on 127.0.0.1 (any port: cookies ignore ports). */
export function cookieHeader(cookies, requestPath = "/") {
  return cookies
    .filter((c) => c.domain === "127.0.0.1" && requestPath.startsWith(c.path))
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
}
