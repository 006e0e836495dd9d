import { expect, test } from "./fixtures";

test("a new applicant goes through the onboarding slides and reaches the home page", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  // Given an applicant who has not done the onboarding (one per project: the journey changes the account)
  const sub = jsEnabled ? "applicant-sara" : "applicant-anna";
  const study = jsEnabled ? "Fernstudium" : "dualen Studium";
  await signedIn(sub, "/ds/home");

  // Then she is sent to the first onboarding slide, without navigation bar
  await expect(page).toHaveURL(/\/ds\/onboarding$/);
  await expect(page.getByText("Schritt 1 von 3")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);
  await checkA11y();

  // When she goes through the slides
  for (const n of [2, 3]) {
    await page.getByRole("link", { name: "Weiter" }).click();
    await expect(page.getByText(`Schritt ${n} von 3`)).toBeVisible();
    await checkA11y();
  }
  await page.getByRole("button", { name: "Los geht’s" }).click();

  // Then she is on her home page, and the onboarding no longer intercepts her
  await expect(page).toHaveURL(/\/ds\/home$/);
  await expect(page.getByText(study, { exact: false })).toBeVisible();
  await checkA11y();
  await page.goto("/ds/home");
  await expect(page).toHaveURL(/\/ds\/home$/);
});
