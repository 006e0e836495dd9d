/**
 * Browser checks of the identity providers' pages: axe-core (WCAG 2.2 AA) on every page, a complete login with
 * JavaScript disabled, and no CSP violations under a strict nonce-based policy like the server's.
 * Needs Debian's Chromium headless shell (/usr/bin/chromium-headless-shell); skipped without it.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, demoAccountsOf } from "#contracts";
import { createIdentityProviders, type IdentityProviders, type IssuerName } from "./index";
import { pkcePair, startServer, type TestServer, testClients } from "./test-helpers";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
const NONCE = "dGVzdC1ub25jZQ";
const STRICT_CSP = `default-src 'none'; script-src 'nonce-${NONCE}' 'strict-dynamic'; style-src 'self' 'nonce-${NONCE}'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

let server: TestServer;
let dataDir: string;
let idps: IdentityProviders;
let clients: ReturnType<typeof testClients>;
let browser: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tandem-idp-a11y-"));
  server = await startServer((_req, res, next) => {
    res.locals.cspNonce = NONCE;
    res.setHeader("Content-Security-Policy", STRICT_CSP);
    next();
  });
  clients = testClients(server.baseUrl);
  idps = await createIdentityProviders({ publicUrl: server.baseUrl, dataDir, clients, secureCookies: false });
  server.setRouter(idps.router);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function authorizationUrl(name: IssuerName, extra: Record<string, string> = {}) {
  const url = new URL(`${idps.issuers[name]}/auth`);
  url.search = new URLSearchParams({
    client_id: clients[name].clientId,
    redirect_uri: clients[name].redirectUris[0],
    response_type: "code",
    scope: "openid email profile",
    state: "st",
    code_challenge: pkcePair().challenge,
    code_challenge_method: "S256",
    ...extra,
  }).toString();
  return url.href;
}

async function newContext(javaScriptEnabled: boolean, locale = "de-DE"): Promise<BrowserContext> {
  return browser.newContext({ javaScriptEnabled, locale });
}

/** Collects CSP violations reported on the console. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * axe-core needs JavaScript, so the page under test (possibly with JavaScript off) is re-served verbatim to a
 * JavaScript-enabled page at the same URL (same stylesheet) and scanned there.
 */
async function expectAccessible(page: Page, label: string) {
  const html = await page.content();
  const url = page.url();
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const scanPage = await context.newPage();
    await scanPage.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
    await scanPage.goto(url);
    const results = await new AxeBuilder({ page: scanPage })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    const summary = results.violations.map(
      (v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target).join(", ")}`,
    );
    expect(summary).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(10);
    // The stylesheet is applied.
    const h1Size = await scanPage.locator("h1").evaluate((el) => getComputedStyle(el).fontSize);
    expect(h1Size).toBe("32px");
  } finally {
    await context.close();
  }
}

describe.skipIf(!existsSync(CHROMIUM))("identity provider pages in a browser", () => {
  it("login, errors, logout: accessible and working without JavaScript", async () => {
    const context = await newContext(false);
    const page = await context.newPage();
    const csp = watchCsp(page);
    const account = demoAccountsOf("company")[1];

    await page.goto(authorizationUrl("company"));
    await expect.poll(() => page.title()).toContain("Unternehmensportal");
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    await expectAccessible(page, "login");

    await page.getByLabel("E-Mail-Adresse").fill(account.email);
    await page.getByLabel("Passwort", { exact: true }).fill("falsch");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect.poll(() => page.title()).toMatch(/^Fehler: /);
    expect(await page.getByRole("alert").textContent()).toContain("E-Mail-Adresse oder Passwort ist falsch.");
    expect(await page.getByLabel("E-Mail-Adresse").inputValue()).toBe(account.email);
    await expectAccessible(page, "login with error");

    await page.getByLabel("Passwort", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await page.waitForURL(/\/auth\/company\/callback\?/);
    expect(await page.textContent("body")).toContain("callback company code");

    // Logout without post_logout_redirect_uri: confirmation, then the "signed out" page.
    await page.goto(`${idps.issuers.company}/session/end?client_id=${clients.company.clientId}`);
    expect(await page.locator("h1").textContent()).toBe("Abmelden");
    await expectAccessible(page, "logout confirmation");
    await page.getByRole("button", { name: "Ja, abmelden" }).click();
    await page.waitForURL(/\/session\/end\/success/);
    expect(await page.locator("h1").textContent()).toBe("Sie sind abgemeldet");
    await expectAccessible(page, "logged out");

    // Logout again, now without an identity-provider session: one button, no script.
    await page.goto(
      `${idps.issuers.company}/session/end?client_id=${clients.company.clientId}&post_logout_redirect_uri=${encodeURIComponent(clients.company.postLogoutRedirectUris[0])}`,
    );
    expect(await page.locator("h1").textContent()).toBe("Abmeldung fortsetzen");
    await expectAccessible(page, "logout continue");
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.waitForURL(`${server.baseUrl}/`);

    expect(csp).toEqual([]);
    await context.close();
  }, 60_000);

  it("English pages, cancel and error page are accessible", async () => {
    const context = await newContext(false, "en-GB");
    const page = await context.newPage();
    const csp = watchCsp(page);

    await page.goto(authorizationUrl("applicant", { ui_locales: "en" }));
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("h1").textContent()).toBe("Sign in for applicants");
    await page.getByRole("button", { name: "Sign in" }).click();
    expect(await page.getByRole("alert").textContent()).toContain("Enter your email address.");
    await expectAccessible(page, "English login with errors");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL(/\/auth\/applicant\/callback\?/);
    expect(await page.textContent("body")).toContain("error=access_denied");

    await page.goto(`${idps.issuers.staff}/auth?client_id=nope&ui_locales=en`);
    expect(await page.locator("h1").textContent()).toBe("Something went wrong");
    await expectAccessible(page, "error page");

    await page.goto(`${idps.issuers.staff}/interaction/expired`);
    await expectAccessible(page, "expired interaction");
    expect(csp).toEqual([]);
    await context.close();
  }, 60_000);

  it("the login page also works with JavaScript on (staff)", async () => {
    const context = await newContext(true);
    const page = await context.newPage();
    const csp = watchCsp(page);
    const account = demoAccountsOf("staff")[0];
    await page.goto(authorizationUrl("staff"));
    await expectAccessible(page, "staff login");
    await page.getByLabel("E-Mail-Adresse").fill(account.email);
    await page.getByLabel("Passwort", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await page.waitForURL(/\/auth\/staff\/callback\?/);
    expect(csp).toEqual([]);
    await context.close();
  }, 60_000);
});
