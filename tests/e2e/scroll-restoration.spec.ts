/**
 * The scroll position of a page loaded anew: a reload puts the reader back where she was, before the page
 * has hydrated (Remix's script at the end of the body). A page opened by a link is a new history entry with
 * nothing to restore, so its first paint does not wait for the browser's session storage (a blocking round
 * trip to the browser process; `patches/@remix-run+react+2.17.5.patch`).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Records, from the first script of every document, each read of session storage made while the document is
 * still being parsed: what the scripts in the page's HTML do before its first paint (hydration comes later).
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

test("a reload keeps the reader's place on a long page; a page opened anew reads no session storage before its first paint", async ({
  page,
  signedIn,
  checkA11y,
}) => {
  // Given an applicant, on a phone-sized screen, whose every page records its session storage reads
  await page.setViewportSize({ width: 390, height: 600 });
  await recordStorageReadsBeforeHydration(page);
  await signedIn("applicant-lena", "/ds/home");

  // When she opens the questions and answers by their address: a new history entry
  await page.goto("/ds/faq");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await checkA11y();
  // Then the scripts in its HTML read nothing from session storage before the first paint
  expect(await storageReads(page), "session storage read while parsing a new entry").toEqual([]);

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
