import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

test("a form too big to keep across the login: the login page says so before the login", async ({
  page,
  checkA11y,
}) => {
  // Given a stranger's (or an expired session's) post of a job-opening form beyond any real one (70 KB)
  const response = await page.request.post("/b2b/job-openings/manage/job", {
    form: { intent: "save", tasks: "x".repeat(70 * 1024) },
    maxRedirects: 0,
  });
  // Then nothing is kept and the login is told why
  expect(response.status()).toBe(302);
  const location = response.headers().location;
  expect(location).toContain("formNotKept=tooLarge");
  await page.goto(location);
  await expect(page.getByRole("heading", { name: "Ihre Anmeldung ist abgelaufen" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("das Formular ist zu umfangreich");
  await checkA11y();
  // and the user goes on to the login from there
  await page.getByRole("link", { name: "Neu anmelden" }).click();
  await expect(page).toHaveURL(/\/idp\/company\/interaction\//);
});

test("a form post beyond 256 KB is refused with a translated page", async ({ page, checkA11y }) => {
  await page.goto("/impressum");
  // A browser submitting a huge form (the same for JS on and off: a plain form submission)
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/b2b/company/data";
    const field = document.createElement("input");
    field.type = "hidden";
    field.name = "companyName";
    field.value = "x".repeat(300 * 1024);
    form.append(field);
    document.body.append(form);
    form.submit();
  });
  await expect(page.getByRole("heading", { name: "Zu viele Daten auf einmal" })).toBeVisible();
  await expect(page.getByText("größer als 256 KB")).toBeVisible();
  await checkA11y();
});

const FIFTEEN_MB = 15 * 1024 * 1024;

/** The error summary headed by `heading`, whose link names `error` and leads to the field. */
const summaryWith = (page: Page, heading: string, error: string) =>
  page
    .getByRole("alert")
    .filter({ has: page.getByRole("heading", { name: heading }) })
    .getByRole("link", { name: error });

test("a file over 14 MB comes back to the same form: the error at the field and in the summary, the category kept", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(120_000); // 15 MB handed to the browser and posted: the default 60 s is too short for it on a shared 2-core machine
  // Given an onboarded applicant on her documents (nothing is stored by this journey)
  await signedIn(jsEnabled ? "applicant-dennis" : "applicant-doris", "/ds/documents");
  await expect(page).toHaveURL(/\/ds\/documents$/);
  await waitForHydration(page, jsEnabled);
  // When she chooses a category and a 15 MB PDF and uploads it
  const category = page.getByLabel("Kategorie", { exact: true });
  await category.selectOption({ label: "Zeugnis der Hochschulzugangsberechtigung" });
  const file = page.getByLabel("Datei");
  await file.setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(FIFTEEN_MB, 0x25) });
  await page.getByRole("button", { name: "Hochladen" }).click();
  // Then she is on her documents again (without JavaScript the server sent the form back, unread; with it the
  // file was not sent), told in her voice in the summary and at the field, her category still chosen
  const link = summaryWith(page, "Bitte fülle alle erforderlichen Felder korrekt aus!", "Datei zu groß (maximal 14MB)");
  await expect(link).toBeVisible();
  await expect(page).toHaveURL(/\/ds\/documents(\?|$)/);
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(file).toHaveAccessibleDescription(/Datei zu groß \(maximal 14MB\)/);
  await expect(category).toHaveValue("Certificate");
  await checkA11y();
  // and the summary's link leads to the field
  await link.click();
  await expect(file).toBeFocused();
});

test("a picture over 14 MB comes back to the company's form, in the company's voice", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(120_000); // 15 MB handed to the browser and posted: the default 60 s is too short for it on a shared 2-core machine
  // Given a company user on the own profile settings (nothing is stored by this journey)
  await signedIn(jsEnabled ? "company-olaf" : "company-berta", "/b2b/profile/settings");
  await waitForHydration(page, jsEnabled);
  // When a 15 MB image is sent as the profile picture
  const file = page.getByLabel("Bilddatei (JPEG oder PNG, höchstens 14 MB)");
  await file.setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: Buffer.alloc(FIFTEEN_MB, 0x25) });
  await page.getByRole("button", { name: "Bild hochladen" }).click();
  // Then the settings say so formally, in the summary and at the field
  await expect(
    summaryWith(page, "Bitte füllen Sie alle erforderlichen Felder korrekt aus!", "Datei zu groß (maximal 14MB)"),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/b2b\/profile\/settings(\?|$)/);
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(file).toHaveAccessibleDescription(/Datei zu groß \(maximal 14MB\)/);
  await checkA11y();
});
