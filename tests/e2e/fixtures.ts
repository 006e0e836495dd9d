import { createHash } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, test as base, expect, type Page, type Response } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from "../../contracts/demo-accounts";
import { axeViolations, preloadAxe } from "../axe";

export function demoAccount(sub: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.sub === sub);
  if (!account) throw new Error(`No demo account ${sub}`);
  return account;
}

interface Fixtures {
  /** Scans the current page with axe; fails on any violation. Call it on every page a journey visits. */
  checkA11y: () => Promise<void>;
  /** Signs in through the real login page of the unit's development identity provider. */
  login: (sub: string, startPath: string) => Promise<void>;
  /**
   * Starts signed in, without the login page: the development sign-in (DEV_TOOLS only) gives the
   * browser the session a real login gives, then the journey opens `startPath`. The login pages
   * themselves are tested by the login journeys of each unit.
   */
  signedIn: (sub: string, startPath: string) => Promise<void>;
  /** Whether this project runs with JavaScript. */
  jsEnabled: boolean;
}

/** AXE_TIMING=<file> appends each scan's milliseconds and address to the file: where the suite's time goes. */
function recordTiming(started: number, url: string, outcome: "scanned" | "known") {
  if (process.env.AXE_TIMING) appendFileSync(process.env.AXE_TIMING, `${Date.now() - started} ${outcome} ${url}\n`);
}

/**
 * Documents already scanned without a violation in this run, by every worker of both projects: one file
 * per document key in the directory playwright.config.ts names. A document with the same key gives the
 * same axe result (the same markup at the same address under the same stylesheets and viewport, with the
 * same element focused and hovered), so it is not scanned again.
 */
const passedDocuments = {
  directory(): string | undefined {
    const dir = process.env.AXE_PASSED_DIR;
    if (dir) mkdirSync(dir, { recursive: true });
    return dir;
  },
  has(key: string): boolean {
    const dir = this.directory();
    return dir !== undefined && existsSync(path.join(dir, key));
  },
  add(key: string) {
    const dir = this.directory();
    if (dir) writeFileSync(path.join(dir, key), "");
  },
};

/** Scans a page, unless a document with the same key already passed; fails on any violation. */
async function axe(page: Page, url: string, key: string) {
  const t0 = Date.now();
  if (passedDocuments.has(key)) return recordTiming(t0, url, "known");
  const violations = await axeViolations(page);
  recordTiming(t0, url, "scanned");
  expect(violations, `axe violations on ${url}`).toEqual([]);
  passedDocuments.add(key);
}

/** The live page's key: its markup as axe reads it, and which elements are focused and hovered. */
async function liveDocumentKey(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const pathOf = (el: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = el; node && node !== document.documentElement; node = node.parentElement) {
        parts.unshift(`${node.tagName}:${node.parentElement ? [...node.parentElement.children].indexOf(node) : 0}`);
      }
      return parts.join(">");
    };
    const focused = document.activeElement && document.activeElement !== document.body ? document.activeElement : null;
    return JSON.stringify({
      focused: focused ? pathOf(focused) : null,
      hovered: [...document.querySelectorAll(":hover")].map(pathOf),
      viewport: { width: window.innerWidth, height: window.innerHeight },
    });
  });
  return documentKey(page.url(), await page.content(), state);
}

/**
 * axe needs JavaScript in the page. Without JavaScript the page as the browser shows it (its HTML,
 * scripts removed so nothing changes it) is served again at the same address to a scanning page
 * that has JavaScript, and scanned there: the no-JS view is what gets audited.
 */
async function scan(page: Page, browser: Browser, jsEnabled: boolean) {
  if (jsEnabled) {
    await preloadAxe(page.context());
    try {
      return await axe(page, page.url(), await liveDocumentKey(page));
    } catch (error) {
      // A navigation the journey did not wait for (a redirect still under way) replaced the page
      // mid-scan: scan the page it arrived at instead, once it is ready.
      if (!/Execution context was destroyed|navigating and changing the content/.test(String(error))) throw error;
      await page.waitForLoadState("load");
      await waitForHydration(page, true);
      return axe(page, page.url(), await liveDocumentKey(page));
    }
  }
  // Module preloads only fetch scripts that would not run: left out like the scripts themselves.
  const html = (await settledContent(page))
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
  await scannerOf(browser).scan(page.url(), html, page.viewportSize() ?? DEFAULT_VIEWPORT);
}

/**
 * The scanning page of a worker: one JavaScript context per browser (a worker has one browser), kept
 * for all its no-JS scans instead of a new context per scan. Its sub-resources (stylesheets, fonts,
 * images) that the server lets browsers cache are kept in memory as an HTTP cache would keep them;
 * personal answers (no-store, private) are fetched again each time. A document already scanned without
 * violations in this run is not scanned again (`passedDocuments`).
 */
interface Viewport {
  width: number;
  height: number;
}

interface Scanner {
  scan: (url: string, html: string, viewport: Viewport) => Promise<void>;
}

