/**
 * The consent tool, the tracking id and the onboarding experiment, without and with JavaScript. The tag
 * manager is the loopback stand-in of tests/stubs/tag-manager.mjs on its own origin (playwright.config.ts):
 * before consent nothing may reach it, after consent its script (with JS) or its no-script frame (without)
 * is loaded and sets its cookie, and withdrawing the consent deletes that cookie.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, signInDirectly, test } from "./fixtures";

/** The tag-manager stand-in (playwright.config.ts): the port after the portal's. */
const TAG_MANAGER_STUB = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
const ESSENTIAL_COOKIES = ["lng", "tandem_consent", "tandem_session"];
const STUB_COOKIE = "_ga";

/** Every request of the page and its frames, for the whole visit. */
function requestLog(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return {
    urls,
    offOrigin: (base: string) => urls.filter((url) => !url.startsWith(base) && !url.startsWith("data:")),
  };
}

const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((c) => c.name).sort();

/** Records of the API's development tools: tracking visits and experiment assignments. */
async function consentRecords(page: Page) {
  const response = await page.request.get("/api/dev/consent-records");
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    trackingVisits: { trackingId: string; subject: string | null; createdAt: string }[];
    experimentAssignments: { campaignId: string; variationId: string; subject: string | null }[];
  };
}

test("a visitor decides on the optional services: nothing before consent, reject, accept, withdraw", async ({
  page,
  context,
  baseURL,
  checkA11y,
  jsEnabled,
}) => {
  const log = requestLog(page);
  const base = baseURL ?? "";
  const banner = page.getByRole("region", { name: "Einwilligung in optionale Dienste" });
  // the banner waits 2 s with JavaScript: a page without it is judged after that time
  const noBannerAfterItsDelay = async () => {
    if (jsEnabled) await page.waitForTimeout(2300);
    await expect(banner).toHaveCount(0);
  };

  // Given a first visit of a public page
  await page.goto("/lebenslauf-generator/start");
  // Then the banner offers accepting and rejecting all, and the way to the settings
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("button", { name: "Alle akzeptieren" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Alle ablehnen" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Einstellungen wählen" })).toBeVisible();
  // and it names the services the settings page offers, no more (here only the configured tag manager)
  await expect(banner).toContainText("Statistik (Tag-Manager)");
  await expect(banner).not.toContainText("Sitzungsaufzeichnung");
  await checkA11y();
  // And nothing but the session and language cookies is set, nothing outside the portal was requested
  expect((await cookieNames(context)).every((name) => ESSENTIAL_COOKIES.includes(name))).toBe(true);
  expect(await cookieNames(context)).not.toContain("tandem_consent");
  expect(log.offOrigin(base)).toEqual([]);

  // And with `testmode` in the query, or on a page that suppresses it, there is no banner
  await page.goto("/lebenslauf-generator/start?testmode");
  await noBannerAfterItsDelay();
  await page.goto("/impressum");
  await noBannerAfterItsDelay();

  // When the visitor rejects all
  await page.goto("/lebenslauf-generator/start");
  await banner.getByRole("button", { name: "Alle ablehnen" }).click();
  // Then the same page comes back without the banner, and every following page stays free of third parties
  await expect(page).toHaveURL(/\/lebenslauf-generator\/start$/);
  await page.goto("/gibt-es-nicht");
  await noBannerAfterItsDelay();
  expect((await cookieNames(context)).every((name) => ESSENTIAL_COOKIES.includes(name))).toBe(true);
  expect(log.offOrigin(base)).toEqual([]);

  // When the visitor accepts all in the settings, opened from the footer
  await page.goto("/lebenslauf-generator/start");
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie-Einstellungen" }).click();
  await expect(page).toHaveURL(/\/cookie-einstellungen\?returnTo=%2Flebenslauf-generator%2Fstart$/);
  await expect(page.getByText("Die Auswahl vom")).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Alle akzeptieren" }).click();
  // Then the page comes back, the tag manager is loaded from its origin and sets its cookie
  await expect(page).toHaveURL(/\/lebenslauf-generator\/start$/);
  const loaded = jsEnabled
    ? `${TAG_MANAGER_STUB}/gtm.js?id=GTM-E2EAPPLICANT`
    : `${TAG_MANAGER_STUB}/ns.html?id=GTM-E2EAPPLICANT`;
  await expect.poll(() => log.urls.includes(loaded)).toBe(true);
  await expect.poll(() => cookieNames(context)).toContain(STUB_COOKIE);
  // And with JavaScript the page view reaches the tag manager's data layer (docs/product.md#app-shell)
  if (jsEnabled) {
    const views = () =>
      page.evaluate(() =>
        ((window as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? [])
          .filter((entry) => entry.event === "page_view")
          .map((entry) => entry.page_path),
      );
    await expect.poll(views).toEqual(["/lebenslauf-generator/start"]);
  }

  // When the visitor withdraws the tag manager's consent in the settings
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie-Einstellungen" }).click();
  const tagManager = page.getByRole("checkbox", { name: "Statistik (Tag-Manager)" });
  await expect(tagManager).toBeChecked();
  await tagManager.uncheck();
  await page.getByRole("button", { name: "Auswahl speichern" }).click();
  // Then its cookie is deleted and it is not loaded again
  await expect(page).toHaveURL(/\/lebenslauf-generator\/start$/);
  await expect.poll(() => cookieNames(context)).not.toContain(STUB_COOKIE);
  log.urls.length = 0;
  await page.reload();
  if (jsEnabled) await page.waitForTimeout(300);
  expect(log.offOrigin(base)).toEqual([]);
});

