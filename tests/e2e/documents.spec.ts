import { tinyPdf } from "./files";
import { expect, expectJavaScript, test, waitForHydration } from "./fixtures";

test("an applicant uploads a PDF, previews it, changes its category and deletes it", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(120_000); // an upload, its preview and seven pages scanned by axe: the default 60 s is too short for it on a shared 2-core machine
  // Given an onboarded applicant without documents (one per project: the journey changes state)
  await signedIn(jsEnabled ? "applicant-dennis" : "applicant-doris", "/ds/documents");
  await expect(page).toHaveURL(/\/ds\/documents$/);
  await expectJavaScript(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Meine Dokumente" })).toBeVisible();
  await expect(page.getByText("Du hast noch keine Dokumente hochgeladen.")).toBeVisible();
  await expect(
    page.getByText("Der Nachweis der Krankenversicherung darf zu Studienbeginn höchstens 3 Monate alt sein."),
  ).toBeVisible();
  await checkA11y();

  // When she uploads a PDF as her CV
  const pdf = tinyPdf();
  const name = `lebenslauf-${jsEnabled ? "js" : "nojs"}.pdf`;
  await page.getByLabel("Kategorie", { exact: true }).selectOption({ label: "Lebenslauf" });
  await page.getByLabel("Datei").setInputFiles({ name, mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Hochladen" }).click();

  // Then it is listed and the page says so
  await expect(page.getByRole("status").filter({ hasText: "Dein Dokument wurde gespeichert." })).toBeVisible();
  const item = page.getByTestId("document").filter({ hasText: name });
  await expect(item).toHaveCount(1);
  await expect(page.getByLabel(`Kategorie von ${name}`)).toHaveValue("CV");
  await checkA11y();

  // And the preview answers the PDF itself, inline, with headers that keep it from running as a page
  const href = await item.getByRole("link", { name: `${name} (Ansehen)` }).getAttribute("href");
  expect(href).toMatch(/^\/documents\/[0-9a-f-]{36}\/preview$/);
  const preview = await page.request.get(href!);
  expect(preview.status()).toBe(200);
  expect(preview.headers()["content-type"]).toBe("application/pdf");
  expect(preview.headers()["content-disposition"]).toMatch(new RegExp(`^inline; filename="${name}"`));
  expect(preview.headers()["x-content-type-options"]).toContain("nosniff");
  expect(preview.headers()["content-security-policy"]).toContain("sandbox");
  expect(preview.headers()["cache-control"]).toContain("no-store");
  expect(Buffer.from(await preview.body()).equals(pdf)).toBe(true);

  // When a text file named .pdf is uploaded, it is refused with a clear message at the field and in the
  // error summary, and nothing is added
  await page.getByLabel("Datei").setInputFiles({
    name: "keine-pdf.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("Das ist nur Text."),
  });
  await page.getByRole("button", { name: "Hochladen" }).click();
  await expect(
    page.getByRole("alert").getByRole("link", { name: "Erlaubte Dateitypen: jpeg, jpg, png, pdf, doc, docx" }),
  ).toBeVisible();
  await expect(page.getByLabel("Datei")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("document")).toHaveCount(1);
  await checkA11y();

  // When she changes the category, it is applied
  const select = page.getByLabel(`Kategorie von ${name}`);
  await waitForHydration(page, jsEnabled);
  await select.selectOption({ label: "Nachweis der Deutschkenntnisse" });
  if (!jsEnabled) {
    await item.getByRole("button", { name: "Kategorie ändern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Die Kategorie wurde geändert." })).toBeVisible();
  }
  await expect(select).toHaveValue("Certificate German skills");
  await expect(item.getByText("Wird gespeichert …")).toHaveCount(0);
  await page.reload();
  await waitForHydration(page, jsEnabled);
  await expect(page.getByLabel(`Kategorie von ${name}`)).toHaveValue("Certificate German skills");

  // And a PDF as photo is refused: the category stays (with JavaScript it is reverted) and the reason is shown
  await page.getByLabel(`Kategorie von ${name}`).selectOption({ label: "Foto" });
  if (jsEnabled) {
    await expect(item.getByRole("alert")).toHaveText(
      "Die Kategorie konnte nicht geändert werden: Für das Foto sind nur jpeg, jpg oder png erlaubt",
    );
  } else {
    await item.getByRole("button", { name: "Kategorie ändern" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Für das Foto sind nur jpeg, jpg oder png erlaubt" }),
    ).toBeVisible();
  }
  await expect(page.getByLabel(`Kategorie von ${name}`)).toHaveValue("Certificate German skills");
  await checkA11y();

  // When she deletes it, she is asked first
  await page.getByTestId("document").filter({ hasText: name }).getByRole("link", { name: "Löschen" }).click();
  if (jsEnabled) {
    const dialog = page.getByRole("dialog", { name: `Möchtest du „${name}“ wirklich löschen?` });
    await expect(dialog).toBeVisible();
    await checkA11y();
    await dialog.getByRole("button", { name: "Löschen" }).click();
  } else {
    await expect(page).toHaveURL(/\/ds\/documents\/[0-9a-f-]{36}\/delete\?returnTo=%2Fds%2Fdocuments$/);
    await expect(page.getByText(`Möchtest du „${name}“ wirklich löschen?`)).toBeVisible();
    await checkA11y();
    await page.getByRole("button", { name: "Löschen" }).click();
  }

  // Then it is gone, and so is its preview
  await expect(page).toHaveURL(/\/ds\/documents$/);
  await expect(page.getByRole("status").filter({ hasText: "Das Dokument wurde gelöscht." })).toBeVisible();
  await expect(page.getByText("Du hast noch keine Dokumente hochgeladen.")).toBeVisible();
  await checkA11y();
  expect((await page.request.get(href!)).status()).toBe(404);
});
