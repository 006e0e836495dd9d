/**
 * The deadlines that keep matches moving (ADR 033), each job run "as of" a chosen time: the answer day of
 * an offer in German working days (holidays skipped), its expiry and its one reminder, the interview
 * reminder of the day before, the expiry of a suggestion nobody acted on. Every job runs twice to show a
 * second run changes nothing.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { MatchStatus } from "#contracts";
import {
  accounts,
  auditLog,
  campuses,
  companies,
  companyUsers,
  jobMatches,
  jobOpenings,
  mailOutbox,
  notifications,
} from "../db/schema";
import { expireOffers, expireSuggestions, remindInterviews, remindOfferDeadlines } from "../jobs/deadlines";
import { acceptByCompany } from "../services/matching/commands";
import { offerDeadline } from "../services/matching/deadlines";
import { setupApi } from "./harness";

const { ctx, call } = setupApi({ devTools: true });
const publicUrl = "http://portal.test";
const db = () => ctx.handle.db;

async function applicant() {
  const [a] = await db().select().from(accounts).where(eq(accounts.subject, "applicant-lena"));
  return a;
}
async function olaf() {
  const [u] = await db().select().from(companyUsers).where(eq(companyUsers.subject, "company-olaf"));
  return u;
}

async function opening() {
  const [company] = await db().select().from(companies).where(eq(companies.name, "Muster Maschinenbau GmbH"));
  const [campus] = await db().select().from(campuses).limit(1);
  const [row] = await db()
    .insert(jobOpenings)
    .values({
      companyId: company.id,
      status: "open",
      title: "Dualer Student Fristen",
      campusId: campus.id,
      course: "Informatik (B.Sc.)",
      startDate: "2027-10-01",
      tasks: "Entwicklung",
      offerDescription: "Ein gutes Angebot",
      requiredCount: 2,
      placeOfTraining: "Stuttgart",
      workModel: "hybrid",
      publishedAt: new Date(),
    })
    .returning();
  return row;
}

async function matchIn(status: MatchStatus, values: Partial<typeof jobMatches.$inferInsert> = {}) {
  const [row] = await db()
    .insert(jobMatches)
    .values({
      jobOpeningId: (await opening()).id,
      accountId: (await applicant()).id,
      source: "study_advisor",
      status,
      ...values,
    })
    .returning();
  return row;
}

// The seed's offers were made "now" (the real date): their answer days are moved out of the way, so each
// job's counts below are of the test's own match, whatever the date the tests run on.
beforeEach(async () => {
  await db()
    .update(jobMatches)
    .set({ offerAnswerBy: "2099-12-31", offerRemindOn: "2099-12-30" })
    .where(eq(jobMatches.status, "awaiting_applicant_confirmation"));
});

const reread = async (id: string) => (await db().select().from(jobMatches).where(eq(jobMatches.id, id)))[0];
const mailsTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
const transitionsOf = (id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, "match.transition")));

describe("the answer day of an offer", () => {
  it("counts German working days: five after a Thursday is the next Thursday, the reminder two before", () => {
    expect(offerDeadline(new Date("2026-11-26T10:00:00+01:00"))).toEqual({
      answerBy: "2026-12-03",
      remindOn: "2026-12-01",
    });
  });

  it("skips the Christmas holidays and follows the configured numbers", () => {
    // 23., 24., (25. and 26. are holidays, then a weekend) 28., 29., 30.
    expect(offerDeadline(new Date("2026-12-22T15:00:00+01:00")).answerBy).toBe("2026-12-30");
    expect(offerDeadline(new Date("2026-12-22T15:00:00+01:00")).remindOn).toBe("2026-12-28");
    expect(
      offerDeadline(new Date("2026-11-26T10:00:00+01:00"), {
        offerAnswerWorkingDays: 2,
        offerReminderWorkingDaysBefore: 0,
      }),
    ).toEqual({ answerBy: "2026-11-30", remindOn: "2026-11-30" });
  });

  it("is fixed when the company makes the offer and shown with the match", async () => {
    const m = await matchIn("interview_scheduled", { interviewAt: new Date("2026-11-24T09:00:00Z") });
    const offer = await acceptByCompany(db(), m.id, {
      actor: { kind: "company", id: (await olaf()).id },
      now: new Date("2026-11-26T10:00:00+01:00"),
      deadlines: { offerAnswerWorkingDays: 3, offerReminderWorkingDaysBefore: 1 },
    });
    expect(offer.status).toBe("awaiting_applicant_confirmation");
    expect(offer.offerAnswerBy).toBe("2026-12-01");
    const row = await reread(m.id);
    expect(row.offerRemindOn).toBe("2026-11-30");
  });
});

describe("the offer expiry job", () => {
  it("ends an unanswered offer the day after its answer day, once, as offer_expired, and tells both sides", async () => {
    const m = await matchIn("awaiting_applicant_confirmation", {
      offerAnswerBy: "2026-12-03",
      offerRemindOn: "2026-12-01",
    });
    // 23:30 in Berlin on the answer day: still open
    const lastEvening = await expireOffers({ db: db(), publicUrl, now: new Date("2026-12-03T22:30:00Z") });
    expect(lastEvening.expired).toBe(0);
    expect((await reread(m.id)).status).toBe("awaiting_applicant_confirmation");

    // 00:30 in Berlin the day after: expired through the table
    const nextDay = new Date("2026-12-03T23:30:00Z");
    expect((await expireOffers({ db: db(), publicUrl, now: nextDay })).expired).toBe(1);
    const after = await reread(m.id);
    expect(after.status).toBe("cancelled");
    expect(after.lostReason).toBe("offer_expired");
    const trail = await transitionsOf(m.id);
    expect(trail).toHaveLength(1);
    expect(trail[0].actorKind).toBe("system");
    expect(trail[0].details).toMatchObject({
      command: "offer_expired",
      from: "awaiting_applicant_confirmation",
      to: "cancelled",
      lostReason: "offer_expired",
    });
    const lena = await applicant();
    const notices = await db().select().from(notifications).where(eq(notifications.recipientId, lena.id));
    expect(notices.map((n) => n.messageKey)).toContain("notifications.offer_expired");
    const company = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, (await olaf()).id));
    expect(company.map((n) => n.messageKey)).toContain("notifications.offer_expired_company");

    // a second run (a retry, another instance) finds nothing to do
    expect((await expireOffers({ db: db(), publicUrl, now: nextDay })).expired).toBe(0);
    expect(await transitionsOf(m.id)).toHaveLength(1);
  });

  it("leaves an offer the applicant answered, and gives an offer without an answer day one", async () => {
    const answered = await matchIn("offer_accepted", { offerAnswerBy: "2026-12-01" });
    const undated = await matchIn("awaiting_applicant_confirmation");
    const result = await expireOffers({ db: db(), publicUrl, now: new Date("2026-12-10T08:00:00Z") });
    expect(result).toMatchObject({ expired: 0, dated: 1 });
    expect((await reread(answered.id)).status).toBe("offer_accepted");
    const dated = await reread(undated.id);
    expect(dated.status).toBe("awaiting_applicant_confirmation");
    expect(dated.offerAnswerBy).toBe("2026-12-17");
  });

  it("is a job of the schedule the test clock can run", async () => {
    const m = await matchIn("awaiting_applicant_confirmation", { offerAnswerBy: "2026-12-03" });
    const res = await call("POST", "/api/dev/jobs/expire-offers", { body: { at: "2026-12-04T08:00:00+01:00" } });
    expect(res.status).toBe(200);
    expect(res.json.result.expired).toBe(1);
    expect((await reread(m.id)).lostReason).toBe("offer_expired");
  });
});

describe("the offer reminder job", () => {
  it("reminds the applicant once, from the reminder day on, and never after the answer day", async () => {
    const lena = await applicant();
    const m = await matchIn("awaiting_applicant_confirmation", {
      offerAnswerBy: "2026-12-03",
      offerRemindOn: "2026-12-01",
    });
    const run = (iso: string) => remindOfferDeadlines({ db: db(), publicUrl, now: new Date(iso) });
    const before = (await mailsTo(lena.email)).length;

    expect((await run("2026-11-30T10:00:00+01:00")).reminded).toBe(0);
    expect((await run("2026-12-01T09:00:00+01:00")).reminded).toBe(1);
    expect((await run("2026-12-01T10:00:00+01:00")).reminded).toBe(0);
    expect((await run("2026-12-02T10:00:00+01:00")).reminded).toBe(0);

    const mails = (await mailsTo(lena.email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain("03.12.2026");
    expect((await reread(m.id)).offerRemindedAt?.toISOString()).toBe("2026-12-01T08:00:00.000Z");
  });

  it("does not remind of an offer whose answer day has passed or that was answered", async () => {
    await matchIn("awaiting_applicant_confirmation", { offerAnswerBy: "2026-12-03", offerRemindOn: "2026-12-01" });
    expect(
      (await remindOfferDeadlines({ db: db(), publicUrl, now: new Date("2026-12-04T10:00:00+01:00") })).reminded,
    ).toBe(0);
  });
});

describe("the interview reminder job", () => {
  it("reminds both sides the day before, with the .ics again, once", async () => {
    const lena = await applicant();
    const owner = await olaf();
    await matchIn("interview_scheduled", { interviewAt: new Date("2026-12-08T09:00:00Z") });
    const run = (iso: string) => remindInterviews({ db: db(), publicUrl, now: new Date(iso) });
    const before = { lena: (await mailsTo(lena.email)).length, olaf: (await mailsTo(owner.email)).length };

    await run("2026-12-06T10:00:00+01:00");
    expect(await mailsTo(lena.email)).toHaveLength(before.lena);
    const dayBefore = await run("2026-12-07T10:00:00+01:00");
    expect(dayBefore.queued).toBeGreaterThanOrEqual(2); // the applicant and the company's people
    // the seed's interviews lie around the real date: the second run is measured by the mails of this one
    await run("2026-12-07T11:00:00+01:00");

    const toLena = (await mailsTo(lena.email)).slice(before.lena);
    expect(toLena).toHaveLength(1);
    expect(toLena[0].template).toBe("reminder_interview");
    expect(toLena[0].attachments[0]).toMatchObject({ filename: "interview.ics" });
    expect(Buffer.from(toLena[0].attachments[0].content, "base64").toString()).toContain("DTSTART:20261208T090000Z");
    const toOlaf = (await mailsTo(owner.email))
      .slice(before.olaf)
      .filter((mail) => mail.textBody.includes("Dualer Student Fristen"));
    expect(toOlaf).toHaveLength(1);
    expect(toOlaf[0].subject).toBe("Morgen: Vorstellungsgespräch");
  });
});

describe("the suggestion expiry job", () => {
  it("ends a suggestion nobody acted on after 30 days, and only that", async () => {
    const made = new Date("2026-11-01T10:00:00Z");
    const idle = await matchIn("awaiting_any_interest", { createdAt: made });
    const taken = await db()
      .insert(jobMatches)
      .values({
        jobOpeningId: (await opening()).id,
        accountId: (await applicant()).id,
        source: "study_advisor",
        status: "awaiting_partner_interest",
        createdAt: made,
      })
      .returning();
    const run = (iso: string) => expireSuggestions({ db: db(), publicUrl, now: new Date(iso) });

    expect((await run("2026-11-30T10:00:00Z")).expired).toBe(0);
    expect((await run("2026-12-01T10:00:00Z")).expired).toBe(1);
    expect((await run("2026-12-01T11:00:00Z")).expired).toBe(0);
    const after = await reread(idle.id);
    expect(after.status).toBe("cancelled");
    expect(after.lostReason).toBe("suggestion_expired");
    expect((await transitionsOf(idle.id))[0].details).toMatchObject({ command: "suggestion_expired" });
    expect((await reread(taken[0].id)).status).toBe("awaiting_partner_interest");
  });
});