test("a campaign link's tracking id is recorded with the account only with consent, and leaves the address", async ({
  page,
  context,
  baseURL,
  signedIn,
  jsEnabled,
}) => {
  // Given a signed-in applicant who follows a campaign link (one account per project)
  const sub = jsEnabled ? "applicant-lena" : "applicant-max";
  const since = new Date(Date.now() - 1000).toISOString();
  await signedIn(sub, "/ds/home");
  const answer = (choice: "none" | "all") => [
    {
      name: "tandem_consent",
      value: `1.${Math.floor(Date.now() / 1000)}.${choice}.${choice === "all" ? "11111" : "00000"}`,
      url: baseURL ?? "",
    },
  ];
  // When she has accepted all
  await context.addCookies(answer("all"));
  await page.goto("/ds/home?t=abc&utm_source=x&utm_medium=y");
  // Then the address ends clean (without JavaScript by a redirect, with it by replacing the history entry)
  await expect(page).toHaveURL(/\/ds\/home$/);
  // And the API recorded the tracking id once, with her account
  const visits = (await consentRecords(page)).trackingVisits.filter(
    (v) => v.trackingId === "abc" && v.subject === sub && v.createdAt >= since,
  );
  expect(visits).toHaveLength(1);
  // When she has rejected all, the next link's tracking id is not recorded
  await context.addCookies(answer("none"));
  await page.goto("/ds/home?t=refused");
  await expect(page).toHaveURL(/\/ds\/home$/);
  expect((await consentRecords(page)).trackingVisits.filter((v) => v.trackingId === "refused")).toEqual([]);
});

test("the onboarding variant stays the visitor's and is reported only with consent", async ({
  page,
  browser,
  signedIn,
  jsEnabled,
}) => {
  // Given an applicant on the onboarding (one account per project)
  const sub = jsEnabled ? "applicant-paul" : "applicant-milan";
  await signedIn(sub, "/ds/onboarding");
  const variant = await page.locator("[data-variant]").getAttribute("data-variant");
  expect(["Original", "Variation 1"]).toContain(variant);
  // Then without consent nothing is reported
  const reported = async () => (await consentRecords(page)).experimentAssignments.filter((a) => a.subject === sub);
  expect(await reported()).toEqual([]);

  // When the same visitor comes back in another browser, the variant is the same
  const other = await browser.newContext({ javaScriptEnabled: jsEnabled, locale: "de-DE" });
  const again = await other.newPage();
  await signInDirectly(again, sub, "/ds/onboarding");
  await expect(again.locator("[data-variant]")).toHaveAttribute("data-variant", variant ?? "");
  await other.close();

  // When the visitor accepts all, the assignment is reported
  await page
    .getByRole("region", { name: "Einwilligung in optionale Dienste" })
    .getByRole("button", { name: "Alle akzeptieren" })
    .click();
  await expect(page).toHaveURL(/\/ds\/onboarding$/);
  await expect(page.locator("[data-variant]")).toHaveAttribute("data-variant", variant ?? "");
  await expect
    .poll(reported)
    .toEqual([expect.objectContaining({ campaignId: "onboarding-flow", variationId: variant })]);
});
