import { pdfText } from "../pdf-text";
import { PDF } from "./files";
import { expect, test } from "./fixtures";
import { expectFitsPhone } from "./phone-fit";

const iso = (d: Date) => d.toISOString().slice(0, 10);

test("an examined applicant completes step 5 with an edited generated motivation text and signs the contract", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(150_000); // the partner search through the contract, seventeen pages scanned by axe: the default 60 s is too short for it on a shared 2-core machine
  // Given an applicant whose documents and first consultation the advisor has confirmed (one per project),
  // with a study start on the first of the month after next (seeded), so contract documents are allowed
  const sub = jsEnabled ? "applicant-erik" : "applicant-emma";
  const name = jsEnabled ? "Erik Ek" : "Emma Engel";
  await signedIn(sub, "/ds/application/partner-search/1");
  await expect(page.getByRole("heading", { level: 1, name: "Praxispartnersuche" })).toBeVisible();
  await expect(page.getByText("Schritt 5 von 5 · Teil 1 von 4")).toBeVisible();
  await checkA11y();

  // The contract step is still locked
  await page.goto("/ds/application/contract/1");
  await expect(page.getByRole("heading", { level: 1, name: "Dieser Schritt ist noch gesperrt" })).toBeVisible();
  await checkA11y();

  // Sub-step 2: no distance chosen → the German message; then +10 km
  await page.goto("/ds/application/partner-search/1");
  await page.getByRole("link", { name: "Suche beginnen" }).click();
  await expect(page).toHaveURL(/\/partner-search\/2$/);
  await page.getByRole("button", { name: "Speichern und weiter" }).click();
  await expect(
    page.getByRole("heading", { name: "Bitte fülle alle erforderlichen Felder korrekt aus!" }),
  ).toBeVisible();
  await expect(page.getByRole("group", { name: /Maximale Entfernung/ })).toContainText(
    "Maximale Entfernung muss angegeben werden",
  );
  await checkA11y();
  await page.getByLabel("+10 km").check();
  await page.getByRole("button", { name: "Speichern und weiter" }).click();

  // Sub-step 3: generate a draft from her data, see it with its counter, make it too long, then edit and save
  await expect(page).toHaveURL(/\/partner-search\/3$/);
  await checkA11y();
  const text = page.getByLabel("Motivationstext");
  await page.getByRole("button", { name: "Entwurf erstellen" }).click();
  await expect(text).toHaveValue(new RegExp(`^Hallo, ich bin ${name}\\. Ich möchte Wirtschaftsinformatik`));
  const draft = await text.inputValue();
  expect(draft).toContain("Deutsch (Muttersprache)");
  expect(draft).toContain("Englisch (C1)");
  await expect(page.getByText(`Noch ${1600 - draft.length} Zeichen`)).toBeVisible();
  await checkA11y();

  await text.fill("x".repeat(1601));
  await page.getByRole("button", { name: "Speichern und weiter" }).click();
  await expect(page.locator('[id$="-motivationText-error"]')).toHaveText(
    "Dein Text darf höchstens 1600 Zeichen lang sein",
  );
  await expect(text).toHaveValue("x".repeat(1601));
  await checkA11y();

  const edited = `${draft} In meiner Freizeit spiele ich Cello.`;
  await text.fill(edited);
  if (jsEnabled) await expect(page.getByText(`Noch ${1600 - edited.length} Zeichen`)).toBeVisible();
  await page.getByRole("button", { name: "Speichern und weiter" }).click();

  // Sub-step 4: the partner-found form asks for the tick and the contact data
  await expect(page).toHaveURL(/\/partner-search\/4$/);
  await checkA11y();
  await page.getByRole("button", { name: "Praxispartner angeben und abschließen" }).click();
  await expect(
    page.getByRole("heading", { name: "Bitte fülle alle erforderlichen Felder korrekt aus!" }),
  ).toBeVisible();
  await expect(page.getByText("Praxispartner muss gefunden sein").first()).toBeVisible();
  await expect(page.getByText("Kontaktdaten und Anschrift müssen angegeben werden.").first()).toBeVisible();
  await checkA11y();

  // She searches with her preferences instead and completes step 5
  await page.getByRole("button", { name: "Schritt 5 abschließen" }).click();
  await expect(page).toHaveURL(/\/partner-search\/done$/);
  await expect(page.getByRole("heading", { level: 1, name: "Praxispartnersuche abgeschlossen" })).toBeVisible();
  await checkA11y();

  // The saved motivation text is the edited one
  await page.goto("/ds/application/partner-search/3");
  await expect(page.getByLabel("Motivationstext")).toHaveValue(edited);

  // Searching is not enough to sign: without an accepted offer the contract step says why and where to go
  await page.goto("/ds/application/partner-search/done");
  await page.getByRole("link", { name: "Weiter zu Vertrag und Einschreibung" }).click();
  await expect(page).toHaveURL(/\/contract\/1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Noch kein Vertrag zu unterschreiben" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zu deinen Einladungen und Angeboten" })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await checkA11y();

  // She names the practice partner she found herself: now there is someone to sign with
  await page.getByRole("link", { name: "Ich habe schon einen Praxispartner" }).click();
  await expect(page).toHaveURL(/\/partner-search\/4$/);
  await page.getByLabel("Ich habe einen Praxispartner gefunden").check();
  await page
    .getByLabel("Kontaktdaten und Anschrift des Praxispartners")
    .fill("Muster GmbH, Frau Muster, 0711 123456, Hauptstraße 1, 70173 Stuttgart");
  await page.getByRole("button", { name: "Praxispartner angeben und abschließen" }).click();
  await expect(page).toHaveURL(/\/partner-search\/done$/);

  // Contract 1 and 2: review personal data and graduation, each part counted
  await page.getByRole("link", { name: "Weiter zu Vertrag und Einschreibung" }).click();
  await expect(page).toHaveURL(/\/contract\/1$/);
  await expect(page.getByText("Teil 1 von 4", { exact: true })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Die Angaben stimmen, weiter" }).click();
  await expect(page).toHaveURL(/\/contract\/2$/);
  await expect(page.getByText("Teil 2 von 4", { exact: true })).toBeVisible();
  await expect(page.getByText("Abitur/Matura")).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Die Angaben stimmen, weiter" }).click();

  // Contract 3: a proof older than 3 months at study start is refused with a clear message
  await expect(page).toHaveURL(/\/contract\/3$/);
  await expect(page.getByText("Teil 3 von 4", { exact: true })).toBeVisible();
  await expect(page.getByText("höchstens 3 Monate alt").first()).toBeVisible();
  await checkA11y();
  const now = new Date();
  const tooOld = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 0)); // day before intake − 3 months
  await page.getByLabel("Gesetzlich versichert").check();
  await page
    .getByRole("group", { name: /Versicherungsmeldung/ })
    .getByLabel("Ja")
    .check();
  await page.getByLabel("Datum des Versicherungsnachweises").fill(iso(tooOld));
  await page.getByRole("button", { name: "Speichern und weiter" }).click();
  await expect(page.getByText("Der Nachweis darf zu Studienbeginn höchstens 3 Monate alt sein.").first()).toBeVisible();
  await checkA11y();
  await page.getByLabel("Datum des Versicherungsnachweises").fill(iso(now));
  await page.getByRole("button", { name: "Speichern und weiter" }).click();

  // Contract 4: finishing before the upload is refused; the template is a PDF; the signed contract is uploaded
  await expect(page).toHaveURL(/\/contract\/4$/);
  await expect(page.getByText("Teil 4 von 4", { exact: true })).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Vertrag und Einschreibung abschließen" }).click();
  await expect(page.getByText("Lade zuerst deinen unterschriebenen Vertrag hoch.")).toBeVisible();
  await checkA11y();
  const template = await page.request.get("/ds/application/contract/template");
  expect(template.status()).toBe(200);
  expect(template.headers()["content-type"]).toBe("application/pdf");
  const bytes = await template.body();
  expect(bytes.toString("latin1").startsWith("%PDF-")).toBe(true);
  expect(await pdfText(bytes)).toContain("Wirtschaftsinformatik");

  const region = page.getByRole("region", { name: "2. Unterschriebenen Vertrag hochladen" });
  await region
    .locator('input[type="file"]')
    .setInputFiles({ name: "Vertrag-unterschrieben.pdf", mimeType: "application/pdf", buffer: PDF });
  await region.getByRole("button", { name: "Hochladen", exact: true }).click();
  await expect(region.getByRole("link", { name: /^Vertrag-unterschrieben\.pdf/ })).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Vertrag und Einschreibung abschließen" }).click();
  await expect(page).toHaveURL(/\/contract\/done$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vertrag und Einschreibung abgeschlossen" })).toBeVisible();
  await checkA11y();
  await expectFitsPhone(page, "contract/done");
});
