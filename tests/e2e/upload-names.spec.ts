/**
 * Uploads never strand anyone: a PDF named `fake.exe` is stored and offered under `fake.pdf` (the type its
 * content was detected as decides the extension); without JavaScript a file over 14 MB, whose body the
 * server refuses unread, comes back to the form it was sent from with the error (with JavaScript the page
 * refuses it before sending; both in tests/e2e/limits.spec.ts). One applicant per
 * project; the document is deleted again at the end, so the documents journey finds her list empty.
 */
import { tinyPdf } from "./files";
import { expect, test } from "./fixtures";

test("a PDF named .exe is stored as .pdf, and a too large file comes back to the form", async ({
  page,
  signedIn,
  jsEnabled,
}) => {
  test.setTimeout(90_000);
  await test.step("given an onboarded applicant on her documents", async () => {
    await signedIn(jsEnabled ? "applicant-dennis" : "applicant-doris", "/ds/documents");
    await expect(page.getByRole("heading", { level: 1, name: "Meine Dokumente" })).toBeVisible();
  });

  await test.step("when she uploads a PDF named fake.exe, then it is stored and offered as fake.pdf", async () => {
    await page.getByLabel("Kategorie", { exact: true }).selectOption({ label: "Lebenslauf" });
    await page.getByLabel("Datei").setInputFiles({ name: "fake.exe", mimeType: "application/pdf", buffer: tinyPdf() });
    await page.getByRole("button", { name: "Hochladen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Dein Dokument wurde gespeichert." })).toBeVisible();
    const item = page.getByTestId("document").filter({ hasText: "fake.pdf" });
    await expect(item).toHaveCount(1);
    await expect(page.getByTestId("document").filter({ hasText: "fake.exe" })).toHaveCount(0);
    const href = await item.getByRole("link", { name: "fake.pdf (Ansehen)" }).getAttribute("href");
    const preview = await page.request.get(href!);
    expect(preview.headers()["content-disposition"]).toMatch(/^inline; filename="fake\.pdf"/);
  });

  if (!jsEnabled) {
    await test.step("when she sends a file over 14 MB without JavaScript, she is back on the form", async () => {
      await page.getByLabel("Kategorie", { exact: true }).selectOption({ label: "Lebenslauf" });
      await page.getByLabel("Datei").setInputFiles({
        name: "zu-gross.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.alloc(15 * 1024 * 1024, 0x20),
      });
      await page.getByRole("button", { name: "Hochladen" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Meine Dokumente" })).toBeVisible();
      await expect(page.getByRole("alert").getByRole("link", { name: "Datei zu groß (maximal 14MB)" })).toBeVisible();
    });
  }

  await test.step("then she deletes it again", async () => {
    await page.getByTestId("document").filter({ hasText: "fake.pdf" }).getByRole("link", { name: "Löschen" }).click();
    if (jsEnabled) {
      await page.getByRole("dialog").getByRole("button", { name: "Löschen" }).click();
    } else {
      await page.getByRole("button", { name: "Löschen" }).click();
    }
    await expect(page.getByRole("status").filter({ hasText: "Das Dokument wurde gelöscht." })).toBeVisible();
  });
});
