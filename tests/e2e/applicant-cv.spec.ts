import { readFile } from "node:fs/promises";
import { readPdf } from "../pdf-text";
import { demoAccount, expect, expectJavaScript, test, waitForHydration } from "./fixtures";

/** One applicant per project (seeded ready to match, with languages, work experience and a motivation text). */
const applicants = { nojs: "applicant-carla", js: "applicant-cem" } as const;

test("an applicant makes the CV from their data, saves it to the documents and downloads the portfolio", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(120_000); // three PDFs rendered and one read back, on a shared 2-core machine
  const applicant = demoAccount(jsEnabled ? applicants.js : applicants.nojs);
  const name = `${applicant.givenName} ${applicant.familyName}`;

  // Given the applicant opens the CV generator from the documents page
  await signedIn(applicant.sub, "/ds/documents");
  await expectJavaScript(page, jsEnabled);
  const section = page.getByRole("region", { name: "Lebenslauf und Bewerbungsmappe" });
  await section.getByRole("link", { name: "Lebenslauf erstellen" }).click();

  // Then the profile is prefilled from the account
  await expect(page).toHaveURL(/\/ds\/cvgenerator\/input\/profil$/);
  await expect(
    page.getByText("Wir haben deinen Lebenslauf mit den Angaben aus deinem Konto vorausgefüllt."),
  ).toBeVisible();
  await expect(page.getByLabel("Vorname")).toHaveValue(applicant.givenName);
  await expect(page.getByLabel("Nachname")).toHaveValue(applicant.familyName);
  await checkA11y();
  await waitForHydration(page, jsEnabled);
  await page.getByRole("button", { name: "Speichern und weiter" }).click();

  // And so are the graduation, the work experience and the languages
  await expect(page.getByRole("listitem").filter({ hasText: "Abitur/Matura" })).toBeVisible();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Café Kiezbohne" })).toBeVisible();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Deutsch: Muttersprache")).toBeVisible();
  await page.getByRole("button", { name: "Weiter" }).click();

  // When the applicant adds hobbies and saves the CV to the documents
  await page.getByLabel("Hobbys", { exact: true }).fill("Schach und Klettern");
  await page.getByRole("button", { name: "Speichern und weiter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vorschau, Download und Versand" })).toBeVisible();
  await expect(page.getByRole("article")).toContainText(name);
  await expect(page.getByLabel("E-Mail-Adresse")).toHaveCount(0); // the unit keeps the CV in the documents instead
  // a download refused for its length comes back here and says why (the redirect: draft.server.test.ts)
  await page.goto("/ds/cvgenerator/send?error=tooLong");
  await expect(page.getByRole("alert")).toContainText("Dein Lebenslauf ist länger als 4 Seiten.");
  await checkA11y();
  await waitForHydration(page, jsEnabled);
  await page.getByRole("button", { name: "Lebenslauf in meinen Dokumenten speichern" }).click();

  // Then the documents page lists it as a CV
  await expect(page).toHaveURL(/\/ds\/documents$/);
  await expect(page.getByText("Dein Lebenslauf wurde als PDF in deinen Dokumenten gespeichert.")).toBeVisible();
  const fileName = `Lebenslauf-${applicant.givenName}-${applicant.familyName}.pdf`;
  await expect(page.getByRole("link", { name: `${fileName} (Ansehen)` })).toBeVisible();
  await expect(page.getByLabel(`Kategorie von ${fileName}`)).toHaveValue("CV");
  await checkA11y();

  // And the portfolio PDF holds the CV, the short profile and the motivation letter
  await waitForHydration(page, jsEnabled);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Bewerbungsmappe herunterladen" }).click(),
  ]);
  const pdf = await readPdf(await readFile(await download.path()));
  expect(pdf.title).toBe(`Bewerbungsmappe: ${name}`);
  const text = pdf.text.join("\n");
  for (const value of [
    name,
    "Café Kiezbohne",
    "Schach und Klettern",
    "Kurzprofil",
    `Hallo, ich bin ${name}.`,
    "Motivationsschreiben",
    "Ich programmiere seit der Schulzeit",
  ]) {
    expect(text).toContain(value);
  }

  // And the preparation sheet of step 4 is a PDF made through the print templates
  const sheet = await page.request.get("/ds/application/consultation/preparation-sheet");
  expect(sheet.headers()["content-type"]).toBe("application/pdf");
  const sheetPdf = await readPdf(await sheet.body());
  expect(sheetPdf.title).toBe("Vorbereitung auf die Erstberatung – Tandem");
  expect(sheetPdf.text.join("\n")).toContain("Lebenslauf (PDF)");
});
