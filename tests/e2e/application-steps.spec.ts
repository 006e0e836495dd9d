import type { Page } from "@playwright/test";
import { PDF, PNG } from "./files";
import { expect, test } from "./fixtures";

async function switchLanguage(page: Page, from: { label: string; submit: string }, to: string) {
  await page.getByLabel(from.label).selectOption(to);
  await page.getByRole("button", { name: from.submit }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", to);
}

async function upload(page: Page, sectionId: string, name: string, mimeType: string, buffer: Buffer) {
  const section = page.locator(`#${sectionId}`);
  await section.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  await section.getByRole("button", { name: "Hochladen", exact: true }).click();
  await expect(section.getByRole("link", { name })).toBeVisible();
}

test("an applicant completes step 1 and step 2 and sees both complete on the overview", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(120_000); // steps 1 and 2 in full: two uploads and eleven pages scanned by axe; the default 60 s is too short for it on a shared 2-core machine
  // Given an onboarded applicant with a unit whose steps 1 and 2 are not complete (one per project)
  const sub = jsEnabled ? "applicant-alina" : "applicant-alex";
  await signedIn(sub, "/ds/application");
  await expect(page).toHaveURL(/\/ds\/application$/);
  await expect(page.getByTestId("step-data")).toContainText("In Bearbeitung");
  await expect(page.getByTestId("step-info-session")).toContainText("Gesperrt");
  await checkA11y();

  // When she continues where she left off
  await page.getByRole("link", { name: "Weitermachen, wo du aufgehört hast" }).click();
  await expect(page).toHaveURL(/\/ds\/application\/data\/1$/);
  await expect(page.getByText("Schritt 1 von 5 · Teil 1 von 1")).toBeVisible();
  await checkA11y();

  // And submits her data with a missing first name and an invalid phone number
  await page.getByLabel("Vorname").fill("");
  await page.getByLabel("Geburtsort").fill("Ulm an der Donau");
  await page.getByLabel("Geburtsland").selectOption({ label: "Ägypten" });
  await page.getByLabel("Telefonnummer").fill("abc");
  await page.getByRole("button", { name: "Daten speichern" }).click();

  // Then the error summary and the field messages are shown in German, every typed value kept
  await expect(
    page.getByRole("heading", { name: "Bitte fülle alle erforderlichen Felder korrekt aus!" }),
  ).toBeVisible();
  await expect(page.locator("#data-firstName-error")).toHaveText("Vorname muss angegeben werden");
  await expect(page.locator("#data-phone-error")).toHaveText("Bitte gib eine gültige Telefonnummer ein");
  await expect(page.getByLabel("Geburtsort")).toHaveValue("Ulm an der Donau");
  await expect(page.getByLabel("Geburtsland")).toHaveValue("Ägypten");
  await expect(page.getByLabel("Telefonnummer")).toHaveValue("abc");
  await checkA11y();

  // When she switches to English: the draft keeps what she typed, and the errors read in English
  await switchLanguage(page, { label: "Sprache", submit: "Ändern" }, "en");
  await expect(page).toHaveURL(/\/ds\/application\/data\/1$/);
  await expect(page.getByText("What you last typed has been restored.")).toBeVisible();
  await expect(page.getByLabel("Place of birth")).toHaveValue("Ulm an der Donau");
  // the country list is sent by names: the kept choice is shown by its English name
  await expect(page.getByLabel("Country of birth")).toHaveValue("Egypt");
  await expect(page.getByLabel("Phone number")).toHaveValue("abc");
  await page.getByRole("button", { name: "Save data" }).click();
  await expect(page.getByRole("heading", { name: "Please fill in all required fields correctly" })).toBeVisible();
  await expect(page.locator("#data-firstName-error")).toHaveText("First name must be given");
  await expect(page.getByLabel("Place of birth")).toHaveValue("Ulm an der Donau");
  await checkA11y();
  await switchLanguage(page, { label: "Language", submit: "Change" }, "de");

  // When she corrects the form and saves
  await page.getByLabel("Vorname").fill("Maxi");
  await page.getByLabel("Telefonnummer").fill("+49 171 4445566");
  await page.locator("#data-shippingCountry").selectOption("AT");
  await page.getByRole("button", { name: "Daten speichern" }).click();
  await expect(page.getByText("Deine Daten wurden gespeichert.")).toBeVisible();
  await expect(page.getByLabel("Geburtsort")).toHaveValue("Ulm an der Donau");
  await expect(page.getByLabel("Geburtsland")).toHaveValue("Ägypten");
  await expect(page.getByText("Deine zuletzt eingegebenen Angaben wurden wiederhergestellt.")).toBeHidden();

  // And uploads her CV (PDF) and a photo (PNG)
  await upload(page, "doc-cv", "lebenslauf.pdf", "application/pdf", PDF);
  await upload(page, "doc-picture", "foto.png", "image/png", PNG);
  await checkA11y();

  // Then she can complete step 1
  await page.getByRole("button", { name: "Schritt abschließen" }).click();
  await expect(page).toHaveURL(/\/ds\/application\/data\/done$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schritt 1 geschafft");
  await checkA11y();
  await page.getByRole("link", { name: "Weiter zu Schritt 2" }).click();

  // Step 2, part 1: work experience and driving licence
  await expect(page).toHaveURL(/\/ds\/application\/skills\/1$/);
  await expect(page.getByText("Schritt 2 von 5 · Teil 1 von 2")).toBeVisible();
  await checkA11y();
  await page.getByRole("group", { name: "Hast du Berufserfahrung?" }).getByLabel("Ja").check();
  await page.getByRole("group", { name: "Hast du einen Führerschein der Klasse B?" }).getByLabel("Ja").check();
  await page.getByRole("group", { name: "Hast du ein eigenes Auto?" }).getByLabel("Nein").check();
  await page.getByRole("button", { name: "Speichern und weiter" }).click();

  // Step 2, part 2: languages (one added and removed again), graduation
  await expect(page).toHaveURL(/\/ds\/application\/skills\/2$/);
  await expect(page.getByText("Schritt 2 von 5 · Teil 2 von 2")).toBeVisible();
  await page.getByRole("button", { name: "Sprache hinzufügen" }).click();
  await expect(page.locator("#language-code-error")).toHaveText("Eingabe erforderlich");
  await expect(page.locator("#language-level-error")).toHaveText("Sprachniveau erforderlich");
  await checkA11y();
  for (const [language, level] of [
    ["Deutsch", "7"],
    ["Englisch", "4"],
    ["Französisch", "1"],
  ]) {
    await page.locator("#language-code").selectOption(language);
    await page.locator("#language-level").selectOption(level);
    await page.getByRole("button", { name: "Sprache hinzufügen" }).click();
    await expect(page.getByText("Die Sprache wurde hinzugefügt.")).toBeVisible();
  }
  const list = page.getByTestId("language-list");
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(list).toContainText("Englisch: B2");
  await list.getByRole("button", { name: "Entfernen: Französisch" }).click();
  await expect(page.getByText("Die Sprache wurde entfernt.")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list).toContainText("Deutsch: Muttersprache");

  await page.getByLabel("Hochschulzugangsberechtigung aus dem Ausland").check();
  await page.getByLabel("Nicht beantragt").check();
  await page.getByLabel("Notendurchschnitt", { exact: true }).fill("2,3");
  await page.getByRole("button", { name: "Speichern und weiter" }).click();
  // The abroad rule blocks continuing, with the explanation; the typed values stay
  await expect(page.locator("#skills2-universityEntranceQualificationStatus-error")).toContainText(
    "Mit einem ausländischen Abschluss",
  );
  await expect(page.getByLabel("Notendurchschnitt", { exact: true })).toHaveValue("2,3");
  await checkA11y();
  await page.getByLabel("Abitur/Matura").check();
  await page.getByLabel("In Aussicht").check();
  await page.getByRole("button", { name: "Speichern und weiter" }).click();

  await expect(page).toHaveURL(/\/ds\/application\/skills\/done$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schritt 2 geschafft");
  await checkA11y();
  await expect(page.getByRole("link", { name: "Weiter zu Schritt 3" })).toHaveAttribute(
    "href",
    "/ds/application/info-session/1",
  );
  await page.goto("/ds/application");

  // Then the overview shows both steps complete and step 3 unlocked
  await expect(page).toHaveURL(/\/ds\/application$/);
  await expect(page.getByTestId("step-data")).toContainText("Abgeschlossen");
  await expect(page.getByTestId("step-skills")).toContainText("Abgeschlossen");
  await expect(page.getByTestId("step-info-session")).toContainText("Nicht begonnen");
  await checkA11y();
});
