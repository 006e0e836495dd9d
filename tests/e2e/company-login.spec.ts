import { expect, expectJavaScript, test } from "./fixtures";

test("a company user logs in, sees the company home, switches to English and logs out", async ({
  page,
  login,
  checkA11y,
  jsEnabled,
}) => {
  // Given Olaf, owner of Muster Maschinenbau GmbH, who opens the company portal
  await login("company-olaf", "/b2b");

  // Then he is greeted and sees the company he manages
  await expect(page).toHaveURL(/\/b2b\/home$/);
  await expectJavaScript(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen, Olaf Ostermann");
  await expect(page.getByText("Sie verwalten das Unternehmen Muster Maschinenbau GmbH.")).toBeVisible();
  await checkA11y();

  // When he switches to English
  await page.getByLabel("Sprache").selectOption("en");
  await page.getByRole("button", { name: "Ändern" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Olaf Ostermann");
  await expect(page.getByText("You manage the company Muster Maschinenbau GmbH.")).toBeVisible();
  await checkA11y();

  // When he logs out and confirms at the identity provider
  await page.getByRole("button", { name: "Log out" }).click();
  await checkA11y();
  await page.getByRole("button", { name: "Yes, sign out" }).click();
  await expect(page).toHaveURL(/\/auth\/logged-out\?unit=company/);
  await checkA11y();

  // Then the company portal needs a login again, at the company provider
  await page.goto("/enterprise/home");
  await expect(page).toHaveURL(/\/idp\/company\/interaction\//);
});
