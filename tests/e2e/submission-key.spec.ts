import { SUBMISSION_KEY_FIELD, SUBMISSION_KEY_PATTERN } from "../../contracts/submission";
import { expect, test } from "./fixtures";

test("a form that a proxy sends twice is applied once: every form that posts names its submission", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
  baseURL,
}) => {
  const subject = `Zweimal gesendet? (${jsEnabled ? "js" : "nojs"} ${Date.now()})`;

  // Given a company user on the support contact form
  await signedIn("company-berta", "/b2b/help/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await checkA11y();
  const fields = page.locator(`input[name="${SUBMISSION_KEY_FIELD}"]`);
  // (with and without JavaScript, every form that posts renders a key of its own as its first field: the
  // page is what React rendered, ADR 055)
  const posting = await page.locator('form[method="post"]').count();
  expect(posting).toBeGreaterThan(1);
  const firstFields = await page
    .locator('form[method="post"]')
    .evaluateAll((forms) => forms.map((form) => (form.querySelector("input") as HTMLInputElement | null)?.name));
  expect(firstFields.every((name) => name === SUBMISSION_KEY_FIELD)).toBe(true);
  const values = await fields.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(new Set(values).size).toBe(posting);
  for (const value of values) expect(value).toMatch(SUBMISSION_KEY_PATTERN);
  const contactForm = page.locator('form[method="post"]').filter({ has: page.getByLabel("Betreff") });
  const rendered = await contactForm.locator(`input[name="${SUBMISSION_KEY_FIELD}"]`).inputValue();

  // When the user sends the form
  await page.getByLabel("Betreff").fill(subject);
  await page.getByLabel("Thema").selectOption({ label: "Rechnungen und Zahlung" });
  await page.getByRole("textbox", { name: "Nachricht", exact: true }).fill("Kommt diese Anfrage einmal an?");
  const sent = page.waitForRequest((request) => request.method() === "POST");
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  const request = await sent;
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();

  // Then the submission names itself first in its body
  const body = request.postData() ?? "";
  const key = new URLSearchParams(body).get(SUBMISSION_KEY_FIELD) ?? "";
  expect(body.startsWith(`${SUBMISSION_KEY_FIELD}=`)).toBe(true);
  expect(key).toMatch(SUBMISSION_KEY_PATTERN);
  // without JavaScript the key the server rendered; with it, a new one for this submission
  if (jsEnabled) expect(key).not.toBe(rendered);
  else expect(key).toBe(rendered);

  // When a proxy sends the same request again (its upstream ended before it answered)
  const again = await page.request.post(request.url(), {
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(baseURL ?? "").origin },
    data: body,
    maxRedirects: 0,
  });
  expect(again.status()).toBeLessThan(500);

  // Then the ticket exists once
  await page.goto("/b2b/help/contact");
  await expect(page.getByRole("row").filter({ hasText: subject })).toHaveCount(1);
  await checkA11y();

  // And a new submission of the same text is a new ticket: the key names a submission, not its content
  await page.getByLabel("Betreff").fill(subject);
  await page.getByLabel("Thema").selectOption({ label: "Rechnungen und Zahlung" });
  await page.getByRole("textbox", { name: "Nachricht", exact: true }).fill("Kommt diese Anfrage einmal an?");
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await page.goto("/b2b/help/contact");
  await expect(page.getByRole("row").filter({ hasText: subject })).toHaveCount(2);
});
