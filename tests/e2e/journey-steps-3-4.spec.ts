import type { Page } from "@playwright/test";
import { PDF, PNG } from "./files";
import { expect, test } from "./fixtures";

async function upload(page: Page, sectionId: string, name: string, mimeType: string, buffer: Buffer) {
  const section = page.locator(`#${sectionId}`);
  await section.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  await section.getByRole("button", { name: "Hochladen", exact: true }).click();
  await expect(section.getByRole("link", { name })).toBeVisible();
}

test("an applicant signs up for a coming info session, says she took part in a recent one, waits, and is blocked at step 4", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(120_000); // uploads and eight pages scanned by axe: the default 60 s is too short for it on a shared 2-core machine
  // Given an applicant whose steps 1 and 2 are complete but for the CV and the photo (one per project)
  const sub = jsEnabled ? "applicant-jana" : "applicant-jonas";
  await signedIn(sub, "/ds/application/info-session/1");
  // Then step 3 is not open yet
  await expect(
    page.getByText("Die Anmeldung ist möglich, sobald Schritt 1 und Schritt 2 abgeschlossen sind."),
  ).toBeVisible();
  await checkA11y();

  // When she uploads the two documents in step 1
  await page.goto("/ds/application/data/1");
  await upload(page, "doc-cv", "lebenslauf.pdf", "application/pdf", PDF);
  await upload(page, "doc-picture", "foto.png", "image/png", PNG);

  // Then the overview opens step 3
  await page.goto("/ds/application");
  await expect(page.getByTestId("step-info-session")).not.toContainText("Gesperrt");
  await page.goto("/ds/application/info-session/1");
  await expect(page.getByRole("heading", { level: 1, name: "Infoveranstaltung: Anmeldung" })).toBeVisible();
  await expect(page.getByText("Schritt 3 von 5 · Teil 1 von 2")).toBeVisible();
  await checkA11y();

  // When she submits without choosing a date
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(
    page.getByRole("heading", { name: "Bitte fülle alle erforderlichen Felder korrekt aus!" }),
  ).toBeVisible();
  await checkA11y();

  // The coming sessions are offered for sign-up; those of the last 14 days apart, as "I took part"
  const signUp = page.getByRole("group", { name: /^Termin/ });
  const tookPart = page.getByRole("group", { name: /^Veranstaltung der letzten 14 Tage/ });
  await expect(signUp.getByRole("radio")).toHaveCount(2);
  await expect(tookPart.getByRole("radio")).toHaveCount(2);
  await expect(page.locator("label").filter({ hasText: /\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/ })).toHaveCount(4);

  // When she signs up for a coming session
  await signUp.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Anmelden" }).click();

  // Then the attendance page follows, and attendance cannot be ticked before the session begins
  await expect(page).toHaveURL(/\/ds\/application\/info-session\/2$/);
  await expect(page.getByText("Du bist für die Infoveranstaltung angemeldet.")).toBeVisible();
  await expect(page.getByText("Schritt 3 von 5 · Teil 2 von 2")).toBeVisible();
  await expect(page.getByText("Nach der Veranstaltung bestätigst du hier deine Teilnahme.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Teilnahme bestätigen" })).toHaveCount(0);
  await checkA11y();

  // When she remembers she was at a session last week: "I took part" without a choice is refused
  await page.getByRole("link", { name: "Anderen Termin wählen" }).click();
  await page.getByRole("button", { name: "Ich habe an dieser Veranstaltung teilgenommen" }).click();
  await expect(
    page.getByRole("heading", { name: "Bitte fülle alle erforderlichen Felder korrekt aus!" }),
  ).toBeVisible();
  await expect(page.locator("#took-part-session-error")).toHaveText("Feld muss ausgewählt sein");
  await checkA11y();

  // When she chooses the session she attended
  await page
    .getByRole("group", { name: /^Veranstaltung der letzten 14 Tage/ })
    .getByRole("radio")
    .first()
    .check();
  await page.getByRole("button", { name: "Ich habe an dieser Veranstaltung teilgenommen" }).click();

  // Then she waits for the advisor, with the expected date, and no timed refresh
  await expect(page.getByText("Die Teilnahme wurde noch nicht bestätigt.")).toBeVisible();
  await expect(page.getByText(/voraussichtlich bis zum \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  await checkA11y();

  // And the done page of step 3 leads back to the waiting screen
  await page.goto("/ds/application/info-session/done");
  await expect(page).toHaveURL(/\/ds\/application\/info-session\/2$/);

  // And step 4 is blocked with the German waiting message
  await page.goto("/ds/application/consultation/1");
  await expect(page.getByText("Die Teilnahme wurde noch nicht bestätigt.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Erstberatung anfragen" })).toHaveCount(0);
  await checkA11y();
  // and so are its later pages
  await page.goto("/ds/application/consultation/3");
  await expect(page).toHaveURL(/\/ds\/application\/consultation\/1$/);

  // And the overview shows step 3 waiting and step 4 locked
  await page.goto("/ds/application");
  await expect(page.getByTestId("step-consultation")).toContainText("Gesperrt");
  await checkA11y();
});
