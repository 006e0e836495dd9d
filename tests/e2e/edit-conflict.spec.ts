/**
 * Two company users edit the same job opening: the second save does not silently overwrite the first
 * one, it shows both versions side by side and lets the user decide (optimistic concurrency, RFC 9110).
 */
import { checkPageA11y, demoAccount, ensureGerman, expect, signInDirectly, test } from "./fixtures";

test("two users save the same job opening: the second sees both versions and keeps hers", async ({
  page,
  browser,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(240_000); // two users in two browsers, every page scanned by axe: the default 60 s is too short for it on a shared 2-core machine
  // one pair of users per project, each may edit job openings of Muster Maschinenbau
  const [first, second] = jsEnabled ? ["company-gustav", "company-julia"] : ["company-greta", "company-jakob"];

  // Given a draft job opening created by the first user
  await signedIn(first, "/b2b/job-openings/manage/study");
  await expect(page.getByText("Schritt 1 von 4")).toBeVisible();
  await checkA11y();
  await page.getByLabel("Studienort").selectOption({ label: "Berlin" });
  await page.getByLabel("Studiengang").selectOption("Informatik (B.Sc.)");
  await page.getByLabel("Studienbeginn").fill("2027-10-01");
  await page.getByLabel("Anzahl gesuchter Studierender").fill("1");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/\/b2b\/job-openings\/[0-9a-f-]{36}\/manage\/job$/);
  const id = /job-openings\/([0-9a-f-]{36})\//.exec(page.url())![1];
  const studyStep = `/b2b/job-openings/${id}/manage/study`;

  // And both users have its first step open
  await page.goto(studyStep);
  await expect(page.getByLabel("Anzahl gesuchter Studierender")).toHaveValue("1");
  await checkA11y();
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled, locale: "de-DE" });
  const other = await context.newPage();
  await signInDirectly(other, second, studyStep);
  await expect(other.getByLabel("Anzahl gesuchter Studierender")).toHaveValue("1");
  await checkPageA11y(other, browser, jsEnabled);

  // When the first user saves two students
  await page.getByLabel("Anzahl gesuchter Studierender").fill("2");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/\/manage\/job$/);
  await checkA11y();

  // And the second user, who still sees the old version, saves three students and a later start
  await other.getByLabel("Anzahl gesuchter Studierender").fill("3");
  await other.getByLabel("Studienbeginn").fill("2027-11-01");
  await other.getByRole("button", { name: "Weiter" }).click();

  // Then she gets the conflict page: the saved values beside what she typed, nothing lost
  await expect(other.getByRole("heading", { name: "Jemand anderes hat inzwischen gespeichert" })).toBeVisible();
  await expect(other).toHaveURL(/\/manage\/study$/);
  await expect(
    other.getByRole("link", { name: "Anzahl gesuchter Studierender wurde unterschiedlich ausgefüllt" }),
  ).toBeVisible();
  await expect(other.getByRole("link", { name: "Studienbeginn wurde unterschiedlich ausgefüllt" })).toBeVisible();
  const row = (label: string) => other.getByRole("row", { name: new RegExp(`^${label}`) });
  await expect(row("Anzahl gesuchter Studierender").getByRole("cell")).toHaveText(["2", "3"]);
  await expect(row("Studienbeginn").getByRole("cell")).toHaveText(["01.10.2027", "01.11.2027"]);
  await expect(row("Studienort").getByRole("cell")).toHaveText(["Berlin", "Berlin"]);
  await checkPageA11y(other, browser, jsEnabled);

  // When she keeps her input
  await other.getByRole("button", { name: "Meine Eingaben speichern" }).click();

  // Then her values are saved over the new version, and the first user sees them too
  await expect(other).toHaveURL(/\/manage\/job$/);
  await checkPageA11y(other, browser, jsEnabled);
  await page.goto(studyStep);
  await expect(page.getByLabel("Anzahl gesuchter Studierender")).toHaveValue("3");
  await expect(page.getByLabel("Studienbeginn")).toHaveValue("2027-11-01");
  await checkA11y();
  await context.close();
});

