import { demoAccount, expect, expectJavaScript, test } from "./fixtures";

/** One applicant per project: the journey moves each to another advisor, once. */
const applicants = { nojs: "applicant-alma", js: "applicant-arne" } as const;

test("a team lead assigns an applicant to another study advisor; the applicant is told and sees the new advisor", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(120_000); // two users and five pages scanned by axe, among them the advisor's applicant search: the default 60 s is too short for it on a shared 2-core machine
  const applicant = demoAccount(jsEnabled ? applicants.js : applicants.nojs);
  const name = `${applicant.givenName} ${applicant.familyName}`;

  // Given the team lead opens the applicant, whose advisor is Sabine Seidel
  await signedIn("staff-stefan", `/advisor/applicants?query=${encodeURIComponent(applicant.familyName)}`);
  await expectJavaScript(page, jsEnabled);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const profile = page.getByRole("region", { name: "Profil" });
  await expect(profile).toContainText("Sabine Seidel");
  const assign = page.getByRole("region", { name: "Studienberatung zuweisen" });
  await checkA11y();

  // When he submits without choosing, the error summary and the field say what is missing
  await assign.getByRole("button", { name: "Zuweisen" }).click();
  await expect(assign.getByRole("alert")).toBeVisible();
  await expect(assign.getByLabel("Zuständige Studienberatung")).toHaveAttribute("aria-invalid", "true");
  await checkA11y();

  // And with Stefan Sommer chosen, the applicant is his; the trail records it
  await assign.getByLabel("Zuständige Studienberatung").selectOption({ label: "Stefan Sommer (München)" });
  await assign.getByRole("button", { name: "Zuweisen" }).click();
  await expect(page.getByText("Die Studienberatung ist zugewiesen")).toBeVisible();
  await expect(profile).toContainText("Stefan Sommer");
  await expect(page.getByTestId("audit-trail").getByText("Studienberatung zugewiesen")).toBeVisible();
  await checkA11y();
  await page.context().clearCookies();

  // Then the applicant has a notification and the contact page names the new advisor
  await signedIn(applicant.sub, "/ds/notifications");
  await expect(page.getByTestId("notification").first()).toContainText(
    "Stefan Sommer ist ab jetzt deine Studienberatung.",
  );
  await checkA11y();
  await page.goto("/ds/contact/1");
  await expect(page.getByRole("main")).toContainText("Stefan Sommer");
  await checkA11y();
});