const scanners = new WeakMap<Browser, Scanner>();

function scannerOf(browser: Browser): Scanner {
  let scanner = scanners.get(browser);
  if (!scanner) {
    scanner = createScanner(browser);
    scanners.set(browser, scanner);
  }
  return scanner;
}

interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Whether an HTTP cache may keep the answer (RFC 9111: not no-store/private, a lifetime given). */
function cacheable(headers: Record<string, string>): boolean {
  const control = (headers["cache-control"] ?? "").toLowerCase();
  if (/no-store|no-cache|private/.test(control)) return false;
  return /max-age=[1-9]|immutable/.test(control);
}

/** Playwright's default viewport, which the journeys use unless they set a phone's. */
const DEFAULT_VIEWPORT: Viewport = { width: 1280, height: 720 };

/**
 * The document as axe sees it, at its address, with the page state that styles depend on (focus,
 * hover, viewport). Left out: what is never rendered and no stylesheet selects (scripts, module preloads,
 * per-request nonces, hidden form values, the hydration mark), so the same page with and without
 * JavaScript has the same key when its markup is the same.
 */
function documentKey(url: string, html: string, state = ""): string {
  const address = url.replace(/#.*$/, "");
  const normalised = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
    // marks the scripts set on <html> once they ran (hydration, the monitoring): nothing axe reads
    .replace(/\sdata-(hydrated|monitoring)="[^"]*"/g, "")
    // React writes an empty text field's value="" attribute when it hydrates: the field is as empty
    .replace(/(<input\b(?![^>]*\btype="(?:button|submit|reset|image)")[^>]*?)\svalue=""/g, "$1")
    .replace(/\snonce="[^"]*"/g, "")
    .replace(/(<input\b[^>]*\btype="hidden"[^>]*\bvalue=)"[^"]*"/g, '$1""')
    .replace(/(<input\b[^>]*\bvalue=)"[^"]*"([^>]*\btype="hidden")/g, '$1""$2');
  return createHash("sha256").update(address).update("\0").update(state).update("\0").update(normalised).digest("hex");
}

function createScanner(browser: Browser): Scanner {
  let scanPage: Promise<Page> | undefined;
  let target: { url: string; html: string } | undefined;
  const cache = new Map<string, CachedResponse>();
  let queue: Promise<unknown> = Promise.resolve();

  const open = async () => {
    // No service worker (public/sw.js): it would answer the navigations this context's routing serves.
    const context = await browser.newContext({ javaScriptEnabled: true, locale: "de-DE", serviceWorkers: "block" });
    await preloadAxe(context);
    await context.route("**/*", async (route) => {
      const request = route.request();
      if (target && request.isNavigationRequest() && request.url() === target.url) {
        await route.fulfill({ status: 200, contentType: "text/html", body: target.html });
        return;
      }
      if (request.method() !== "GET") return route.continue();
      const hit = cache.get(request.url());
      if (hit) return route.fulfill(hit);
      const response = await route.fetch().catch(() => null);
      if (!response) return route.abort();
      // The body comes decoded: the encoding headers of the wire no longer describe it.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => !/^(content-encoding|content-length|transfer-encoding)$/i.test(name),
        ),
      );
      const answer = { status: response.status(), headers, body: await response.body() };
      if (answer.status === 200 && cacheable(answer.headers)) cache.set(request.url(), answer);
      await route.fulfill(answer);
    });
    return context.newPage();
  };

  const run = async (url: string, html: string, viewport: Viewport) => {
    const key = documentKey(url, html, JSON.stringify({ focused: null, hovered: [], viewport }));
    if (passedDocuments.has(key)) return recordTiming(Date.now(), url, "known");
    scanPage ??= open();
    const page = await scanPage;
    // the layout axe checks is the one the journey's page has (a phone's, or the default)
    const current = page.viewportSize();
    if (current?.width !== viewport.width || current?.height !== viewport.height) await page.setViewportSize(viewport);
    const bare = (u: string) => u.replace(/#.*$/, "");
    // The same address again (or only another fragment) must load the new document, not keep the old one.
    if (bare(page.url()) === bare(url)) await page.goto("about:blank");
    target = { url: bare(url), html };
    try {
      await page.goto(url);
    } finally {
      target = undefined;
    }
    await axe(page, url, key);
  };

  return {
    // One scan at a time: the scanning page serves one document at a time.
    scan: (url, html, viewport) => {
      const next = queue.then(() => run(url, html, viewport));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}

/** The page's HTML; if a navigation is still under way, that of the page it arrives at. */
async function settledContent(page: Page): Promise<string> {
  try {
    // An address check passes as soon as a navigation commits, while the document may still be arriving:
    // only the whole document is worth scanning.
    await page.waitForLoadState("load");
    return await page.content();
  } catch (error) {
    if (!/navigat|Execution context was destroyed/.test(String(error))) throw error;
    await page.waitForLoadState("load");
    return page.content();
  }
}

/** What the `checkA11y` fixture does, for a page of another context (a second user in one journey). */
export const checkPageA11y = scan;

/** What the `login` fixture does, for any page (a second user in its own browser context). */
export async function signIn(page: Page, browser: Browser, jsEnabled: boolean, sub: string, startPath: string) {
  const account = demoAccount(sub);
  await page.goto(startPath);
  await expect(page).toHaveURL(new RegExp(`/idp/${account.issuer}/interaction/`));
  await scan(page, browser, jsEnabled);
  await page.getByLabel("E-Mail-Adresse").fill(account.email);
  await page.getByLabel("Passwort").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/idp/"));
  await waitForHydration(page, jsEnabled);
}

/** What the `signedIn` fixture does, for any page (a second user in its own browser context). */
export async function signInDirectly(page: Page, sub: string, startPath: string) {
  const account = demoAccount(sub);
  const response = await page.request.post("/dev/sign-in", {
    form: { issuer: account.issuer, sub: account.sub, returnTo: startPath },
    maxRedirects: 0,
  });
  expect(response.status(), `development sign-in of ${sub}`).toBe(302);
  await page.goto(startPath);
  // A page of another context has no hydration wait in its goto: with JavaScript, wait for it here
  // (the page's own script defines the Remix context only when JavaScript runs).
  const scripted = await page.evaluate(
    () => typeof (window as { __remixContext?: unknown }).__remixContext !== "undefined",
  );
  await waitForHydration(page, scripted);
}

/**
 * Runs an action that ends in a silent new login (portal session gone, identity provider session
 * still there) and waits until the portal's login callback has answered. The page posting the form
 * and the page after the login have the same address and the same typed values, so neither proves
 * the round trip happened; waiting for the callback does.
 */
export async function throughSilentLogin(page: Page, jsEnabled: boolean, action: () => Promise<void>) {
  const callback = page.waitForResponse((r) => /\/auth\/[a-z]+\/callback/.test(new URL(r.url()).pathname), {
    timeout: 30_000,
  });
  await action();
  await callback;
  await page.waitForLoadState("load");
  await waitForHydration(page, jsEnabled);
}

/**
 * With JavaScript, a page that is interacted with before React hydrated it behaves like the no-JS
 * page (a native submit instead of a fetcher): every full page load of the portal therefore waits
 * for hydration, so each project tests what it claims to test.
 */
async function waitAfterLoad(page: Page, response: Response | null) {
  const html = response?.headers()["content-type"]?.startsWith("text/html");
  if (!html || new URL(page.url()).pathname.startsWith("/idp/")) return;
  // an offline copy from the service worker has no scripts (ADR 034): nothing hydrates it
  if (response?.fromServiceWorker() && (await page.locator("script").count()) === 0) return;
  await waitForHydration(page, true);
}

export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitAfterLoad(page, response);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await waitAfterLoad(page, response);
        return response;
      };
    }
    await use(page);
  },
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  checkA11y: async ({ page, browser, jsEnabled }, use) => {
    await use(() => scan(page, browser, jsEnabled));
  },
  signedIn: async ({ page }, use) => {
    await use((sub, startPath) => signInDirectly(page, sub, startPath));
  },
  login: async ({ page, browser, jsEnabled }, use) => {
    await use((sub, startPath) => signIn(page, browser, jsEnabled, sub, startPath));
  },
});