test("two users save the same employee: each sees both versions, one keeps hers, the other takes the saved ones", async ({
  page,
  browser,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(240_000); // two users in two browsers, every page scanned by axe: the default 60 s is too short for it on a shared 2-core machine
  // the owner and the employee manager of Muster Maschinenbau (the manager works in English); each project
  // edits its own employee, whose department no other journey changes
  const employee = demoAccount(jsEnabled ? "company-julia" : "company-jakob");

  // Given the owner on the edit page of an employee
  await signedIn("company-olaf", "/b2b/employees");
  // the owners' language is also switched by company-login.spec.ts, which may run at the same time
  await ensureGerman(page);
  await checkA11y();
  await page.getByRole("row").filter({ hasText: employee.email }).getByRole("link").click();
  await expect(page).toHaveURL(/\/b2b\/employees\/edit\/[0-9a-f-]{36}$/);
  const editUrl = new URL(page.url()).pathname;
  await checkA11y();

  // And the employee manager has the same page open
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled, locale: "de-DE" });
  const other = await context.newPage();
  await signInDirectly(other, "company-emil", editUrl);
  await expect(other.getByLabel("Department")).toBeVisible();
  await checkPageA11y(other, browser, jsEnabled);

  // When the owner saves a new department
  await page.getByLabel("Abteilung").fill("Einkauf");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Die Änderungen wurden gespeichert.")).toBeVisible();
  await checkA11y();

  // And the manager, who still sees the old version, saves another department and a position
  await other.getByLabel("Department").fill("Sales");
  await other.getByLabel("Position").fill("Team lead");
  await other.getByRole("button", { name: "Save", exact: true }).click();

  // Then she gets the conflict page: the saved values beside what she typed, nothing lost
  await expect(other.getByRole("heading", { name: "Someone else has saved in the meantime" })).toBeVisible();
  await expect(other.getByRole("link", { name: "Department was filled in differently" })).toBeVisible();
  const row = (p: typeof other, label: string) => p.getByRole("row", { name: new RegExp(`^${label}`) });
  await expect(row(other, "Department").getByRole("cell")).toHaveText(["Einkauf", "Sales"]);
  await expect(row(other, "Position").getByRole("cell").nth(1)).toHaveText("Team lead");
  // only the membership is the company's: the person's own data is not on the page
  await expect(row(other, "First name")).toHaveCount(0);
  // permissions read as their labels, never as the stored names
  const permissions = row(other, "Permissions").getByRole("cell");
  await expect(permissions.nth(0)).toContainText("Create job openings");
  await expect(permissions.nth(1)).toContainText("Create job openings");
  await expect(row(other, "Permissions")).not.toContainText("create_job_openings");
  await checkPageA11y(other, browser, jsEnabled);

  // When she keeps her input
  await other.getByRole("button", { name: "Save my input" }).click();

  // Then it is saved over the new version, permissions unchanged, and the owner sees it too
  await expect(other.getByText("Your changes have been saved.")).toBeVisible();
  await expect(other.getByLabel("Department")).toHaveValue("Sales");
  await expect(other.getByLabel("Position")).toHaveValue("Team lead");
  await expect(other.getByLabel("Create job openings")).toBeChecked();
  await checkPageA11y(other, browser, jsEnabled);

  // When the owner, still on the page of her own save, saves yet another department
  await page.getByLabel("Abteilung").fill("Einkauf Süd");
  await page.getByRole("button", { name: "Speichern" }).click();

  // Then she gets the conflict page in German, and takes the saved version
  await expect(page.getByRole("heading", { name: "Jemand anderes hat inzwischen gespeichert" })).toBeVisible();
  await expect(row(page, "Abteilung").getByRole("cell")).toHaveText(["Sales", "Einkauf Süd"]);
  await expect(row(page, "Berechtigungen").getByRole("cell").nth(0)).toContainText("Stellen anlegen");
  await checkA11y();
  await page.getByRole("button", { name: "Gespeicherte Fassung übernehmen" }).click();

  // Then the form shows the saved values again
  await expect(page).toHaveURL(new RegExp(`${editUrl}$`));
  await expect(page.getByLabel("Abteilung")).toHaveValue("Sales");
  await expect(page.getByLabel("Position")).toHaveValue("Team lead");
  await checkA11y();

  // When the owner asks to remove the employee
  await page.goto(`${editUrl}?delete`);
  const confirm = page.getByRole("button", { name: "Ja, endgültig entfernen" });
  await expect(confirm).toBeVisible();
  await checkA11y();

  // And meanwhile the manager changes the position
  await other.getByLabel("Position").fill("Head of sales");
  await other.getByRole("button", { name: "Save", exact: true }).click();
  await expect(other.getByText("Your changes have been saved.")).toBeVisible();
  await checkPageA11y(other, browser, jsEnabled);

  // When the owner confirms the removal of what she saw
  await confirm.click();

  // Then nothing is removed and she is told why, with the current details on the page
  await expect(page.getByTestId("employee-error")).toHaveText(
    "Diese Person wurde inzwischen von jemand anderem geändert. Es wurde nichts gelöscht: Bitte prüfen Sie die aktuellen Angaben und löschen Sie danach erneut, falls das noch gewünscht ist.",
  );
  await expect(page.getByLabel("Position")).toHaveValue("Head of sales");
  await checkA11y();
  await page.goto("/b2b/employees");
  await expect(page.getByRole("row").filter({ hasText: employee.email })).toHaveCount(1);
  await checkA11y();
  await context.close();
});

