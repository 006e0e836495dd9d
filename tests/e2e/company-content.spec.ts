import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Clicks a download link and returns the first bytes and the suggested file name. */
async function download(page: Page, link: ReturnType<Page["getByRole"]>) {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const path = await file.path();
  const bytes = await readFile(path);
  return { name: file.suggestedFilename(), head: bytes.subarray(0, 8).toString("latin1"), size: bytes.length };
}

test("the four company legal pages are public, without navigation, in German and English", async ({
  page,
  checkA11y,
}) => {
  const pages = [
    ["/b2b/impressum", "Impressum"],
    ["/b2b/datenschutz", "Datenschutzerklärung"],
    ["/b2b/nutzungsbedingungen", "Nutzungsbedingungen des Unternehmensportals"],
    ["/b2b/vertraulichkeit", "Vereinbarung zur Vertraulichkeit"],
  ] as const;
  // Given nobody is logged in
  for (const [path, heading] of pages) {
    // When the page is opened, Then it shows its text and no navigation bar, and no login is asked for
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Rechtliche Hinweise für Praxispartner" })).toBeVisible();
    await checkA11y();
  }
  // And the terms of use read in English after switching the language
  await page.getByLabel("Sprache").selectOption("en");
  await page.getByRole("button", { name: "Ändern" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confidentiality agreement");
  await page.getByRole("link", { name: "Terms of use" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of use of the company portal");
  await expect(page.getByText("The German version of this text is binding.")).toBeVisible();
  await checkA11y();
});

test("a company user sees invoices with a PDF, notices, downloads, students and upskilling", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(180_000); // seven pages scanned by axe with two PDF downloads: the default 60 s is too short for it on a shared 2-core machine
  // Given the owner of a company (one per project: Beispiel Software without JS, Muster Maschinenbau with JS)
  await signedIn(jsEnabled ? "company-olaf" : "company-berta", "/b2b/home");

  // When they open the invoices from the navigation
  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Rechnungen" }).click();
  await expect(page).toHaveURL(/\/b2b\/invoices$/);
  await expect(page.getByRole("heading", { level: 1, name: "Rechnungen" })).toBeVisible();
  await checkA11y();

  // Then the table shows every status, amounts in euro in German format, and the notices below
  const table = page.getByRole("table", { name: "Rechnungen Ihres Unternehmens, neueste zuerst" });
  for (const status of ["Offen", "Bezahlt", "Überfällig", "Storniert"]) {
    await expect(table.getByText(status, { exact: true }).first()).toBeVisible();
  }
  const open = jsEnabled ? "RE-2026-0094" : "RE-2026-0102";
  const amount = jsEnabled ? /^2\.575,00\s€$/ : /^1\.440,00\s€$/;
  const row = table.getByRole("row", { name: new RegExp(open) });
  await expect(row.getByRole("cell", { name: amount })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Mitteilungen der Buchhaltung" })).toBeVisible();
  await expect(
    page.getByText(
      jsEnabled ? "Zahlungserinnerung zur Rechnung RE-2026-0031" : "Dritte Mahnung zur Rechnung RE-2025-0601",
    ),
  ).toBeVisible();

  // And the invoice downloads as a PDF
  const pdf = await download(page, row.getByRole("link", { name: /PDF herunterladen/ }));
  expect(pdf.name).toBe(`Rechnung-${open}.pdf`);
  expect(pdf.head.startsWith("%PDF-")).toBe(true);

  // Downloads: real documents, each a PDF
  await page.getByRole("contentinfo").getByRole("link", { name: "Downloads" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Downloads" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Leitfaden für Praxispartner" })).toBeVisible();
  await checkA11y();
  const guide = await download(
    page,
    page.getByRole("link", { name: /PDF herunterladen \(Leitfaden für Praxispartner\)/ }),
  );
  expect(guide.name).toBe("leitfaden-praxispartner.pdf");
  expect(guide.head.startsWith("%PDF-")).toBe(true);

  // Students: the owner sees the company's students with the contract status
  await page.getByRole("contentinfo").getByRole("link", { name: "Studierende" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Studierende" })).toBeVisible();
  const students = page.getByRole("table", { name: "Studierende Ihres Unternehmens, nach Nachnamen" });
  await expect(
    students.getByRole("row", {
      name: jsEnabled ? /Paul Peters.*Angefordert/ : /Milan Marković.*Noch nicht angefordert/,
    }),
  ).toBeVisible();
  await checkA11y();

  // Upskilling offers from the database
  await page.getByRole("contentinfo").getByRole("link", { name: "Weiterbildung" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Weiterbildung" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Duale Studierende erfolgreich betreuen" })).toBeVisible();
  await checkA11y();
});

test("an employee without view_student_contracts is told so on the students page", async ({
  page,
  signedIn,
  checkA11y,
}) => {
  // Given an employee who may manage employees only
  await signedIn("company-emil", "/b2b/students");
  // Then the page names the missing permission and lists nobody
  await expect(page.getByRole("heading", { level: 1, name: /Studierende|Students/ })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(/keine Berechtigung|do not have permission/);
  await expect(page.getByRole("table")).toHaveCount(0);
  await checkA11y();
});
