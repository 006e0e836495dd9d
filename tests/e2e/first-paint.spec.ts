/**
 * A page is readable before its scripts arrive: nothing in its HTML holds the first paint for a script
 * (Remix's module script runs `async`, its module preloads only fetch), so on a slow connection the
 * content shows while the JavaScript is still on its way, and the page hydrates once it has arrived
 * (stock Remix `<Scripts>`, ADR 045; ADR 039's patch is gone).
 */
import { checkPageA11y, expect, test } from "./fixtures";

test("a page is readable while its scripts are still on the way, and then hydrates", async ({
  page: home,
  browser,
  signedIn,
}) => {
  // Given an applicant, in a second tab whose scripts arrive only when the test lets them through (a tab
  // of its own: the fixture's page waits for hydration on every load, and here hydration must wait)
  await signedIn("applicant-lena", "/ds/home");
  const page = await home.context().newPage();
  let release: () => void = () => {};
  const scriptsMayArrive = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/build\/.+\.js$/, async (route) => {
    await scriptsMayArrive;
    await route.continue();
  });

  // When she opens the longest form of her application
  const response = await page.goto("/ds/application/data/1", { waitUntil: "domcontentloaded" });
  const html = (await response?.text()) ?? "";

  // Then no script in its HTML blocks the parser: every external script is a module (deferred by nature)
  for (const tag of html.match(/<script\b[^>]*\bsrc=[^>]*>/g) ?? []) expect(tag).toMatch(/type="module"/);
  // And its first frame waits for the page's content, not only for the header (ADR 044)
  expect(html).toMatch(/<head>(?:(?!<\/head>)[\s\S])*<link rel="expect" href="#main-content" blocking="render"\/>/);
  // And the form is there to read and fill before a single script has arrived
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("main form").first()).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  // When the scripts arrive
  release();
  // Then the page hydrates
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await checkPageA11y(page, browser, true);

  // When she follows a link of the navigation
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.getByRole("navigation").getByRole("link", { name: "FAQ" }).click();
  // Then the hydrated page's router shows it without loading a new document
  await expect(page).toHaveURL(/\/ds\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
});