test("the owner saves the company's portrait in two windows: the second sees both versions and takes the saved one", async ({
  page,
  browser,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(240_000); // two sessions in two browsers, every page scanned by axe: the default 60 s is too short for it on a shared 2-core machine
  // only the owner may change the portrait: the same owner in two windows, each project its own company
  const owner = jsEnabled ? "company-olaf" : "company-berta";
  const field = (p: typeof page, name: string) => p.getByRole("textbox", { name, exact: true });

  // Given the portrait open in two windows
  await signedIn(owner, "/b2b/company/portrait");
  // the owners' language is also switched by company-login.spec.ts, which may run at the same time
  await ensureGerman(page);
  await expect(page.getByRole("heading", { level: 2, name: "Portrait" })).toBeVisible();
  await checkA11y();
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled, locale: "de-DE" });
  const other = await context.newPage();
  await signInDirectly(other, owner, "/b2b/company/portrait");
  await ensureGerman(other);
  await expect(field(other, "Ansprechperson")).toBeVisible();

  // When the first window saves a contact person
  const saved = `Karla Kontakt ${jsEnabled ? "js" : "nojs"}`;
  await field(page, "Ansprechperson").fill(saved);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Das Portrait wurde gespeichert.")).toBeVisible();

  // And the second, which still shows the old version, saves another one
  await field(other, "Ansprechperson").fill("Otto Anders");
  await other.getByRole("button", { name: "Speichern" }).click();

  // Then it gets the conflict page: the saved value beside what was typed, nothing lost
  await expect(other.getByRole("heading", { name: "Jemand anderes hat inzwischen gespeichert" })).toBeVisible();
  await expect(other).toHaveURL(/\/b2b\/company\/portrait$/);
  await expect(other.getByRole("link", { name: "Ansprechperson wurde unterschiedlich ausgefüllt" })).toBeVisible();
  const row = other.getByRole("row", { name: /^Ansprechperson/ });
  await expect(row.getByRole("cell")).toHaveText([saved, "Otto Anders"]);
  await checkPageA11y(other, browser, jsEnabled);

  // When it takes the saved version
  await other.getByRole("button", { name: "Gespeicherte Fassung übernehmen" }).click();

  // Then the form shows the saved contact again, and a save from it goes through
  await expect(field(other, "Ansprechperson")).toHaveValue(saved);
  await other.getByRole("button", { name: "Speichern" }).click();
  await expect(other.getByText("Das Portrait wurde gespeichert.")).toBeVisible();
  await checkPageA11y(other, browser, jsEnabled);
  await context.close();
});
