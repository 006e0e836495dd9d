import { expect, expectJavaScript, test } from "./fixtures";

/**
 * One company user per project, used by no other journey: this one stores English with the user, and
 * a journey logging in with the same user meanwhile would read English.
 */
const users = {
  nojs: { sub: "company-lotte", name: "Lotte Lange", company: "Muster Maschinenbau GmbH" },
  js: { sub: "company-lars", name: "Lars Lorenz", company: "Beispiel Software AG" },
};

test("a company user logs in, sees the company home, switches to English and logs out", async ({
  page,
  login,
  checkA11y,
  jsEnabled,
}) => {
  const user = jsEnabled ? users.js : users.nojs;
  // Given the owner of a company, who opens the company portal
  await login(user.sub, "/b2b");

  // Then the user is greeted and sees the company they manage
  await expect(page).toHaveURL(/\/b2b\/home$/);
  await expectJavaScript(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Willkommen, ${user.name}`);
  await expect(page.getByText(`Sie verwalten das Unternehmen ${user.company}.`)).toBeVisible();
  await checkA11y();

  // When the user switches to English
  await page.getByLabel("Sprache").selectOption("en");
  await page.getByRole("button", { name: "Ändern" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${user.name}`);
  await expect(page.getByText(`You manage the company ${user.company}.`)).toBeVisible();
  await checkA11y();

  // When the user logs out and confirms at the identity provider
  await page.getByRole("button", { name: "Log out" }).click();
  await checkA11y();
  await page.getByRole("button", { name: "Yes, sign out" }).click();
  await expect(page).toHaveURL(/\/auth\/logged-out\?unit=company/);
  await checkA11y();

  // Then the company portal needs a login again, at the company provider
  await page.goto("/enterprise/home");
  await expect(page).toHaveURL(/\/idp\/company\/interaction\//);
});
