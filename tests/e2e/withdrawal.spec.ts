import { demoAccount, expect, expectJavaScript, test } from "./fixtures";

/** One applicant per project: each withdraws once and is taken back once. */
const applicants = { nojs: "applicant-wanda", js: "applicant-willi" } as const;

test("an applicant withdraws the application and sees it confirmed; the advisor sees it and reverses it", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  const applicant = demoAccount(jsEnabled ? applicants.js : applicants.nojs);
  const name = `${applicant.givenName} ${applicant.familyName}`;

  // Given the applicant opens the withdrawal from the profile
  await signedIn(applicant.sub, "/ds/profile/1");
  await expectJavaScript(page, jsEnabled);
  await page.getByRole("link", { name: "Bewerbung zurückziehen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bewerbung zurückziehen" })).toBeVisible();

  // When she goes on without a reason, the form says what is missing
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByRole("group", { name: /Warum ziehst du deine Bewerbung zurück/ })).toContainText(
    "muss ausgewählt sein",
  );
  await checkA11y();

  // And with a reason and a text she is asked to confirm, then confirms
  await page.getByLabel("Ich habe keinen passenden Praxispartner gefunden").check();
  await page.getByLabel(/Möchtest du uns noch etwas mitteilen/).fill("Vielleicht im nächsten Jahr.");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /wirklich zurückziehen/ })).toBeVisible();
  await expect(page.getByTestId("withdrawal-reason")).toHaveText("Ich habe keinen passenden Praxispartner gefunden");
  await checkA11y();
  await page.getByRole("button", { name: "Ja, Bewerbung zurückziehen" }).click();

  // Then the confirmation says it is done and that her advisor knows
  await expect(page.getByRole("heading", { level: 1, name: "Deine Bewerbung ist zurückgezogen" })).toBeVisible();
  await expect(page.getByTestId("withdrawal-done")).toContainText("Deine Studienberatung wurde informiert.");
  await checkA11y();
  await page.context().clearCookies();

  // When her advisor opens the withdrawals queue and the applicant
  await signedIn("staff-sabine", "/advisor");
  const queue = page.getByRole("region", { name: /Zurückgezogene Bewerbungen/ });
  await expect(queue).toContainText("Kein passender Praxispartner gefunden");
  await checkA11y();
  await queue.getByRole("link", { name }).click();
  const section = page.getByRole("region", { name: "Rückzug der Bewerbung" });
  await expect(section).toContainText("Vielleicht im nächsten Jahr.");

  // Then reversing it asks first, and once confirmed the applicant is active again and the trail says so
  await section.getByRole("link", { name: "Rückzug rückgängig machen" }).click();
  await expect(section.getByRole("heading", { name: "Rückzug wirklich rückgängig machen?" })).toBeVisible();
  await checkA11y();
  await section.getByRole("button", { name: "Ja, rückgängig machen" }).click();
  await expect(page.getByText("Der Rückzug ist rückgängig gemacht")).toBeVisible();
  await expect(page.getByRole("region", { name: "Rückzug der Bewerbung" })).toHaveCount(0);
  await expect(page.getByTestId("audit-trail")).toContainText("Rückzug der Bewerbung rückgängig gemacht");
  await expect(page.getByTestId("audit-trail")).toContainText("Bewerbung zurückgezogen");
  await checkA11y();
});
