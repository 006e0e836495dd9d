/**
 * A page paints before it asks for its scripts: its HTML holds no module preload and no module script
 * (each made the parser start a request before the first paint: up to 70 ms on a phone's CPU on the longest
 * forms). A small script with the page's nonce adds them once a frame has been drawn, and the page
 * hydrates as before (`patches/@remix-run+react+2.17.5.patch`, ADR 039).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Counts, from the first script of every document, the animation frames drawn before a module preload appears. */
async function recordFramesBeforePreloads(page: Page) {
  await page.addInitScript(() => {
    const record = { frames: 0, framesAtFirstPreload: null as number | null };
    (window as unknown as { __firstPaint: typeof record }).__firstPaint = record;
    requestAnimationFrame(() => {
      record.frames++;
    });
    new MutationObserver(() => {
      if (record.framesAtFirstPreload === null && document.querySelector('link[rel="modulepreload"]'))
        record.framesAtFirstPreload = record.frames;
    }).observe(document, { childList: true, subtree: true });
  });
}

test("a page is drawn before its scripts are requested, and then hydrates", async ({ page, signedIn, checkA11y }) => {
  // Given an applicant whose pages record when their module preloads appear
  await recordFramesBeforePreloads(page);
  await signedIn("applicant-lena", "/ds/home");

  // When she opens the longest form of her application
  const response = await page.goto("/ds/application/data/1");
  const html = (await response?.text()) ?? "";

  // Then its HTML asks for no script before the first paint
  expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  // And its first frame waits for the page's content, not only for the header (ADR 044)
  expect(html).toMatch(/<head>(?:(?!<\/head>)[\s\S])*<link rel="expect" href="#main-content" blocking="render"\/>/);
  expect(html).toContain('<main id="main-content"');
  // And the page hydrates, its scripts requested once a frame had been drawn
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const record = await page.evaluate(
    () => (window as unknown as { __firstPaint: { framesAtFirstPreload: number } }).__firstPaint,
  );
  expect(record.framesAtFirstPreload).toBeGreaterThanOrEqual(1);
  await expect(page.locator('link[rel="modulepreload"]').first()).toBeAttached();
  await checkA11y();

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
