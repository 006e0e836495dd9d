import { pdfText, readPdf } from "../pdf-text";
import { expect, test, waitForHydration } from "./fixtures";

test("a visitor makes a CV without login: steps, a kept validation error, a removed entry, PDF and mail", async ({
  page,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(120_000); // eight pages scanned by axe and a PDF read back, on a shared 2-core machine
  const email = `cv-${jsEnabled ? "js" : "nojs"}@example.org`;
  await page.goto("/lebenslauf-generator");
  await expect(page).toHaveURL(/\/lebenslauf-generator\/start$/);
  await expect(page.getByRole("heading", { level: 1, name: "Lebenslauf-Generator" })).toBeVisible();
  await checkA11y();
  await waitForHydration(page, jsEnabled);
  await page.getByRole("link", { name: "Lebenslauf erstellen" }).click();
  await expect(page).toHaveURL(/\/input\/profil$/);

  // a validation error keeps what was typed, and so does leaving the page
  await page.getByLabel("Vorname").fill("Jörg");
  await page.getByRole("button", { name: "Speichern und weiter" }).click();
  await expect(page.getByRole("alert")).toContainText("Wert ist erforderlich");
  await expect(page.getByLabel("Nachname")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Vorname")).toHaveValue("Jörg");
  await checkA11y();
  await page.goto("/lebenslauf-generator/start");
  await expect(page.getByRole("link", { name: "Weiter am Lebenslauf arbeiten" })).toBeVisible();
  await page.goBack();
  await page.reload();
  await waitForHydration(page, jsEnabled);
  await expect(page.getByLabel("Vorname")).toHaveValue("Jörg");
  await page.getByLabel("Nachname").fill("Größe-Şahin");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Speichern und weiter" }).click();
  await expect(page).toHaveURL(/\/input\/education$/);

  // two education entries
  await expect(page.getByRole("heading", { level: 1, name: "Ausbildung" })).toBeVisible();
  for (const [what, place] of [
    ["Abitur", "Gymnasium Łódź"],
    ["Sprachkurs", "İstanbul"],
  ]) {
    await page.getByLabel("Abschluss oder Schulform").fill(what);
    await page.getByLabel("Schule oder Hochschule, Ort").fill(place);
    await page.getByRole("button", { name: "Eintrag hinzufügen" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: place })).toBeVisible();
  }
  await checkA11y();
  await page.getByRole("button", { name: "Weiter" }).click();

  // experience: one entry added and removed again
  await expect(page.getByRole("heading", { level: 1, name: "Berufserfahrung" })).toBeVisible();
  for (const [what, place] of [
    ["Praktikum", "Muster GmbH"],
    ["Ferienjob", "Café Zentral"],
  ]) {
    await page.getByLabel("Tätigkeit").fill(what);
    await page.getByLabel("Arbeitgeber, Ort").fill(place);
    await page.getByRole("button", { name: "Eintrag hinzufügen" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: place })).toBeVisible();
  }
  await page.getByRole("button", { name: "Ferienjob entfernen" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Café Zentral" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "1 Eintrag gespeichert" })).toBeVisible();
  await page.getByRole("button", { name: "Weiter" }).click();

  // knowledge: a language with the spec's levels and a software skill
  await expect(page.getByRole("heading", { level: 1, name: "Kenntnisse" })).toBeVisible();
  // by id: the page's language switch is labelled "Sprache" too
  await page.locator("#languages-name").fill("Deutsch");
  await page.locator("#languages-level").selectOption({ label: "Muttersprache" });
  await page.getByRole("button", { name: "Sprache hinzufügen" }).click();
  await page.locator("#software-name").fill("LibreOffice");
  await page.locator("#software-level").selectOption({ label: "Gute Kenntnisse" });
  await page.getByRole("button", { name: "Programm hinzufügen" }).click();
  await expect(page.getByText("LibreOffice: Gute Kenntnisse")).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Weiter" }).click();

  // hobbies in Arabic
  await page.getByLabel("Hobbys", { exact: true }).fill("القراءة والسباحة");
  await page.getByRole("button", { name: "Speichern und weiter" }).click();

  // preview, then the PDF
  await expect(page.getByRole("heading", { level: 1, name: "Vorschau, Download und Versand" })).toBeVisible();
  const preview = page.getByRole("article");
  for (const value of ["Jörg Größe-Şahin", "Gymnasium Łódź", "İstanbul", "Muster GmbH", "القراءة والسباحة"]) {
    await expect(preview).toContainText(value);
  }
  await expect(preview).not.toContainText("Café Zentral");
  await checkA11y();
  await waitForHydration(page, jsEnabled);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "PDF herunterladen" }).click(),
  ]);
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const pdf = await readPdf(await readFile(path));
  expect(pdf.title).toBe("Lebenslauf: Jörg Größe-Şahin");
  expect(pdf.lang).toBe("de");
  expect(pdf.roles).toEqual(expect.arrayContaining(["H1", "H2", "H3", "L", "LI"]));
  const text = pdf.text.join("\n");
  for (const value of [
    "Jörg Größe-Şahin",
    email,
    "Abitur",
    "Gymnasium Łódź",
    "Sprachkurs",
    "İstanbul",
    "Praktikum",
    "Muster GmbH",
    "Deutsch: Muttersprache",
    "LibreOffice: Gute Kenntnisse",
    "القراءة والسباحة",
  ]) {
    expect(text).toContain(value);
  }
  expect(text).not.toContain("Café Zentral");

  // by e-mail: one mail with the PDF in the development mailbox
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "PDF per E-Mail schicken" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fertig" })).toBeVisible();
  await expect(
    page.getByText("Wir haben deinen Lebenslauf als PDF an die angegebene Adresse geschickt."),
  ).toBeVisible();
  await checkA11y();
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const mail = page.getByRole("listitem").filter({ hasText: "Dein Lebenslauf" });
  await expect(mail).toHaveCount(1);
  const attachment = await page.request.get((await mail.getByRole("link").first().getAttribute("href")) ?? "");
  expect(await pdfText(await attachment.body())).toContain("Gymnasium Łódź");

  // deleting the draft on request
  await page.goto("/lebenslauf-generator/final");
  await page.getByRole("button", { name: "Meinen Entwurf jetzt löschen" }).click();
  await expect(page.getByText("Dein Entwurf wurde gelöscht.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Lebenslauf erstellen" })).toBeVisible();
});
