import { expect, test, throughSilentLogin } from "./fixtures";

test("a company user creates a job opening in four steps without losing anything typed, and publishes it", async ({
  page,
  login,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(300_000); // four steps with a real silent re-login, twelve pages scanned by axe: the default 60 s is too short for it on a shared 2-core machine
  const title = `Duales Studium Informatik ${jsEnabled ? "JS" : "ohne JS"} ${Date.now()}`;

  // Given a company user who may create job openings (one per project)
  await login(jsEnabled ? "company-gustav" : "company-greta", "/b2b/job-openings");
  await expect(page.getByRole("heading", { level: 1, name: "Stellenangebote" })).toBeVisible();
  await checkA11y();

  // Step 1 (study)
  await page.getByRole("link", { name: "Neues Stellenangebot" }).click();
  await expect(page).toHaveURL(/\/b2b\/job-openings\/manage\/study\?attempt=[0-9a-f]{32}$/);
  await expect(page.getByText("Schritt 1 von 4")).toBeVisible();
  await checkA11y();
  await page.getByLabel("Studienort").selectOption({ label: "Berlin" });
  await page.getByLabel("Studiengang").selectOption("Informatik (B.Sc.)");
  await page.getByLabel("Studienbeginn").fill("2027-10-01");
  await page.getByLabel("Anzahl gesuchter Studierender").fill("1");
  await page.getByRole("button", { name: "Weiter" }).click();

  // Step 2 (position) with a mistake: no title and a link that is not an address
  await expect(page).toHaveURL(/\/b2b\/job-openings\/[0-9a-f-]{36}\/manage\/job$/);
  await expect(page.getByText("Schritt 2 von 4")).toBeVisible();
  await page.getByLabel("Aufgaben").fill("Software für Werkzeugmaschinen entwickeln");
  await page.getByLabel("Das bieten Sie").fill("Ein Team, das dich begleitet");
  await page.getByLabel("Link zur Stellenanzeige").fill("keine adresse");
  await page.getByLabel("Hybrid").check();
  await page.getByLabel("Ausbildungsort").fill("Stuttgart");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(
    page.getByRole("heading", { name: "Bitte füllen Sie alle erforderlichen Felder korrekt aus!" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Stellenbezeichnung muss angegeben werden" })).toBeVisible();
  await expect(page.getByRole("link", { name: /http:\/\/ oder https:\/\// })).toBeVisible();
  await expect(page.getByLabel("Aufgaben")).toHaveValue("Software für Werkzeugmaschinen entwickeln");
  await checkA11y();

  // Back to step 1: nothing lost there, and nothing lost on step 2 when coming back
  await page.getByRole("button", { name: "Zurück" }).click();
  await expect(page).toHaveURL(/\/manage\/study$/);
  await expect(page.getByLabel("Studiengang")).toHaveValue("Informatik (B.Sc.)");
  await expect(page.getByLabel("Studienbeginn")).toHaveValue("2027-10-01");
  await expect(page.getByLabel("Anzahl gesuchter Studierender")).toHaveValue("1");
  await expect(page.getByLabel("Studienort").locator("option:checked")).toHaveText("Berlin");
  await checkA11y();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/\/manage\/job$/);
  await expect(page.getByText("Ihre zuletzt eingegebenen Angaben wurden wiederhergestellt.")).toBeVisible();
  await expect(page.getByLabel("Aufgaben")).toHaveValue("Software für Werkzeugmaschinen entwickeln");
  await expect(page.getByLabel("Link zur Stellenanzeige")).toHaveValue("keine adresse");
  await expect(page.getByLabel("Hybrid")).toBeChecked();
  await checkA11y();
  await page.getByLabel("Stellenbezeichnung").fill(title);
  await page.getByLabel("Link zur Stellenanzeige").fill("https://muster.example/karriere");
  await page.getByRole("button", { name: "Weiter" }).click();

  // Step 3 (requirements): the portal session ends before saving
  await expect(page).toHaveURL(/\/manage\/requirements$/);
  await expect(page.getByText("Schritt 3 von 4")).toBeVisible();
  await checkA11y();
  // a long answer: more than the session cookie could carry (the stash waits on the server)
  const skills =
    `Neugier und Freude an Technik. ${"Sorgfalt, Teamgeist und Lust auf Verantwortung. ".repeat(36)}`.trim();
  expect(skills.length).toBeGreaterThan(1500);
  await page.getByLabel("Gewünschte Fähigkeiten").fill(skills);
  await page.getByLabel("Programmierung").selectOption("2");
  const restoredNotice = page.getByText("Ihre zuletzt eingegebenen Angaben wurden wiederhergestellt.");
  await expect(restoredNotice).toBeHidden();
  await page.context().clearCookies({ name: "tandem_session" });
  await throughSilentLogin(page, jsEnabled, () => page.getByRole("button", { name: "Weiter" }).click());

  // After logging in again she is back on step 3 with what she typed, and is told so
  await expect(page).toHaveURL(/\/manage\/requirements$/);
  await expect(restoredNotice).toBeVisible();
  await expect(page.getByLabel("Gewünschte Fähigkeiten")).toHaveValue(skills);
  await expect(page.getByLabel("Programmierung")).toHaveValue("2");
  await checkA11y();
  await page.getByRole("button", { name: "Weiter" }).click();

  // Step 4: everything for review with change links, then publish
  await expect(page).toHaveURL(/\/manage\/finish$/);
  await expect(page.getByText("Schritt 4 von 4")).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText("Programmierung: Erweiterte Kenntnisse")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ändern Stellenbezeichnung" })).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page).toHaveURL(/\/b2b\/job-openings\/[0-9a-f-]{36}\/overview$/);
  await expect(page.getByText("Das Stellenangebot ist veröffentlicht.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Offene Plätze: 1 von 1")).toBeVisible();
  await checkA11y();

  // The list shows it among the open openings
  await page.goto("/b2b/job-openings");
  await page.getByLabel("Nach Status filtern").selectOption("open");
  await page.getByRole("button", { name: "Anzeigen" }).click();
  await expect(page).toHaveURL(/status=open/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Offen");
  await expect(row).toContainText("1 von 1");
  await checkA11y();

  // Closing asks first; then the opening is closed
  await row.getByRole("link", { name: title }).click();
  await page.getByRole("link", { name: "Übersicht" }).click();
  await page.getByRole("link", { name: "Schließen" }).click();
  await expect(page.getByRole("heading", { name: "Stellenangebot schließen?" })).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Ja, schließen" }).click();
  await expect(page.getByText("Das Stellenangebot ist geschlossen.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Wieder öffnen" })).toBeVisible();
  await checkA11y();
});
