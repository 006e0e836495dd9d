import type { Page } from "@playwright/test";
import { ensureGerman, expect, expectJavaScript, test, waitForHydration } from "./fixtures";

/** One applicant per project: the journey changes the account. */
const applicantFor = (jsEnabled: boolean) => (jsEnabled ? "applicant-pia" : "applicant-paul");

const errorSummary = (page: Page) =>
  page.getByRole("alert").filter({ hasText: "Bitte fülle alle erforderlichen Felder korrekt aus!" });
const savedFlash = (page: Page) => page.getByRole("status").filter({ hasText: "Deine Änderungen wurden gespeichert." });

test("an applicant edits contact data, asks for an e-mail change and a verification e-mail", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.slow(); // a long journey that also waits for the banner timers
  // Given an onboarded applicant with a unit
  await signedIn(applicantFor(jsEnabled), "/ds/profile");

  // Then /ds/profile leads to the contact page, the first of three tabs
  await expect(page).toHaveURL(/\/ds\/profile\/1$/);
  await expectJavaScript(page, jsEnabled);
  await ensureGerman(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mein Profil");
  const tabs = page.getByRole("navigation", { name: "Profilbereiche" });
  await expect(tabs.getByRole("link", { name: "Kontaktdaten" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Benachrichtigungen" })).not.toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("email-status")).toHaveText("Noch nicht bestätigt");
  await expect(page.getByLabel("Dein persönlicher Empfehlungslink")).toHaveValue(/\/ref\/[0-9a-f]{32}$/);
  await checkA11y();

  // When the phone number is invalid
  const contact = page.locator("form#contact");
  await contact.getByLabel("Telefonnummer").fill("abc");
  await contact.getByLabel("Ort").fill("Hamburg");
  await contact.getByRole("button", { name: "Speichern" }).click();

  // Then the error summary links to the field, the message is next to it, and every value is kept
  await expect(errorSummary(page)).toBeVisible();
  await expect(errorSummary(page).getByRole("link", { name: /gültige Telefonnummer/ })).toHaveAttribute(
    "href",
    "#contact-phone",
  );
  await expect(contact.getByLabel("Telefonnummer")).toHaveValue("abc");
  await expect(contact.getByLabel("Telefonnummer")).toHaveAttribute("id", "contact-phone");
  await expect(contact.getByLabel("Telefonnummer")).toHaveAttribute("aria-invalid", "true");
  await expect(contact.getByLabel("Ort")).toHaveValue("Hamburg");
  await checkA11y();

  // When it is corrected
  await contact.getByLabel("Telefonnummer").fill("+49 30 1234567");
  await contact.getByLabel("Land").selectOption("AT");
  await contact.getByRole("button", { name: "Speichern" }).click();

  // Then it is saved, and still there after a reload
  await expect(savedFlash(page)).toBeVisible();
  await expect(errorSummary(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Telefonnummer")).toHaveValue("+49 30 1234567");
  await expect(page.getByLabel("Ort")).toHaveValue("Hamburg");
  await expect(page.getByLabel("Land")).toHaveValue("AT");
  await checkA11y();

  // When a verification e-mail is sent (with JavaScript: once the page is hydrated)
  await waitForHydration(page, jsEnabled);
  await page.getByRole("button", { name: "Bestätigungs-E-Mail senden" }).click();
  const sent = page.getByRole("status").filter({ hasText: "E-Mail wurde gesendet" });
  await expect(sent).toBeVisible();
  await checkA11y();
  if (jsEnabled) {
    // Then the banner goes away after 3.5 s
    await expect(sent).toBeHidden({ timeout: 6_000 });
  } else {
    // Then, without JavaScript, it stays as a normal message on the page
    await page.waitForTimeout(4_000);
    await expect(sent).toBeVisible();
  }
  // A second e-mail within a minute is refused with an error message
  await page.getByRole("button", { name: "Bestätigungs-E-Mail senden" }).click();
  await expect(page.getByText("Bitte warte eine Minute")).toBeVisible();
  await checkA11y();

  // When an e-mail change is requested with an invalid, then a valid address
  const change = page.locator("form#email-change");
  await change.getByLabel("Neue E-Mail-Adresse").fill("neu@");
  await change.getByRole("button", { name: "Änderung beantragen" }).click();
  await expect(errorSummary(page)).toContainText("Eingabe ist keine gültige E-Mail-Adresse");
  await expect(change.getByLabel("Neue E-Mail-Adresse")).toHaveValue("neu@");
  await checkA11y();
  await change.getByLabel("Neue E-Mail-Adresse").fill("neue.adresse@example.org");
  await change.getByLabel("Grund (optional)").fill("Ich habe eine neue Adresse.");
  await change.getByRole("button", { name: "Änderung beantragen" }).click();

  // Then the request waits for the study advisor; the e-mail itself is unchanged
  await expect(page.getByRole("status").filter({ hasText: "an die Studienberatung geschickt" })).toBeVisible();
  await expect(page.getByTestId("email-change-pending")).toContainText("neue.adresse@example.org");
  await expect(page.locator("form#email-change")).toHaveCount(0);
  await expect(page.getByTestId("account-email")).not.toHaveText("neue.adresse@example.org");
  await checkA11y();
});

test("an applicant changes notification settings and the practice partner", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  await signedIn(applicantFor(jsEnabled), "/ds/profile/3");
  await expect(page).toHaveURL(/\/ds\/profile\/3$/);
  await ensureGerman(page);
  const tabs = page.getByRole("navigation", { name: "Profilbereiche" });
  await expect(tabs.getByRole("link", { name: "Benachrichtigungen" })).toHaveAttribute("aria-current", "page");
  const newsletter = page.getByLabel("Wöchentlicher Newsletter mit neuen Stellenangeboten");
  const advisor = page.getByLabel(/neue Studienberaterin/);
  await expect(newsletter).not.toBeChecked();
  await expect(advisor).toBeChecked();
  await checkA11y();

  // When the newsletter is switched on and the advisor notice off
  await newsletter.check();
  await advisor.uncheck();
  await page.getByRole("button", { name: "Speichern" }).click();

  // Then both are kept after a reload
  await expect(savedFlash(page)).toBeVisible();
  await page.reload();
  await expect(newsletter).toBeChecked();
  await expect(advisor).not.toBeChecked();
  await checkA11y();

  // When the practice partner is ticked as found without contact data
  await tabs.getByRole("link", { name: "Praxispartner" }).click();
  await expect(page).toHaveURL(/\/ds\/profile\/2$/);
  await expect(tabs.getByRole("link", { name: "Praxispartner" })).toHaveAttribute("aria-current", "page");
  await checkA11y();
  await page.getByLabel("Ich habe einen Praxispartner gefunden").check();
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(errorSummary(page)).toContainText("Kontaktdaten und Anschrift müssen angegeben werden.");
  await expect(page.getByLabel("Ich habe einen Praxispartner gefunden")).toBeChecked();
  await checkA11y();

  // When the contact data is given
  const contact = "Muster Maschinenbau GmbH\nFrau Erika Engel\nHauptstraße 1, 10115 Berlin";
  await page.getByLabel("Kontaktdaten und Anschrift des Praxispartners").fill(contact);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(savedFlash(page)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Kontaktdaten und Anschrift des Praxispartners")).toHaveValue(contact);
  await expect(page.getByLabel("Ich habe einen Praxispartner gefunden")).toBeChecked();
  await checkA11y();
});

test("a confirmation link with an invalid token shows a clear error without navigation", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  await signedIn(applicantFor(jsEnabled), "/ds/confirm-email?token=not-a-real-token");
  await expect(page).toHaveURL(/\/ds\/confirm-email\?token=not-a-real-token$/);
  await ensureGerman(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-Mail-Adresse bestätigen");
  await expect(page.getByTestId("confirm-result")).toContainText("Dieser Bestätigungslink ist ungültig");
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);
  await checkA11y();

  await page.goto("/ds/confirm-email");
  await expect(page.getByTestId("confirm-result")).toContainText("Es fehlt der Bestätigungscode");
  await checkA11y();
  await page.getByRole("link", { name: "Zu meinem Profil" }).click();
  await expect(page).toHaveURL(/\/ds\/profile\/1$/);
  await expect(page.getByTestId("email-status")).toHaveText("Noch nicht bestätigt");
});
