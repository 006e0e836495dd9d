/**
 * An offer the applicant does not answer expires (ADR 033), driven by the test clock (POST
 * /api/dev/jobs/{name} {at}): the applicant sees the answer day on the offer; on the reminder day one
 * reminder mail arrives (and a second run of the job sends none); the day after the answer day the offer
 * has ended in both units with its lost reason.
 *
 * The clock is one for the whole server, so the runs of both projects take turns (tests/e2e/test-clock.ts)
 * and each takes the first of the two seeded applicants whose offer still waits: Olga's answer day comes
 * before Oskar's, Oskar's before every other offer's (api/db/seed-deadlines.ts).
 */
import type { Page } from "@playwright/test";
import { addCalendarDays, workingDaysBefore } from "../../api/services/working-days";
import { demoAccount, expect, expectJavaScript, test } from "./fixtures";
import { runJobAt, withTheClock } from "./test-clock";

const OPENING = "Duales Studium Informatik – Embedded Systems";
const CANDIDATES = ["applicant-olga", "applicant-oskar"] as const;
/** OFFER_REMINDER_WORKING_DAYS_BEFORE of the journeys' server (the default) */
const REMINDER_WORKING_DAYS_BEFORE = 2;
const REMINDER_SUBJECT = "Erinnerung: Deine Antwort auf ein Angebot";
/** Runs one background job as of a German local time on a calendar day (the test clock). */
const clock = (page: Page, job: string, day: string, time: string) => runJobAt(page, job, `${day}T${time}+01:00`);

const isoOf = (ddmmyyyy: string) => ddmmyyyy.split(".").reverse().join("-");

test("an offer nobody answers is reminded once and expires after its answer day, in both units", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(180_000); // it may wait for the other project's run to finish first
  await withTheClock(async () => {
    let sub: (typeof CANDIDATES)[number] | null = null;
    let answerBy = "";

    await test.step("given an offer awaiting the applicant, with its answer day on the offer", async () => {
      for (const candidate of CANDIDATES) {
        await page.context().clearCookies();
        await signedIn(candidate, "/ds/selfmatching?tab=invitations");
        await expect(page.getByRole("heading", { level: 2, name: "Einladungen" })).toBeVisible();
        // an offer that has ended is no longer an invitation
        const offer = page.getByRole("link", { name: OPENING });
        if ((await offer.count()) === 0) continue;
        await offer.click();
        await expect(page.getByRole("heading", { level: 1, name: OPENING })).toBeVisible();
        if ((await page.getByTestId("answer-by").count()) === 0) continue;
        sub = candidate;
        break;
      }
      expect(sub, "one of the journey's applicants still has an offer waiting").not.toBeNull();
      await expectJavaScript(page, jsEnabled);
      await expect(page.getByTestId("match-status")).toHaveText("Das Unternehmen hat dir zugesagt – bitte antworte");
      const text = (await page.getByTestId("answer-by").textContent()) ?? "";
      expect(text).toMatch(/^Bitte antworte bis (Montag|Dienstag|Mittwoch|Donnerstag|Freitag), \d{2}\.\d{2}\.\d{4}\.$/);
      answerBy = isoOf(/(\d{2}\.\d{2}\.\d{4})/.exec(text)![1]);
      await expect(page.getByRole("button", { name: "Angebot annehmen" })).toBeVisible();
      await checkA11y();
    });

    const applicant = demoAccount(sub!);
    const remindOn = workingDaysBefore(answerBy, REMINDER_WORKING_DAYS_BEFORE);
    const reminders = async () => {
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(applicant.email)}`);
      return page.locator("ol > li").filter({ hasText: REMINDER_SUBJECT });
    };

    await test.step("when the clock shows the day before the reminder day, no reminder has come", async () => {
      await clock(page, "remind-offer-deadlines", addCalendarDays(remindOn, -1), "09:00:00");
      await expect(await reminders()).toHaveCount(0);
    });

    await test.step("when the clock shows the reminder day, the applicant has one reminder mail", async () => {
      await clock(page, "remind-offer-deadlines", remindOn, "09:00:00");
      // a second run on the same day (a retry, another instance) sends nothing more
      await clock(page, "remind-offer-deadlines", remindOn, "15:00:00");
      const mails = await reminders();
      await expect(mails).toHaveCount(1);
      await expect(mails.locator("pre")).toContainText(answerBy.split("-").reverse().join("."));
      await expect(mails.locator("pre")).toContainText(OPENING);
      await checkA11y();
    });

    await test.step("when the clock shows the evening of the answer day, the offer still waits", async () => {
      await clock(page, "expire-offers", answerBy, "22:00:00");
      await page.goto("/ds/selfmatching?tab=invitations");
      await page.getByRole("link", { name: OPENING }).click();
      await expect(page.getByTestId("answer-by")).toBeVisible();
    });

    await test.step("when the clock shows the day after the answer day, the offer has expired for the applicant", async () => {
      await clock(page, "expire-offers", addCalendarDays(answerBy, 1), "08:00:00");
      await page.reload();
      await expect(page.getByTestId("match-status")).toHaveText("Nicht mehr verfügbar");
      await expect(page.getByTestId("lost-reason")).toHaveText(
        "Du hast bis zum Ende der Antwortfrist nicht geantwortet; das Angebot ist abgelaufen.",
      );
      await expect(page.getByTestId("answer-by")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Angebot annehmen" })).toHaveCount(0);
      await checkA11y();
    });

    await test.step("then the company is told and sees the expired offer with its lost reason and history", async () => {
      const owner = demoAccount("company-olaf");
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(owner.email)}`);
      const mail = page
        .locator("ol > li")
        .filter({ hasText: "Angebot abgelaufen" })
        .filter({ hasText: `${applicant.givenName} ${applicant.familyName}` });
      await expect(mail).toHaveCount(1);
      const link = /https?:\/\/\S+(\/b2b\/job-openings\/[\w-]+\/applicants\/[\w-]+)/.exec(
        (await mail.locator("pre").textContent()) ?? "",
      );
      expect(link).not.toBeNull();
      await page.context().clearCookies();
      await signedIn("company-olaf", link![1]);
      await expect(
        page.getByRole("heading", { level: 1, name: `${applicant.givenName} ${applicant.familyName}` }),
      ).toBeVisible();
      await expect(page.getByTestId("match-status")).toHaveText("Beendet");
      await expect(page.getByTestId("lost-reason")).toHaveText(
        "Die Bewerberin oder der Bewerber hat bis zum Ende der Antwortfrist nicht geantwortet; Ihr Angebot ist abgelaufen.",
      );
      await expect(page.getByTestId("match-history")).toContainText("Angebot abgelaufen (Antwortfrist verstrichen)");
      await expect(page.getByTestId("answer-by")).toHaveCount(0);
      await checkA11y();
    });
  });
});
