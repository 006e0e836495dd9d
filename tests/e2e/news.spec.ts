import { expect, expectJavaScript, test } from "./fixtures";

const DATE = /\d{2}\.\d{2}\.\d{4}/;

test("an applicant pages through the news from the home teasers, reads one, and an unknown one is the 404 page", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  // Given the home page's teasers link to every news entry and to the list
  await signedIn("applicant-lena", "/ds/home");
  await expectJavaScript(page, jsEnabled);
  await page.getByTestId("news-section").getByRole("link", { name: "Alle Neuigkeiten" }).click();

  // When she opens the list: three per page, dates as dd.MM.yyyy, newest first
  await expect(page.getByRole("heading", { level: 1, name: "Neuigkeiten" })).toBeVisible();
  const teasers = page.getByTestId("news-teasers").getByRole("listitem");
  await expect(teasers).toHaveCount(3);
  await expect(teasers.first()).toContainText(DATE);
  await expect(page.getByText("Seite 1 von 2")).toBeVisible();
  await checkA11y();

  // And the second page holds the oldest entry
  await page.getByRole("link", { name: "Ältere" }).click();
  await expect(page).toHaveURL(/\/ds\/news\?page=2$/);
  await expect(teasers).toHaveCount(1);
  await expect(teasers.first()).toContainText("Infoveranstaltungen jetzt auch online");
  await checkA11y();

  // Then its details open with the date and the way back
  await page.getByRole("link", { name: /Weiterlesen.*Infoveranstaltungen jetzt auch online/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Infoveranstaltungen jetzt auch online" })).toBeVisible();
  await expect(page.getByText(/Veröffentlicht am \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zu den Neuigkeiten" })).toBeVisible();
  await checkA11y();

  // And an unknown entry is the portal's 404 page
  const res = await page.goto("/ds/news/00000000-0000-4000-8000-000000000000");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
  await checkA11y();
});
