import { tinyPdf } from "./files";
import { ensureGerman, expect, expectJavaScript, test } from "./fixtures";

test("a study advisor sees the queues, opens an applicant with the audit trail and rejects a document with a reason", async ({
  page,
  login,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(150_000); // the advisor's real login (its login page scanned) and an applicant, five pages scanned by axe: the default 60 s is too short for it on a shared 2-core machine
  // Given an applicant of staff-sabine who uploads a document (a file name per project: both add one)
  const name = `zeugnis-${jsEnabled ? "js" : "nojs"}-${Date.now()}.pdf`;
  await signedIn("applicant-lena", "/ds/documents");
  await expect(page).toHaveURL(/\/ds\/documents$/);
  // (the login journey stores English with this account; this journey reads German labels)
  await ensureGerman(page);
  await page.getByLabel("Kategorie", { exact: true }).selectOption({ label: "Lebenslauf" });
  await page.getByLabel("Datei").setInputFiles({ name, mimeType: "application/pdf", buffer: tinyPdf() });
  await page.getByRole("button", { name: "Hochladen" }).click();
  await expect(page.getByTestId("document").filter({ hasText: name })).toHaveCount(1);
  await page.context().clearCookies();

  // When the advisor logs in through the staff login page
  await login("staff-sabine", "/advisor");
  await expect(page).toHaveURL(/\/advisor$/);
  await expectJavaScript(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Arbeitslisten der Studienberatung" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Bewerber/innen" })).toBeVisible();
  // the support console is for advisors with the support role only
  await expect(page.getByRole("navigation").getByRole("link", { name: "Support", exact: true })).toHaveCount(0);
  // Then the document queue counts the new document
  const documentsQueue = page.locator("#queue-documents");
  await expect(documentsQueue.getByText(name)).toBeVisible();
  expect(Number(await page.getByTestId("count-documents").textContent())).toBeGreaterThanOrEqual(1);
  await checkA11y();

  // When she opens the applicant from the queue
  await documentsQueue
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("link", { name: "Lena Lehmann" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Lena Lehmann" })).toBeVisible();
  await expect(page.getByTestId("applicant-stage")).toHaveText("Bereit für die Vermittlung");
  // Then the audit trail shows the applicant's upload
  const trail = page.getByTestId("audit-trail");
  await expect(trail.getByText("Dokument hochgeladen").first()).toBeVisible();
  // And every entry is named in words, none by the key the log stores
  const actions = await trail.locator("li > p:first-child > span.font-bold").allTextContents();
  expect(actions.length).toBeGreaterThan(0);
  expect(actions.filter((action) => /^[a-z_]+\.[a-z_]+$/.test(action))).toEqual([]);
  // And the document's category is named, not stored value
  await expect(page.getByTestId("advisor-document").filter({ hasText: name })).toContainText("· Lebenslauf ·");
  await checkA11y();

  // When she rejects the document without a reason, the error summary asks for one
  const doc = page.getByTestId("advisor-document").filter({ hasText: name });
  await doc.getByRole("button", { name: `„${name}“ ablehnen` }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expect(doc.getByLabel(`Grund der Ablehnung für „${name}“`, { exact: false })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await checkA11y();

  // And with a reason the document is rejected, the applicant will see the reason, the trail records it
  await doc
    .getByLabel(`Grund der Ablehnung für „${name}“`, { exact: false })
    .fill("Bitte das vollständige Zeugnis hochladen.");
  await doc.getByRole("button", { name: `„${name}“ ablehnen` }).click();
  await expect(page.getByText("Das Dokument ist abgelehnt; der/die Bewerber/in wird benachrichtigt.")).toBeVisible();
  const rejected = page.getByTestId("advisor-document").filter({ hasText: name });
  await expect(rejected).toContainText("Abgelehnt – Grund: Bitte das vollständige Zeugnis hochladen.");
  const entry = trail.getByRole("listitem").filter({ hasText: "Dokument abgelehnt" }).first();
  await expect(entry).toContainText("Studienberatung: Sabine Seidel");
  await expect(entry).toContainText("Prüfung: Noch nicht geprüft → Abgelehnt");
  await checkA11y();

  // And the search finds her applicants
  await page.getByRole("navigation").getByRole("link", { name: "Bewerber/innen" }).click();
  await page.getByLabel("Name oder E-Mail-Adresse").fill("Lehmann");
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/\/advisor\/applicants\?query=Lehmann$/);
  await expect(page.getByRole("link", { name: "Lena Lehmann" })).toBeVisible();
  await checkA11y();
});
