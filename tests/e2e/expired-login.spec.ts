import { ensureGerman, expect, test, throughSilentLogin } from "./fixtures";

test("a form posted after the login expired keeps what was typed", async ({ page, login, checkA11y, jsEnabled }) => {
  // Given an applicant on step 1 of her application (one per project)
  await login(jsEnabled ? "applicant-max" : "applicant-lena", "/ds/application/data/1");
  await expect(page).toHaveURL(/\/ds\/application\/data\/1$/);
  // (the login journey stores English with these accounts; this journey reads German labels)
  await ensureGerman(page);
  await page.getByLabel("Geburtsort").fill("Regensburg an der Donau");

  // When her portal session ends before she saves (the identity provider still knows her)
  await page.context().clearCookies({ name: "tandem_session" });
  await throughSilentLogin(page, jsEnabled, () => page.getByRole("button", { name: "Daten speichern" }).click());

  // Then, after logging in again, she is back on the same step with what she typed
  await expect(page).toHaveURL(/\/ds\/application\/data\/1$/);
  await expect(page.getByLabel("Geburtsort")).toHaveValue("Regensburg an der Donau");
  await expect(
    page.getByRole("status").filter({ hasText: "Deine zuletzt eingegebenen Angaben wurden wiederhergestellt." }),
  ).toBeVisible();
  await checkA11y();
});
