import { expect, test } from "./fixtures";

test("a company user the portal does not know sees the error screen with code 1001", async ({
  page,
  login,
  checkA11y,
}) => {
  // Given Frieda, known to the company identity provider but to no company
  await login("company-fremd", "/b2b/home");

  // Then the full-page error screen explains it, with code, support contact and logout
  await expect(page).toHaveURL(/\/auth\/error$/);
  await expect(page.getByText("Ihr Konto wurde im System nicht gefunden", { exact: false })).toBeVisible();
  await expect(page.getByText("1001")).toBeVisible();
  await expect(page.getByRole("link", { name: "support@tandem.example" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Abmelden" })).toBeVisible();
  await checkA11y();
});