/** Proves which project we are in by the page itself (Playwright's evaluate runs even with JS off). */
export async function expectJavaScript(page: Page, enabled: boolean) {
  const hydrated = await page.evaluate(
    () => typeof (window as { __remixContext?: unknown }).__remixContext !== "undefined",
  );
  expect(hydrated).toBe(enabled);
}

export { expect };

/**
 * With JavaScript, waits until React has hydrated the page (the root marks <html data-hydrated>). Checked
 * on every animation frame: an assertion's retries back off to a second apart, and most pages hydrate
 * between two of them, so every page load of the js project waited for the next retry.
 */
export async function waitForHydration(page: Page, jsEnabled: boolean) {
  if (!jsEnabled) return;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
    polling: "raf",
    timeout: 30_000,
  });
}

/** A text of the translation files (`locales/<lng>/<ns>.json`), its placeholders filled: what a page must show. */
export function translation(lng: string, ns: string, key: string, values: Record<string, string> = {}): string {
  const file = JSON.parse(readFileSync(new URL(`../../locales/${lng}/${ns}.json`, import.meta.url), "utf8"));
  const value: unknown = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], file);
  if (typeof value !== "string") throw new Error(`No text ${lng}/${ns}:${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? "");
}

/** Switches the page to German when a stored account language made it English. */
export async function ensureGerman(page: Page) {
  if ((await page.locator("html").getAttribute("lang")) === "de") return;
  await page.getByLabel(/^(Sprache|Language)$/).selectOption("de");
  await page.getByRole("button", { name: /^(Ändern|Change)$/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
}
