import { expect, test } from "./fixtures";

test("feedback with a negative rating and two reasons stores the exact payload and never asks again", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  const sub = jsEnabled ? "applicant-felix" : "applicant-fiona";
  const text = `Die Navigation ist mir unklar (${jsEnabled ? "js" : "nojs"}).`;
  await signedIn(sub, "/ds/documents");
  const prompt = page
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: "Feedback geben" });
  await expect(prompt).toBeVisible();
  await prompt.click();

  // Without JavaScript a page whose server answers a missing rating; with it a dialog whose submit waits for one
  const scope = jsEnabled ? page.getByRole("dialog") : page.getByRole("main");
  const submit = scope.getByRole("button", { name: "Feedback senden" });
  if (jsEnabled) {
    await expect(scope).toBeVisible();
    await expect(submit).toBeDisabled();
  } else {
    await expect(page).toHaveURL(/\/ds\/feedback$/);
    await submit.click();
    await expect(page.getByRole("alert")).toContainText("Bewertung muss angegeben werden");
  }
  await checkA11y();

  await scope.getByLabel("Nicht gut").check();
  await expect(submit).toBeEnabled();
  await scope.getByLabel("Verwirrend").check();
  await scope.getByLabel("Ich brauche mehr Hilfe").check();
  await scope.getByLabel("Möchtest du uns noch etwas sagen?").fill(text);
  await submit.click();
  await expect(page.getByText("Vielen Dank!")).toBeVisible();
  await checkA11y();
  // the thank-you closes (the dialog, or the page back to the home)
  await page.getByRole(jsEnabled ? "button" : "link", { name: "Schließen" }).click();
  if (jsEnabled) await expect(page.getByRole("dialog")).toHaveCount(0);
  else await expect(page).toHaveURL(/\/ds\/home$/);

  // The prompt never comes back
  await expect(prompt).toHaveCount(0);
  await page.goto("/ds/documents");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.context().clearCookies();

  // Support staff see the payload as sent, rating and reasons named
  await signedIn("staff-svenja", "/advisor/support/feedback");
  const row = page.getByRole("row").filter({ hasText: text });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole("cell");
  await expect(cells.nth(2)).toHaveText("Nicht gut");
  await expect(cells.nth(3)).toHaveText("Verwirrend, Ich brauche mehr Hilfe");
  await expect(cells.nth(4)).toHaveText(text);
  await expect(cells.nth(5)).toHaveText(/Mozilla\/5\.0/);
  if (jsEnabled) await expect(cells.nth(6)).toHaveText(/^\d+×\d+$/);
  else await expect(cells.nth(6)).toHaveText("–");
  await checkA11y();
});
