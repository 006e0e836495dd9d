import { checkPageA11y, demoAccount, ensureGerman, expect, test, waitForHydration } from "./fixtures";

/** Each project its own company and invited person, so the parallel runs never race. */
const journeys = {
  nojs: { owner: "company-berta", company: "Beispiel Software AG", invited: "company-ines", salutation: "Frau" },
  js: { owner: "company-olaf", company: "Muster Maschinenbau GmbH", invited: "company-ivo", salutation: "Herr" },
};

test("an owner invites an employee who accepts through the e-mail link and may not change payment details", async ({
  page,
  browser,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.slow();
  const j = jsEnabled ? journeys.js : journeys.nojs;
  const person = demoAccount(j.invited);

  // Given the owner on the employees page
  await signedIn(j.owner, "/b2b/employees");
  // the owners' language is also switched by company-login.spec.ts, which may run at the same time
  await ensureGerman(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mitarbeitende");
  await checkA11y();

  // When the owner invites a new person with only "create job openings"
  await page.getByRole("link", { name: "Neue Mitarbeiterin / neuer Mitarbeiter" }).click();
  await expect(page).toHaveURL(/\/b2b\/employees\/edit$/);
  await checkA11y();
  await page.getByLabel("Anrede").selectOption({ label: j.salutation });
  await page.getByLabel("Vorname").fill(person.givenName);
  await page.getByLabel("Nachname").fill(person.familyName);
  await page.getByLabel("E-Mail-Adresse").fill(person.email);
  await page.getByLabel("Abteilung").fill("Ausbildung");
  await page.getByLabel("Stellen anlegen").check();
  await page.getByRole("button", { name: "Anlegen und einladen" }).click();

  // Then the person is listed as invited
  await expect(page).toHaveURL(/\/b2b\/employees$/);
  await expect(page.getByText("Die Einladung wurde versendet.")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: person.email });
  await expect(row).toContainText(j.salutation);
  await expect(row).toContainText("Eingeladen");
  await checkA11y();

  // And while the invitation is pending, its name is the company's to correct
  await row.getByRole("link").click();
  await expect(page.getByTestId("invited-hint")).toBeVisible();
  await expect(page.getByLabel("Vorname")).toHaveValue(person.givenName);
  await checkA11y();
  const editUrl = page.url();
  await page.goto("/b2b/employees");

  // When the invited person opens the link from the e-mail (development mailbox) in their own browser
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled, locale: "de-DE" });
  const invitee = await context.newPage();
  try {
    await invitee.goto(`/dev/mailbox?to=${encodeURIComponent(person.email)}`);
    const mail = invitee.getByRole("listitem").filter({ hasText: person.email }).first();
    // the mail speaks the inviter's language
    await expect(mail).toContainText(
      new RegExp(`(Einladung in das Unternehmensportal|Invitation to the company portal) (von|of) ${j.company}`),
    );
    const text = (await mail.locator("pre").textContent()) ?? "";
    const link = /https?:\/\/\S+\/b2b\/invitations\/[\w-]+/.exec(text)?.[0];
    expect(link).toBeTruthy();
    await invitee.goto(new URL(link!).pathname);
    await waitForHydration(invitee, jsEnabled);
    await expect(invitee.getByRole("heading", { level: 1 })).toHaveText("Einladung in das Unternehmensportal");
    await expect(invitee.getByText(`für ${j.company} mitzuarbeiten`)).toBeVisible();
    await checkPageA11y(invitee, browser, jsEnabled);

    // And accepts it and logs in with a new company login
    await invitee.getByRole("button", { name: "Einladung annehmen und anmelden" }).click();
    await expect(invitee).toHaveURL(/\/idp\/company\/interaction\//);
    await invitee.getByLabel("E-Mail-Adresse").fill(person.email);
    await invitee.getByLabel("Passwort").fill("tandem");
    await invitee.getByRole("button", { name: "Anmelden" }).click();

    // Then the person works for the company
    await expect(invitee).toHaveURL(/\/b2b\/home$/);
    await waitForHydration(invitee, jsEnabled);
    await expect(invitee.getByTestId("current-company")).toHaveText(`Sie verwalten das Unternehmen ${j.company}.`);
    await checkPageA11y(invitee, browser, jsEnabled);

    // But changing the payment details is refused with a clear message
    await invitee.goto("/b2b/company/payment");
    await waitForHydration(invitee, jsEnabled);
    await expect(invitee.getByTestId("payment-no-permission")).toContainText(
      "Sie haben keine Berechtigung, die Zahlungsdaten zu ändern",
    );
    await checkPageA11y(invitee, browser, jsEnabled);
  } finally {
    await context.close();
  }

  // And the owner sees the person as active now
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: person.email })).toContainText("Aktiv");

  // And on the edit page the person's own data is read-only: only the membership is the company's
  await page.goto(editUrl);
  const personData = page.getByTestId("person-read-only");
  await expect(personData).toContainText(person.givenName);
  await expect(personData).toContainText("Nur die Person selbst ändert sie in ihrem eigenen Profil");
  await expect(page.getByLabel("Vorname")).toHaveCount(0);
  await expect(page.getByLabel("Telefon")).toHaveCount(0);
  await checkA11y();
  await page.getByLabel("Abteilung").fill("Vertrieb");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Die Änderungen wurden gespeichert.")).toBeVisible();
  await expect(page.getByLabel("Abteilung")).toHaveValue("Vertrieb");
  await expect(page.getByTestId("person-read-only")).toContainText(person.familyName);
});
