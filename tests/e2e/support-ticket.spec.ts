import { expect, test } from "./fixtures";

test("a company user opens a support ticket, support answers in the console, the user sees the answer and closes it", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(180_000); // three users one after another, ten pages scanned by axe: the default 60 s is too short for it on a shared 2-core machine
  const user = jsEnabled ? "company-till" : "company-tessa";
  const subject = `Frage zur Rechnung RE-2026-0094 (${jsEnabled ? "js" : "nojs"})`;
  const answer = "Die Rechnung ist korrekt, der Betrag wird am 15. abgebucht.";

  // Help: /b2b/help leads to the topics; a topic's answers open from their question, also without JavaScript
  await signedIn(user, "/b2b/help");
  await expect(page).toHaveURL(/\/b2b\/help\/start$/);
  await expect(page.getByRole("heading", { level: 1, name: "Hilfe" })).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Rechnungen und Zahlung" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rechnungen und Zahlung" })).toBeVisible();
  const answerText = page.getByText("Das Kooperationsentgelt wird je Semester");
  await expect(answerText).toBeHidden();
  await page.getByText("Wann erhalte ich Rechnungen?").click();
  await expect(answerText).toBeVisible();
  await checkA11y();

  // Contact: the notice, an empty submit shows the errors, a complete one opens the ticket
  await page.getByRole("link", { name: "Support kontaktieren" }).click();
  await expect(page).toHaveURL(/\/b2b\/help\/contact$/);
  const notice = page.getByRole("region", { name: "Hinweis" });
  await expect(notice).toBeVisible();
  await checkA11y();
  await page.getByLabel("Betreff").fill(subject);
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(page.getByRole("alert")).toContainText("Thema muss angegeben werden");
  await expect(page.getByLabel("Betreff")).toHaveValue(subject);
  await checkA11y();
  await page.getByLabel("Thema").selectOption({ label: "Rechnungen und Zahlung" });
  await page
    .getByRole("textbox", { name: "Nachricht", exact: true })
    .fill("Ist der Betrag der Rechnung RE-2026-0094 so richtig?");
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Anfrage erfolgreich gesendet" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText("Offen", { exact: true })).toBeVisible();
  const ticketUrl = page.url();
  await checkA11y();

  // The notice can be dismissed for good
  await page.getByRole("link", { name: "Zurück zu den Anfragen" }).click();
  await expect(page.getByRole("row").filter({ hasText: subject })).toBeVisible();
  await page.getByRole("button", { name: "Hinweis nicht mehr anzeigen" }).click();
  await expect(page.getByRole("region", { name: "Hinweis" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: "Hinweis" })).toHaveCount(0);
  await page.context().clearCookies();

  // Support answers in the console: the queue, the ticket, the answer (awaiting close)
  await signedIn("staff-svenja", "/advisor/support");
  await expect(page.getByRole("heading", { level: 1, name: "Support-Anfragen" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Support", exact: true })).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await page.getByLabel("Antwort an das Unternehmen").fill(answer);
  await page.getByRole("button", { name: "Antwort senden" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Antwort gesendet" })).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();
  await checkA11y();
  await page.context().clearCookies();

  // The user sees the answer and the status, and closes the ticket after confirming
  await signedIn(user, ticketUrl);
  await expect(page.getByText(answer)).toBeVisible();
  await expect(page.getByText("Wartet auf Abschluss", { exact: true })).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Anfrage schließen" }).click();
  if (jsEnabled) await expect(page.getByRole("dialog", { name: "Anfrage wirklich schließen?" })).toBeVisible();
  else await expect(page).toHaveURL(/\?confirm=close$/);
  await checkA11y();
  await page.getByRole("button", { name: "Ja, Anfrage schließen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Anfrage geschlossen" })).toBeVisible();
  await expect(page.getByText("Geschlossen", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Ihre Antwort")).toHaveCount(0);
  await checkA11y();
});
