import AxeBuilder from "@axe-core/playwright";
import { type Browser, test as base, expect, type Page, type Response } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from "../../contracts/demo-accounts";

/** WCAG 2.2 AA, as the audits check it. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

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
  /** Whether this project runs with JavaScript. */
  jsEnabled: boolean;
}

async function axe(page: Page, url: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe violations on ${url}`).toEqual([]);
}

/**
 * axe needs JavaScript in the page. Without JavaScript the page as the browser shows it (its HTML,
 * scripts removed so nothing changes it) is served again at the same address to a scanning page
 * that has JavaScript, and scanned there: the no-JS view is what gets audited.
 */
async function scan(page: Page, browser: Browser, jsEnabled: boolean) {
  if (jsEnabled) {
    try {
      return await axe(page, page.url());
    } catch (error) {
      // A navigation the journey did not wait for (a redirect still under way) replaced the page
      // mid-scan: scan the page it arrived at instead, once it is ready.
      if (!String(error).includes("Execution context was destroyed")) throw error;
      await page.waitForLoadState("load");
      await waitForHydration(page, true);
      return axe(page, page.url());
    }
  }
  const html = (await settledContent(page)).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const url = page.url();
  const context = await browser.newContext({ javaScriptEnabled: true, locale: "de-DE" });
  try {
    const scanPage = await context.newPage();
    await scanPage.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
    await scanPage.goto(url);
    await axe(scanPage, url);
  } finally {
    await context.close();
  }
}

/** The page's HTML; if a navigation is still under way, that of the page it arrives at. */
async function settledContent(page: Page): Promise<string> {
  try {
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
  if (html && !new URL(page.url()).pathname.startsWith("/idp/")) await waitForHydration(page, true);
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

/** With JavaScript, waits until React has hydrated the page (the root marks <html data-hydrated>). */
export async function waitForHydration(page: Page, jsEnabled: boolean) {
  if (jsEnabled) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
}

/** Switches the page to German when a stored account language made it English. */
export async function ensureGerman(page: Page) {
  if ((await page.locator("html").getAttribute("lang")) === "de") return;
  await page.getByLabel(/^(Sprache|Language)$/).selectOption("de");
  await page.getByRole("button", { name: /^(Ändern|Change)$/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
}
