import { expect, test } from "./fixtures";

/**
 * The applicant's selfmatching pages against the seeded marketplace (api/db/seed-matching.ts): applicant
 * Mia has a match in every status. Both projects share Mia, so this journey changes nothing another run
 * could trip over (the favourite goes back, the chosen interview date is the same in both).
 */
test("an applicant browses suggestions, filters all openings, answers an interview and reads why a match ended", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(150_000); // two users, nine pages scanned by axe: the default 60 s is too short for it on a shared 2-core machine
  await signedIn("applicant-mia", "/ds/selfmatching");
  await expect(page.getByRole("heading", { level: 1, name: "Praxispartner finden" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Vorschläge/ })).toHaveAttribute("aria-current", "page");
  await checkA11y();
  // Mia has read the search's intro before (the matching journey shows it to applicants who have not)
  await expect(page.getByRole("heading", { name: "So funktioniert die Suche" })).toHaveCount(0);

  // Invitations: the advisor's recommendation and the company's offer, in the applicant's words
  await page.getByRole("link", { name: "Einladungen" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Einladungen" })).toBeVisible();
  const recommended = page.getByRole("listitem").filter({ hasText: "Duales Studium Informatik – Softwareentwicklung" });
  await expect(recommended).toContainText("Von deiner Studienberatung empfohlen");
  const offer = page.getByRole("listitem").filter({ hasText: "Duales Studium BWL – Vertrieb" });
  await expect(offer).toContainText("Das Unternehmen hat dir zugesagt – bitte antworte");
  await checkA11y();

  // All openings, filtered by campus with a plain GET form; the filter stays in the address
  await page.getByRole("link", { name: "Alle Stellen" }).click();
  await page.getByRole("group", { name: "Studienort" }).getByLabel("Hamburg").check();
  await page.getByRole("button", { name: "Filter anwenden" }).click();
  await expect(page).toHaveURL(/tab=all.*campuses=/);
  await expect(page.getByRole("group", { name: "Studienort" }).getByLabel("Hamburg")).toBeChecked();
  await expect(page.getByRole("listitem").filter({ hasText: "Webentwicklung" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "IT-Sicherheit" })).toHaveCount(0);
  await checkA11y();

  // An interview with three suggested dates: choosing nothing is refused, then a date, then the .ics
  await page.getByRole("link", { name: "Duales Studium Informatik – Webentwicklung" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Duales Studium Informatik – Webentwicklung" }),
  ).toBeVisible();
  const chooser = page.getByRole("group", { name: /Wähle einen Termin für das Vorstellungsgespräch/ });
  await expect(chooser.getByRole("radio")).toHaveCount(3);
  // the form has no browser validation: the server answers with the error summary
  await page.getByRole("button", { name: "Termin wählen" }).click();
  await expect(
    page.getByRole("heading", { name: "Bitte fülle alle erforderlichen Felder korrekt aus!" }),
  ).toBeVisible();
  await checkA11y();
  await chooser.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Termin wählen" }).click();
  await expect(page.getByText("Der Termin für das Vorstellungsgespräch ist gewählt.")).toBeVisible();
  await expect(page.getByTestId("match-status")).toContainText("Vorstellungsgespräch am");
  await checkA11y();
  const ics = page.getByRole("link", { name: "Termin in den Kalender übernehmen (.ics)" });
  const response = await page.request.get((await ics.getAttribute("href")) ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/text\/calendar/);
  const calendar = await response.text();
  expect(calendar).toContain("BEGIN:VEVENT");
  expect(calendar).toMatch(/DTSTART:\d{8}T\d{6}Z/);

  // Not interested asks first; cancel leaves everything as it was. Favourite on, then off again.
  await page.goto("/ds/selfmatching?tab=all");
  await page.getByRole("link", { name: "Duales Studium Informatik – IT-Sicherheit" }).click();
  await page.getByRole("button", { name: "Kein Interesse" }).click();
  await expect(page.getByRole("heading", { name: "Wirklich kein Interesse?" })).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Abbrechen" }).click();
  await expect(page.getByRole("button", { name: "Ich habe Interesse" })).toBeVisible();
  if (!jsEnabled) {
    await page.getByRole("button", { name: "Als Favorit merken" }).click();
    await expect(page.getByText("Die Stelle ist als Favorit gemerkt.")).toBeVisible();
    await page.getByRole("button", { name: "Aus Favoriten entfernen" }).click();
    await expect(page.getByRole("button", { name: "Als Favorit merken" })).toBeVisible();
  }

  // History: the match lost to another applicant, with the applicant's wording
  await page.goto("/ds/selfmatching?tab=interacted");
  const staffed = page.getByRole("listitem").filter({ hasText: "Duales Studium Maschinenbau – Fertigung" });
  await expect(staffed).toContainText("Die Stelle wurde mit einer anderen Person besetzt.");
  await checkA11y();
  await staffed.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Duales Studium Maschinenbau – Fertigung" })).toBeVisible();
  await expect(page.getByTestId("lost-reason")).toHaveText("Die Stelle wurde mit einer anderen Person besetzt.");
  await expect(page.getByText("Gerade ist nichts zu tun")).toBeVisible();
  await checkA11y();

  // The old addresses of docs/product.md#applicant-unit lead here
  const id = new URL(page.url()).pathname.split("/").pop();
  await page.goto(`/ds/application/search/5/${id}/details`);
  await expect(page).toHaveURL(new RegExp(`/ds/selfmatching/${id}$`));
  await page.goto(`/ds/application/selfmatching/${id}`);
  await expect(page).toHaveURL(new RegExp(`/ds/selfmatching/${id}$`));
  await page.goto("/ds/application/selfmatching/1");
  await expect(page).toHaveURL(/\/ds\/selfmatching$/);
});

test("an applicant before step 5 sees what to do first", async ({ page, signedIn, checkA11y }) => {
  await signedIn("applicant-max", "/ds/selfmatching");
  await expect(page.getByRole("heading", { name: "Vorschläge gibt es nach Schritt 5" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Weiter zu Schritt 5" })).toHaveAttribute(
    "href",
    "/ds/application/partner-search/1",
  );
  await checkA11y();
});
