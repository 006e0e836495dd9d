import { expect, test } from "./fixtures";

// the seed's unsubscribe ids (api/db/seed-support.ts), one per project: both share the database
const IDS = { nojs: "6f1c2a8e-4b7d-4c3e-9a51-0d2e8b7f4a10", js: "b3e5d7f9-1a2c-4e6b-8d0f-2c4e6a8b0d21" };

test("the newsletter unsubscription shows what happens, unsubscribes once and explains unknown links", async ({
  page,
  checkA11y,
  jsEnabled,
}) => {
  const id = jsEnabled ? IDS.js : IDS.nojs;
  await page.goto(`/newsletter-unsubscription?id=${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter abbestellen" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);
  await expect(page.getByText(jsEnabled ? "o…@muster-maschinenbau.example" : "l…@example.org")).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Newsletter abbestellen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter abbestellt" })).toBeVisible();
  await checkA11y();
  // opening the link again: already done, no button
  await page.goto(`/newsletter-unsubscription?id=${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Bereits abbestellt" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Newsletter abbestellen" })).toHaveCount(0);
  // an unknown link is a result page, not an error
  const response = await page.goto("/newsletter-unsubscription?id=00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Link ungültig" })).toBeVisible();
  await checkA11y();
});
