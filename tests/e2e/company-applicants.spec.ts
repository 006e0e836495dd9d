import { expect, test } from "./fixtures";

/**
 * The company's applicant pages against the seeded marketplace (api/db/seed-matching.ts). Other journeys
 * read the same matches (the applicant side of Mia and Paul), so this one leaves every match as it was:
 * commands are only tried with invalid input, comments are added and removed again, the contract is saved
 * with its own values. The happy path of the commands is the matching journey's (matching-journey.spec.ts).
 */
test("a company reads an applicant, comments, is told what is missing and keeps the contract up to date", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(150_000); // twelve pages scanned by axe, a comment, a document and the contract: the default 60 s is too short for it on a shared 2-core machine
  const note = jsEnabled ? "Notiz mit JavaScript" : "Notiz ohne JavaScript";
  await signedIn("company-olaf", "/b2b/job-openings?status=openWithActiveMatches");

  // reco: Mia was recommended by the study advisor and nobody acted yet
  await page.getByRole("link", { name: "Duales Studium Informatik – Softwareentwicklung" }).click();
  await expect(page).toHaveURL(/\/reco$/);
  const reco = page.getByTestId("applicants-reco");
  await expect(reco.getByRole("row").filter({ hasText: "Mia Meyer" })).toContainText("Vorgeschlagen");
  await expect(reco.getByRole("row").filter({ hasText: "Mia Meyer" })).toContainText("Studienberatung");
  await checkA11y();
  await page.getByRole("link", { name: "Kontaktiert" }).click();
  await expect(page.getByTestId("applicants-empty")).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Vorschläge" }).click();
  await page.getByRole("link", { name: "Mia Meyer" }).click();

  // the profile as far as the company may see it: no documents, no contact before the interest
  await expect(page.getByRole("heading", { level: 1, name: "Mia Meyer" })).toBeVisible();
  await expect(page.getByTestId("match-status")).toHaveText("Vorgeschlagen");
  await expect(page.getByText("Die Unterlagen werden freigegeben, sobald die Person Interesse")).toBeVisible();
  await expect(page.getByTestId("applicant-contact")).toContainText("sobald beide Seiten Interesse gezeigt haben");
  await expect(page.getByRole("button", { name: "Interesse zeigen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Gespräch vereinbaren" })).toHaveCount(0);
  await expect(page.getByTestId("match-history")).toContainText("Vorschlag angelegt");
  await checkA11y();

  // reject asks for a confirmation: without the tick nothing happens
  await page.getByLabel("Rückmeldung an die Person (optional)").fill("Danke!");
  await page.getByRole("button", { name: "Absagen" }).click();
  await expect(
    page.getByRole("heading", { name: "Bitte füllen Sie alle erforderlichen Felder korrekt aus!" }),
  ).toBeVisible();
  await expect(page.getByLabel("Rückmeldung an die Person (optional)")).toHaveValue("Danke!");
  await checkA11y();
  await expect(page.getByTestId("match-status")).toHaveText("Vorgeschlagen");

  // comments: an empty one is refused, then add, edit and delete (with a confirmation step)
  await page.goto(page.url().split("?")[0]);
  await page.getByRole("button", { name: "Kommentar speichern" }).click();
  await expect(
    page.getByRole("heading", { name: "Bitte füllen Sie alle erforderlichen Felder korrekt aus!" }),
  ).toBeVisible();
  await checkA11y();
  await page.getByRole("textbox", { name: "Kommentar", exact: true }).fill(note);
  await page.getByRole("button", { name: "Kommentar speichern" }).click();
  await expect(page.getByText("Kommentar gespeichert.")).toBeVisible();
  const comment = page.getByTestId("comments").getByRole("listitem").filter({ hasText: note });
  await expect(comment).toContainText("Olaf Ostermann");
  await comment.getByRole("link", { name: "Bearbeiten" }).click();
  await page.getByLabel("Kommentar bearbeiten").fill(`${note} (geändert)`);
  await checkA11y();
  await page.getByRole("button", { name: "Änderung speichern" }).click();
  await expect(page.getByText("Kommentar geändert.")).toBeVisible();
  const changed = page
    .getByTestId("comments")
    .getByRole("listitem")
    .filter({ hasText: `${note} (geändert)` });
  await changed.getByRole("link", { name: "Löschen" }).click();
  await expect(page.getByText("Diesen Kommentar wirklich löschen?")).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Ja, löschen" }).click();
  await expect(page.getByText("Kommentar gelöscht.")).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);

  // contacted: Paul accepted the offer on the staffed opening; his interview is a calendar file
  await page.goto("/b2b/job-openings?status=staffed");
  await page.getByRole("link", { name: "Duales Studium Maschinenbau – Fertigung" }).click();
  await page.getByRole("link", { name: "Kontaktiert" }).click();
  const contacted = page.getByTestId("applicants-contacted");
  await expect(contacted.getByRole("row").filter({ hasText: "Paul Peters" })).toContainText("Zusage angenommen");
  await expect(contacted.getByRole("row").filter({ hasText: "Mia Meyer" })).toContainText(
    "Die Stelle ist mit einer anderen Bewerberin oder einem anderen Bewerber besetzt.",
  );
  await checkA11y();
  await page.getByRole("link", { name: "Paul Peters" }).click();
  await expect(page.getByTestId("match-status")).toHaveText("Zusage angenommen");
  await expect(page.getByTestId("applicant-contact")).toContainText("paul.peters@example.org");
  await checkA11y();
  const ics = page.getByRole("link", { name: "Termin als Kalenderdatei (.ics) herunterladen" });
  const response = await page.request.get((await ics.getAttribute("href")) ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/text\/calendar/);
  const calendar = await response.text();
  expect(calendar).toContain("BEGIN:VEVENT");
  expect(calendar).toMatch(/DTSTART:\d{8}T\d{6}Z/);

  // the requested contract: a wrong value is refused with everything kept, then saved as it was
  await page.getByRole("link", { name: "Vertrag ansehen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ausbildungsvertrag für Paul Peters" })).toBeVisible();
  await checkA11y();
  await page.getByLabel("Wochenstunden").fill("99");
  await page.getByRole("button", { name: "Änderungen speichern" }).click();
  await expect(
    page.getByRole("heading", { name: "Bitte füllen Sie alle erforderlichen Felder korrekt aus!" }),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Betreuende Person", exact: true })).toHaveValue("Erika Engel");
  await checkA11y();
  await page.getByLabel("Wochenstunden").fill("40");
  await page.getByRole("button", { name: "Änderungen speichern" }).click();
  await expect(page.getByText("Vertrag gespeichert.")).toBeVisible();
  // marking it signed needs the confirmation tick
  await page.getByRole("button", { name: "Als unterschrieben markieren" }).click();
  await expect(
    page.getByRole("heading", { name: "Bitte füllen Sie alle erforderlichen Felder korrekt aus!" }),
  ).toBeVisible();
  await checkA11y();
});
