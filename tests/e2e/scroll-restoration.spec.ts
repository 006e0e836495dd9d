/**
 * The scroll position of a page loaded anew: a reload puts the reader back where she was, before the page
 * has hydrated (Remix's `<ScrollRestoration>` script at the end of the body, as Remix ships it: ADR 045).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Records, from the first script of every document, each read of session storage made while the document is
 * still being parsed: what the scripts in the page's HTML do before it hydrates.
 */
async function recordStorageReadsBeforeHydration(page: Page) {
  await page.addInitScript(() => {
    const reads: string[] = [];
    (window as unknown as { __storageReads: string[] }).__storageReads = reads;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (this === window.sessionStorage && document.readyState === "loading") reads.push(key);
      return getItem.call(this, key);
    };
  });
}
const storageReads = (page: Page) =>
  page.evaluate(() => (window as unknown as { __storageReads: string[] }).__storageReads);

test("a reload keeps the reader's place on a long page, restored while the page is parsed", async ({
  page,
  signedIn,
  checkA11y,
}) => {
  // Given an applicant, on a phone-sized screen, whose every page records its session storage reads while parsing
  await page.setViewportSize({ width: 390, height: 600 });
  await recordStorageReadsBeforeHydration(page);
  await signedIn("applicant-lena", "/ds/home");

  // When she opens the questions and answers by their address
  await page.goto("/ds/faq");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await checkA11y();
  // Then the page starts at its top
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // When she scrolls down and reloads the page
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(height, "the page is longer than the screen").toBeGreaterThan(300);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  await page.reload();
  // Then the page's own script looked up her place while parsing and put her back there
  expect(await storageReads(page)).toContain("positions");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
});
