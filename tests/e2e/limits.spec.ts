import { expect, test } from "./fixtures";

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

test("a file over 14 MB: the spec's message, in the page with JavaScript, as the server's page without", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  // Given an onboarded applicant on her documents (nothing is stored by this journey)
  await signedIn(jsEnabled ? "applicant-dennis" : "applicant-doris", "/ds/documents");
  await expect(page).toHaveURL(/\/ds\/documents$/);
  // When she picks a 15 MB PDF and uploads it
  await page.getByLabel("Datei").setInputFiles({
    name: "scan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.alloc(15 * 1024 * 1024, 0x25),
  });
  await page.getByRole("button", { name: "Hochladen" }).click();
  // Then she reads "File too large (maximum 14MB)" in German
  if (jsEnabled) {
    // named beside the field; nothing was sent
    await expect(page.getByRole("alert").filter({ hasText: "Datei zu groß (maximal 14MB)" })).toBeVisible();
    await expect(page).toHaveURL(/\/ds\/documents$/);
  } else {
    // the server refused the body unread (413) with the same message
    await expect(page.getByRole("heading", { name: "Datei zu groß (maximal 14MB)" })).toBeVisible();
  }
  await checkA11y();
});
