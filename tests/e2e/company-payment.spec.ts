import { PNG } from "./files";
import { expect, test } from "./fixtures";

/**
 * Payment details: the owner enters a German IBAN and gets bank name and BIC filled in (with
 * JavaScript while typing, without it through "Bank nachschlagen"), saves and sees the success message;
 * then an invalid IBAN gets a field error and the typed value is kept. Each project edits its own
 * company (nojs: Beispiel Software as berta, js: Muster Maschinenbau as olaf), so parallel runs never race.
 */
test("the owner enters a German IBAN, gets bank and BIC filled in, saves; an invalid IBAN is refused and kept", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(240_000); // the IBAN form twice (refused, then saved), an invoice PDF and five pages scanned by axe: the default 60 s is too short for it on a shared 2-core machine
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  const owner = jsEnabled
    ? { sub: "company-olaf", name: "Muster Maschinenbau GmbH", iban: "DE02 5001 0517 0137 0750 30" }
    : { sub: "company-berta", name: "Beispiel Software AG", iban: "DE02 1203 0000 0000 2020 51" };
  const bank = jsEnabled
    ? { name: "ING-DiBa", bic: "INGDDEFFXXX" }
    : { name: "Deutsche Kreditbank Berlin", bic: "BYLADEM1001" };

  // The company area opens on its data; the payment details are one tab further
  await signedIn(owner.sub, "/b2b/company");
  await expect(page).toHaveURL(/\/b2b\/company\/data$/);
  await expect(page.getByRole("heading", { level: 1, name: "Unternehmen" })).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Zahlungsdaten", exact: true }).click();
  await expect(page).toHaveURL(/\/b2b\/company\/payment$/);
  await expect(page.getByRole("heading", { level: 2, name: "Zahlungsdaten" })).toBeVisible();
  await checkA11y();

  // A German IBAN: bank name and BIC are filled in from the bank code
  await field("Kontoinhaber").fill(owner.name);
  await field("Bank").fill("");
  await field("BIC").fill("");
  await field("IBAN").fill(owner.iban);
  if (!jsEnabled) await page.getByRole("button", { name: "Bank nachschlagen" }).click();
  await expect(field("Bank")).toHaveValue(bank.name);
  await expect(field("BIC")).toHaveValue(bank.bic);
  await expect(page.getByTestId("bank-lookup-status")).toContainText(jsEnabled ? bank.name : "eingetragen");
  // everything typed is still there
  await expect(field("Kontoinhaber")).toHaveValue(owner.name);
  await expect(field("IBAN")).toHaveValue(owner.iban);
  await checkA11y();

  await field("E-Mail-Adresse der Buchhaltung").fill("buchhaltung@example.org");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Ihre Zahlungsdaten wurden erfolgreich geändert")).toBeVisible();
  await expect(field("IBAN")).toHaveValue(owner.iban.replace(/\s/g, ""));
  await expect(field("BIC")).toHaveValue(bank.bic);
  await checkA11y();

  // An invalid IBAN (wrong check digits): field error, summary, the typed value kept, nothing saved
  const wrong = "DE00 1234 5678 9012 3456 78";
  await field("IBAN").fill(wrong);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(
    page.getByRole("heading", { name: "Bitte füllen Sie alle erforderlichen Felder korrekt aus!" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Bitte geben Sie eine gültige IBAN ein" })).toBeVisible();
  await expect(page.locator("#payment-iban-error")).toHaveText("Bitte geben Sie eine gültige IBAN ein");
  await expect(field("IBAN")).toHaveValue(wrong);
  await expect(field("Kontoinhaber")).toHaveValue(owner.name);
  await checkA11y();
  await page.goto("/b2b/company/payment");
  await expect(field("IBAN")).toHaveValue(owner.iban.replace(/\s/g, ""));
});

test("an employee without the permission sees the payment details read-only, and a forged change is refused", async ({
  page,
  signedIn,
  checkA11y,
}) => {
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  // Erika (Muster Maschinenbau) may work on job openings and contracts, not on payment details
  await signedIn("company-erika", "/b2b/company/payment");
  await expect(page.getByTestId("payment-no-permission")).toContainText(
    "Sie haben keine Berechtigung, die Zahlungsdaten zu ändern",
  );
  await expect(field("IBAN")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Speichern" })).toHaveCount(0);
  await checkA11y();
  // a forged POST through the page (as a hand-made form would send it) is refused by the API
  const res = await page.request.post("/b2b/company/payment", {
    form: { intent: "save", ownerName: "Erika", iban: "DE02120300000000202051", paymentType: "direct_transfer" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain("Sie haben keine Berechtigung für diese Aktion.");
});

test("the owner edits the company data with a picture, the portrait, and the own profile tabs", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(240_000); // company data, a picture upload, the portrait and four profile tabs, all scanned by axe: the default 60 s is too short for it on a shared 2-core machine
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  await signedIn(jsEnabled ? "company-olaf" : "company-berta", "/b2b/company/data");
  await expect(page.getByRole("heading", { level: 2, name: "Unternehmensdaten" })).toBeVisible();

  // Company data: a wrong website is refused with everything typed kept, then saved
  await field("Standorte").fill("Hamburg\nKiel");
  await field("Webseite").fill("beispiel.example");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(
    page.getByRole("heading", { name: "Bitte füllen Sie alle erforderlichen Felder korrekt aus!" }),
  ).toBeVisible();
  await expect(field("Standorte")).toHaveValue("Hamburg\nKiel");
  await checkA11y();
  await field("Webseite").fill("https://beispiel.example");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Die Unternehmensdaten wurden gespeichert.")).toBeVisible();
  await expect(field("Standorte")).toHaveValue("Hamburg\nKiel");

  // The company picture: a png is stored and shown
  await page.getByLabel("Bilddatei (JPEG oder PNG, höchstens 14 MB)").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await page.getByRole("button", { name: "Bild hochladen" }).click();
  await expect(page.getByText("Das Bild wurde gespeichert.")).toBeVisible();
  await expect(page.getByRole("img", { name: /^Profilbild von / })).toBeVisible();
  await checkA11y();

  // Portrait
  await page.getByRole("link", { name: "Portrait", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Portrait" })).toBeVisible();
  await field("Über uns").fill("Wir entwickeln Software für den Mittelstand.");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Das Portrait wurde gespeichert.")).toBeVisible();
  await expect(field("Über uns")).toHaveValue("Wir entwickeln Software für den Mittelstand.");
  await checkA11y();

  // Own profile: settings, notifications, consents
  await page.getByRole("link", { name: "Profil", exact: true }).click();
  await expect(page).toHaveURL(/\/b2b\/profile\/settings$/);
  await field("Telefon").fill("+49 40 3330199");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Ihre Daten wurden gespeichert.")).toBeVisible();
  await expect(field("Telefon")).toHaveValue("+49 40 3330199");
  await checkA11y();

  await page.getByRole("link", { name: "Benachrichtigungen", exact: true }).click();
  const newsletter = page.getByLabel("Wöchentlicher Newsletter zu Ihren Stellenangeboten");
  await newsletter.check();
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Ihre Benachrichtigungseinstellungen wurden gespeichert.")).toBeVisible();
  await expect(newsletter).toBeChecked();
  await checkA11y();

  await page.getByRole("link", { name: "Einwilligungen", exact: true }).click();
  await page.getByLabel("Eingewilligt", { exact: true }).check();
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Ihre Einwilligungen wurden gespeichert.")).toBeVisible();
  await expect(page.getByLabel("Eingewilligt", { exact: true })).toBeChecked();
  await checkA11y();
});
