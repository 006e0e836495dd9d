import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { demoAccount, expect, expectJavaScript, test } from "./fixtures";
import { runJobAt, withTheClock } from "./test-clock";

/**
 * One applicant per project (api/db/seed-my-data.ts): each downloads the data, deletes the account, is
 * restored by the advisor, deletes it again and is purged by the background job 15 days later (test clock).
 */
const applicants = { nojs: "applicant-dana", js: "applicant-dario" } as const;
const DAY = 24 * 60 * 60 * 1000;
const OPENING = "Duales Studium Wirtschaftsinformatik – IT-Betrieb";

test("an applicant downloads the data and deletes the account; the advisor restores it; after the grace period it is purged and the company sees an anonymous match", async ({
  page,
  signedIn,
  login,
  checkA11y,
  jsEnabled,
}) => {
  // three people, two logins through the provider, a download, the purge, and the other project's turn
  test.setTimeout(240_000);
  const applicant = demoAccount(jsEnabled ? applicants.js : applicants.nojs);
  const name = `${applicant.givenName} ${applicant.familyName}`;
  // the purge acts on every deletion due: the two projects' runs take turns with the clock
  await withTheClock(async () => {
    // Given her study advisor has recommended her for an opening of Beispiel Software
    await signedIn("staff-sabine", `/advisor/applicants?query=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name }).click();
    await page.getByRole("button", { name: `Empfehlen: ${OPENING}` }).click();
    await expect(page.getByText("Die Empfehlung ist gespeichert")).toBeVisible();
    await checkA11y();
    await page.context().clearCookies();

    // And the applicant opens "my data" from the profile
    await signedIn(applicant.sub, "/ds/profile/1");
    await expectJavaScript(page, jsEnabled);
    await page.getByRole("link", { name: "Meine Daten und Konto löschen" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Meine Daten" })).toBeVisible();
    await checkA11y();

    // When she downloads her data
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Meine Daten herunterladen (ZIP)" }).click();
    const download = await downloading;

    // Then the ZIP's JSON parses and holds her account and her documents, with a German README
    expect(download.suggestedFilename()).toMatch(/^tandem-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(strFromU8(files["README.txt"])).toContain("Deine Daten bei Tandem");
    const account = JSON.parse(strFromU8(files["account.json"]));
    expect(account).toMatchObject({ email: applicant.email, firstName: applicant.givenName });
    const documents = JSON.parse(strFromU8(files["documents.json"])) as { file: string; size: number }[];
    expect(documents.length).toBeGreaterThan(0);
    for (const doc of documents) expect(files[doc.file]?.length, doc.file).toBe(doc.size);
    const matches = JSON.parse(strFromU8(files["matches.json"])) as { company: string }[];
    expect(matches.map((m) => m.company)).toContain("Beispiel Software AG");

    // When she asks to delete the account without ticking the confirmation, the form says what is missing
    await page.getByRole("link", { name: "Konto löschen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Konto löschen" })).toBeVisible();
    await expect(page.getByTestId("deletion-kept")).toContainText("3 Jahre");
    await checkA11y();
    await page.getByRole("button", { name: "Konto löschen" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByText("Muss bestätigt werden").first()).toBeVisible();
    await checkA11y();

    // And confirms it
    await page
      .getByLabel("Ich habe verstanden, dass mein Konto und meine Daten nach 14 Tagen gelöscht werden.")
      .check();
    await page.getByRole("button", { name: "Konto löschen" }).click();

    // Then the page tells the date of the deletion and offers the undo
    await expect(page.getByRole("heading", { level: 1, name: "Dein Konto wird gelöscht" })).toBeVisible();
    await expect(page.getByTestId("deletion-pending")).toContainText(/nach dem \d{2}\.\d{2}\.\d{4} gelöscht/);
    await expect(page.getByRole("button", { name: "Löschung rückgängig machen" })).toBeVisible();
    await checkA11y();
    await page.context().clearCookies();

    // When her study advisor opens her page within the grace period and restores the account
    await signedIn("staff-sabine", `/advisor/applicants?query=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name }).click();
    const section = page.getByRole("region", { name: "Löschung des Kontos" });
    await expect(section).toContainText("Beantragt am");
    await section.getByRole("link", { name: "Konto wiederherstellen" }).click();
    await expect(section.getByRole("heading", { name: "Konto wirklich wiederherstellen?" })).toBeVisible();
    await checkA11y();
    await section.getByRole("button", { name: "Ja, Konto wiederherstellen" }).click();

    // Then the account stays and the trail says so
    await expect(page.getByText("Das Konto ist wiederhergestellt")).toBeVisible();
    await expect(page.getByRole("region", { name: "Löschung des Kontos" })).toHaveCount(0);
    await expect(page.getByTestId("audit-trail")).toContainText("Löschung des Kontos zurückgenommen");
    await expect(page.getByTestId("audit-trail")).toContainText("Eigene Daten heruntergeladen");
    await checkA11y();
    await page.context().clearCookies();

    // When she deletes the account again and signs in through the provider later
    await signedIn(applicant.sub, "/ds/profile/delete");
    await page
      .getByLabel("Ich habe verstanden, dass mein Konto und meine Daten nach 14 Tagen gelöscht werden.")
      .check();
    await page.getByRole("button", { name: "Konto löschen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dein Konto wird gelöscht" })).toBeVisible();
    await page.context().clearCookies();
    await login(applicant.sub, "/ds/home");

    // Then the login takes her to the date and the undo first
    await expect(page).toHaveURL(/\/ds\/profile\/delete$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dein Konto wird gelöscht" })).toBeVisible();
    await page.context().clearCookies();

    // When the grace period has passed (test clock: the purge job runs 15 days later)
    const result = await runJobAt(page, "purge-deleted-accounts", new Date(Date.now() + 15 * DAY));
    // the two projects take turns: hers is the only deletion due, and every one of her files is deleted
    expect(result.purged).toBe(1);
    expect(result.files).toBe(documents.length);
    expect(result.failedFiles).toBe(0);

    // Then she cannot sign in any more
    await page.goto("/ds/home");
    await expect(page).toHaveURL(/\/idp\/applicant\/interaction\//);
    await page.getByLabel("E-Mail-Adresse").fill(applicant.email);
    await page.getByLabel("Passwort").fill("tandem");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/auth\/error$/);
    await expect(page.getByText("Dein Konto wurde im System nicht gefunden")).toBeVisible();
    await checkA11y();
    await page.context().clearCookies();

    // And the company's list shows the match without her name, as an anonymous trace
    await signedIn("company-berta", "/b2b/job-openings?status=openWithActiveMatches");
    await page.getByRole("link", { name: OPENING }).click();
    await page.getByRole("link", { name: "Kontaktiert" }).click();
    const contacted = page.getByTestId("applicants-contacted");
    await expect(contacted).not.toContainText(name);
    await expect(contacted.getByTestId("applicant-anonymised").first()).toHaveText("Gelöschtes Profil");
    await expect(
      contacted
        .getByRole("row")
        .filter({ has: page.getByTestId("applicant-anonymised") })
        .first(),
    ).toContainText("Beendet – Die Bewerberin oder der Bewerber hat abgesagt.");
    await checkA11y();

    // And her advisor no longer finds her
    await page.context().clearCookies();
    await signedIn("staff-sabine", `/advisor/applicants?query=${encodeURIComponent(name)}`);
    await expect(page.getByRole("link", { name })).toHaveCount(0);
  });
});
