/**
 * A browser that saves data (`Save-Data: on`, a phone's data saver): the page prefetches no other route and
 * shows no decorative image. Without the header, a navigation link the pointer rests on loads its page's
 * data ahead (Remix `prefetch="intent"`); with it, nothing is loaded until the link is followed.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The prefetches of the application page the document holds (Remix renders them as <link rel=prefetch>). */
const prefetches = (page: Page) => page.locator('link[rel="prefetch"][href*="/ds/application.data"]');

test("with Save-Data: on a link rested on prefetches nothing and no decorative image is shown; without it, it prefetches", async ({
  page,
  signedIn,
  checkA11y,
}) => {
  // Given an applicant on her home page, her browser not saving data
  await signedIn("applicant-lena", "/ds/home");
  const applicationLink = page.getByRole("navigation").getByRole("link", { name: "Bewerbung", exact: true });
  // When the pointer rests on the link to her application, Then its data is loaded ahead
  await applicationLink.hover();
  await expect.poll(() => prefetches(page).count()).toBeGreaterThan(0);

  // Given the same browser now saving data
  await page.setExtraHTTPHeaders({ "Save-Data": "on" });
  const response = await page.goto("/ds/home");
  // (a cache between keeps the lighter rendering apart from the full one)
  expect(response?.headers().vary).toMatch(/\bSave-Data\b/i);
  await checkA11y();
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(".data")) dataRequests.push(request.url());
  });
  // When the pointer rests on the same link, Then nothing is prefetched
  await applicationLink.hover();
  await page.waitForTimeout(1000);
  await expect(prefetches(page)).toHaveCount(0);
  expect(dataRequests).toEqual([]);
  // And the page has no decorative image (an image with an empty alt text)
  await expect(page.locator('img[alt=""], img:not([alt])')).toHaveCount(0);
  // And following the link still opens the page
  await applicationLink.click();
  await expect(page).toHaveURL(/\/ds\/application$/);
  await expect(page.getByRole("heading", { level: 1, name: "Deine Bewerbung" })).toBeVisible();
});
