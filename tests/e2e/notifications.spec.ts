/**
 * Notifications, campaigns and news, in both projects with axe on every page:
 * - the advisor recommends an opening to the project's applicant (a new possible match): the applicant's
 *   navbar shows one unread notification, the list shows it, marking it read drops the count, and the
 *   e-mail copy to the applicant is in the development mailbox;
 * - the applicant registers for a campaign on the application overview and confirms taking part;
 * - a company user reads the notifications (the recommendation reached the company too) and the news with
 *   paging and one entry.
 * Each project has its own applicant (noah without JS, nele with JS); the company user only reads.
 */
import type { Browser } from "@playwright/test";
import { checkPageA11y, demoAccount, expect, signInDirectly, test } from "./fixtures";

const OPENING = "Duales Studium Informatik – IT-Sicherheit";

async function newUser(browser: Browser, jsEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled, locale: "de-DE" });
  const page = await context.newPage();
  return { context, page, checkA11y: () => checkPageA11y(page, browser, jsEnabled) };
}

test("a new possible match notifies the applicant in the navbar, the list and by e-mail; campaigns; company news", async ({
  page,
  browser,
  jsEnabled,
  signedIn,
  checkA11y,
}) => {
  test.setTimeout(180_000); // three users in three browsers, thirteen pages scanned by axe: the default 60 s is too short for it on a shared 2-core machine
  const sub = jsEnabled ? "applicant-nele" : "applicant-noah";
  const applicant = demoAccount(sub);
  const name = `${applicant.givenName} ${applicant.familyName}`;
  const advisor = await newUser(browser, jsEnabled);
  const company = await newUser(browser, jsEnabled);
  try {
    await test.step("applicant: no unread notifications yet", async () => {
      await signedIn(sub, "/ds/notifications");
      await expect(page.getByRole("heading", { level: 1, name: "Benachrichtigungen" })).toBeVisible();
      await expect(page.getByTestId("notifications-nav")).toHaveAccessibleName("Benachrichtigungen");
      await expect(page.getByText("Keine Benachrichtigungen vorhanden.")).toBeVisible();
      await checkA11y();
    });

    await test.step("advisor: recommends an opening to the applicant", async () => {
      await signInDirectly(advisor.page, "staff-sabine", "/advisor");
      await advisor.page.goto(`/advisor/applicants?query=${encodeURIComponent(applicant.familyName)}`);
      await advisor.page.getByRole("link", { name }).click();
      await expect(advisor.page.getByRole("heading", { level: 1, name })).toBeVisible();
      const section = advisor.page.getByTestId("advisor-matching");
      await section
        .getByRole("button", { name: `Empfehlen: ${OPENING}` })
        .first()
        .click();
      await expect(advisor.page.getByText("Die Empfehlung ist gespeichert")).toBeVisible();
      await advisor.checkA11y();
    });

    await test.step("applicant: the unread count and the entry show; marking it read drops the count", async () => {
      await page.goto("/ds/notifications");
      await expect(page.getByTestId("notifications-nav")).toHaveAccessibleName("Benachrichtigungen, 1 ungelesen");
      await expect(page.getByTestId("notifications-unread")).toHaveText("1");
      const entry = page.getByTestId("notification").first();
      await expect(entry).toContainText(
        `Deine Studienberatung schlägt dir „${OPENING}“ bei Muster Maschinenbau GmbH vor.`,
      );
      await expect(entry).toContainText("Ungelesen");
      await expect(page.getByTestId("notifications-summary")).toHaveText("1 insgesamt, 1 ungelesen");
      await checkA11y();
      await entry.getByRole("button", { name: /^Als gelesen markieren/ }).click();
      await expect(page.getByText("Die Benachrichtigung ist als gelesen markiert.")).toBeVisible();
      await expect(page.getByTestId("notifications-summary")).toHaveText("1 insgesamt, 0 ungelesen");
      await expect(page.getByTestId("notifications-nav")).toHaveAccessibleName("Benachrichtigungen");
      await expect(page.getByTestId("notifications-unread")).toHaveCount(0);
      await expect(page.getByTestId("notification").first()).toContainText("Gelesen");
      await checkA11y();
      // the entry leads to the opening
      await page.getByRole("link", { name: new RegExp(`schlägt dir „${OPENING}“`) }).click();
      await expect(page).toHaveURL(/\/ds\/selfmatching\/[\w-]+$/);
    });

    await test.step("the e-mail copy went to the applicant (development mailbox)", async () => {
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(applicant.email)}`);
      const mail = page.getByRole("listitem").filter({ hasText: applicant.email }).first();
      await expect(mail).toContainText("Neuer Praxispartner-Vorschlag");
      await expect(mail).toContainText(OPENING);
      await checkA11y();
    });

    await test.step("applicant: registers for a campaign on the application overview and takes part", async () => {
      await page.goto("/ds/application");
      const campaign = page.getByTestId("campaign").filter({ hasText: "Frühbewerber-Bonus" });
      await expect(campaign).toBeVisible();
      await checkA11y();
      await campaign.getByRole("button", { name: /^Anmelden/ }).click();
      await expect(page.getByText("Du bist für die Aktion angemeldet.")).toBeVisible();
      await expect(campaign).toContainText("Du bist angemeldet.");
      await checkA11y();
      await campaign.getByRole("button", { name: /^Teilnahme bestätigen/ }).click();
      await expect(page.getByText("Deine Teilnahme ist bestätigt.")).toBeVisible();
      await expect(campaign).toContainText("Du nimmst teil. Danke!");
      await expect(campaign.getByRole("button")).toHaveCount(0);
      await checkA11y();
    });

    await test.step("company: the recommendation is in the owner's notifications; news with paging", async () => {
      await signInDirectly(company.page, "company-olaf", "/b2b/notifications");
      await expect(company.page.getByRole("heading", { level: 1, name: "Benachrichtigungen" })).toBeVisible();
      await expect(company.page.getByTestId("notifications-nav")).toHaveAccessibleName(
        /^Benachrichtigungen, \d+ ungelesen$/,
      );
      // the newest four are on the first page: a journey running beside this one (the matching journey
      // notifies the same company) may have pushed the recommendation to a later page
      const recommendation = company.page.getByText(`Die Studienberatung empfiehlt ${name} für „${OPENING}“.`).first();
      for (let later = 2; later <= 5 && !(await recommendation.isVisible()); later++) {
        await company.page.goto(`/b2b/notifications?page=${later}`);
      }
      await expect(recommendation).toBeVisible();
      await company.checkA11y();
      await company.page.goto("/b2b/notifications");
      await company.page.getByRole("navigation", { name: "Seiten der Benachrichtigungen" }).getByRole("link").click();
      await expect(company.page).toHaveURL(/\/b2b\/notifications\?page=2$/);
      await expect(company.page.getByTestId("notification").first()).toBeVisible();
      await company.checkA11y();

      await company.page.goto("/b2b/news");
      await expect(company.page.getByRole("heading", { level: 1, name: "Neuigkeiten" })).toBeVisible();
      const teasers = company.page.getByTestId("news-teasers").getByRole("listitem");
      await expect(teasers).toHaveCount(3);
      await expect(teasers.first()).toContainText("Neue Studiengänge ab Oktober 2026");
      await company.checkA11y();
      await company.page.getByRole("navigation", { name: "Seiten der Neuigkeiten" }).getByRole("link").click();
      await expect(company.page).toHaveURL(/\/b2b\/news\?page=2$/);
      await expect(teasers).toHaveCount(1);
      await expect(teasers.first()).toContainText("Neues Portal für Bewerbung und Praxispartnersuche");
      await company.checkA11y();
      await teasers
        .first()
        .getByRole("link", { name: /^Weiterlesen/ })
        .click();
      await expect(company.page).toHaveURL(/\/b2b\/news\/[\w-]+$/);
      await expect(
        company.page.getByRole("heading", { level: 1, name: "Neues Portal für Bewerbung und Praxispartnersuche" }),
      ).toBeVisible();
      await expect(company.page.getByText("Fragen beantwortet die Hilfe im Portal.")).toBeVisible();
      await company.checkA11y();
    });
  } finally {
    await advisor.context.close();
    await company.context.close();
  }
});
