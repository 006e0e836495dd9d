import { expect, test } from "./fixtures";

/** One two-company user per project (seeded by api/db/seed-company-admin.ts, no default company). */
const users = { nojs: "company-hanna", js: "company-hugo" };

test("a user of two companies chooses one in the company selection and works on it", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  // Given a company user who belongs to two companies and has chosen no default
  await signedIn(jsEnabled ? users.js : users.nojs, "/b2b");

  // Then the company selection is shown before anything else (a modal dialog with JavaScript)
  await expect(page).toHaveURL(/\/b2b\/company-select$/);
  const dialog = page.getByTestId("company-select");
  await expect(dialog.getByRole("heading", { level: 1 })).toHaveText("Unternehmen auswählen");
  expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(jsEnabled);
  await checkA11y();

  // And every other company page leads there as well
  await page.goto("/b2b/employees");
  await expect(page).toHaveURL(/\/b2b\/company-select\?returnTo=%2Fb2b%2Femployees$/);

  // When the user chooses Beispiel Software AG
  await page.getByLabel("Beispiel Software AG").check();
  await page.getByRole("button", { name: "Weiter" }).click();

  // Then the page asked for opens, for that company: its employees are listed
  await expect(page).toHaveURL(/\/b2b\/employees$/);
  await expect(page.getByRole("cell", { name: "berta.brandt@beispiel-software.example" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "olaf.ostermann@muster-maschinenbau.example" })).toHaveCount(0);
  await checkA11y();

  // And the home names the chosen company
  await page.getByRole("link", { name: "Startseite" }).first().click();
  await expect(page).toHaveURL(/\/b2b\/home$/);
  await expect(page.getByTestId("current-company")).toHaveText("Sie verwalten das Unternehmen Beispiel Software AG.");
  await checkA11y();
});
