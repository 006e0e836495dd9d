/**
 * The daily "what changed" mail (ADR 033): each advisor and company user switches it on for themselves
 * only; the job looks once a day from DIGEST_HOUR, sends at most one mail a day and nothing on a day
 * without news.
 */
import { and, eq, isNotNull, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  accounts,
  advisors,
  campuses,
  companies,
  companyUsers,
  digestSubscriptions,
  jobMatches,
  jobOpenings,
  mailOutbox,
  units,
} from "../db/schema";
import { sendDailyDigests } from "../jobs/digest";
import { putDigestSetting } from "../services/digest";
import { setupApi } from "./harness";

const { ctx, call, login } = setupApi();
const publicUrl = "http://portal.test";
const db = () => ctx.handle.db;
const digestsTo = (to: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, "daily_digest")));
const run = (iso: string) => sendDailyDigests({ db: db(), publicUrl, now: new Date(iso) });

async function companyUser(sub: string) {
  return (await db().select().from(companyUsers).where(eq(companyUsers.subject, sub)))[0];
}

async function newMatchAtMuster(accountSub: string, values: Partial<typeof jobMatches.$inferInsert>) {
  const [company] = await db().select().from(companies).where(eq(companies.name, "Muster Maschinenbau GmbH"));
  const [campus] = await db().select().from(campuses).limit(1);
  const [opening] = await db()
    .insert(jobOpenings)
    .values({
      companyId: company.id,
      status: "open",
      title: "Dualer Student Zusammenfassung",
      campusId: campus.id,
      course: "Informatik (B.Sc.)",
      startDate: "2027-10-01",
      tasks: "Entwicklung",
      offerDescription: "Ein gutes Angebot",
      requiredCount: 1,
      placeOfTraining: "Stuttgart",
      workModel: "hybrid",
      publishedAt: new Date(),
    })
    .returning();
  const [account] = await db().select().from(accounts).where(eq(accounts.subject, accountSub));
  const [row] = await db()
    .insert(jobMatches)
    .values({ jobOpeningId: opening.id, accountId: account.id, source: "study_advisor", ...values })
    .returning();
  return { match: row, account };
}

describe("the digest switch", () => {
  it("is off until the user turns it on, and each user changes only their own", async () => {
    const olaf = await login("company", "company-olaf");
    const erika = await login("company", "company-erika");
    expect((await call("GET", "/api/b2b/v1/me/digest", { token: olaf })).json).toEqual({ dailyDigest: false });
    const on = await call("PUT", "/api/b2b/v1/me/digest", { token: olaf, body: { dailyDigest: true } });
    expect(on.status).toBe(200);
    expect(on.headers.get("cache-control")).toContain("no-store");
    expect((await call("GET", "/api/b2b/v1/me/digest", { token: olaf })).json).toEqual({ dailyDigest: true });
    // a colleague's switch is theirs: Olaf's did not turn Erika's on, and Erika's "off" does not touch Olaf's
    expect((await call("GET", "/api/b2b/v1/me/digest", { token: erika })).json).toEqual({ dailyDigest: false });
    await call("PUT", "/api/b2b/v1/me/digest", { token: erika, body: { dailyDigest: false } });
    expect((await call("GET", "/api/b2b/v1/me/digest", { token: olaf })).json).toEqual({ dailyDigest: true });

    const sabine = await login("study_advisor", "staff-sabine");
    expect(
      (await call("PUT", "/api/advisor/v1/me/digest", { token: sabine, body: { dailyDigest: true } })).json,
    ).toEqual({ dailyDigest: true });
    const off = await call("PUT", "/api/advisor/v1/me/digest", { token: sabine, body: { dailyDigest: false } });
    expect(off.json).toEqual({ dailyDigest: false });
    expect(
      await db().select().from(digestSubscriptions).where(eq(digestSubscriptions.recipientKind, "study_advisor")),
    ).toHaveLength(0);
  });

  it("refuses anonymous callers, applicants, and the other unit's users, and changes nothing", async () => {
    const body = { dailyDigest: true };
    expect((await call("PUT", "/api/b2b/v1/me/digest", { body })).status).toBe(401);
    expect((await call("PUT", "/api/advisor/v1/me/digest", { body })).status).toBe(401);
    const lena = await login("applicant", "applicant-lena");
    expect((await call("PUT", "/api/b2b/v1/me/digest", { token: lena, body })).status).toBe(403);
    expect((await call("PUT", "/api/advisor/v1/me/digest", { token: lena, body })).status).toBe(403);
    const olaf = await login("company", "company-olaf");
    expect((await call("PUT", "/api/advisor/v1/me/digest", { token: olaf, body })).status).toBe(403);
    const sabine = await login("study_advisor", "staff-sabine");
    expect((await call("PUT", "/api/b2b/v1/me/digest", { token: sabine, body })).status).toBe(403);
    expect(await db().select().from(digestSubscriptions)).toHaveLength(0);
    expect((await call("PUT", "/api/b2b/v1/me/digest", { token: olaf, body: { dailyDigest: "yes" } })).status).toBe(
      400,
    );
  });
});

describe("the daily digest job", () => {
  beforeEach(async () => {
    // nothing of the seed (made at the real date, which may be the very day below) falls into the periods below
    await db().delete(digestSubscriptions);
    const longAgo = new Date("2020-01-01T00:00:00Z");
    await db().update(jobMatches).set({ createdAt: longAgo });
    await db()
      .update(jobMatches)
      .set({ applicantInterestAt: longAgo })
      .where(isNotNull(jobMatches.applicantInterestAt));
    await db().update(jobMatches).set({ companyInterestAt: longAgo }).where(isNotNull(jobMatches.companyInterestAt));
    await db()
      .update(jobMatches)
      .set({ offerAnswerBy: "2099-12-31", offerRemindOn: "2099-12-30" })
      .where(eq(jobMatches.status, "awaiting_applicant_confirmation"));
  });

  it("sends a company user one mail with the day's news, nothing twice, and nothing on an empty day", async () => {
    const olaf = await companyUser("company-olaf");
    await putDigestSetting(db(), "company", olaf.id, { dailyDigest: true }, new Date("2026-12-01T06:00:00Z"));
    const { account } = await newMatchAtMuster("applicant-lena", {
      status: "awaiting_partner_interest",
      createdAt: new Date("2026-12-01T10:00:00Z"),
      applicantInterestAt: new Date("2026-12-01T11:00:00Z"),
    });

    // before 07:00 German time nobody is looked at
    expect(await run("2026-12-02T05:30:00Z")).toEqual({ looked: 0, sent: 0 });
    const first = await run("2026-12-02T06:30:00Z");
    expect(first).toEqual({ looked: 1, sent: 1 });
    const mails = await digestsTo(olaf.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Was sich geändert hat – 02.12.2026");
    expect(mails[0].textBody).toContain("Guten Tag Olaf,");
    expect(mails[0].textBody).toContain("Neue Bewerberinnen und Bewerber (1)");
    expect(mails[0].textBody).toContain("Neues Interesse an Ihren Stellen (1)");
    expect(mails[0].textBody).toContain(`${account.firstName} ${account.lastName} – „Dualer Student Zusammenfassung"`);

    // later the same day: already looked at
    expect(await run("2026-12-02T15:00:00Z")).toEqual({ looked: 0, sent: 0 });
    // the next day has no news: looked at, nothing sent
    expect(await run("2026-12-03T07:00:00Z")).toEqual({ looked: 1, sent: 0 });
    expect(await digestsTo(olaf.email)).toHaveLength(1);
    const [sub] = await db().select().from(digestSubscriptions).where(eq(digestSubscriptions.recipientId, olaf.id));
    expect(sub).toMatchObject({ lastCheckedOn: "2026-12-03", lastSentOn: "2026-12-02" });
  });

  it("tells an advisor of their applicants' offers due today; users who did not opt in get nothing", async () => {
    const [lenaUnit] = await db()
      .select({ advisorId: units.advisorId })
      .from(units)
      .innerJoin(accounts, eq(accounts.id, units.accountId))
      .where(and(eq(accounts.subject, "applicant-lena"), eq(units.primary, true)));
    const [advisor] = await db().select().from(advisors).where(eq(advisors.id, lenaUnit.advisorId!));
    await putDigestSetting(db(), "study_advisor", advisor.id, { dailyDigest: true }, new Date("2026-12-01T06:00:00Z"));
    await newMatchAtMuster("applicant-lena", {
      status: "awaiting_applicant_confirmation",
      createdAt: new Date("2026-11-01T10:00:00Z"),
      offerAnswerBy: "2026-12-02",
    });

    expect(await run("2026-12-02T08:00:00Z")).toEqual({ looked: 1, sent: 1 });
    const [mail] = await digestsTo(advisor.email);
    expect(mail.textBody).toContain("Antwort auf ein Angebot heute fällig (1)");
    expect(mail.textBody).toContain('„Dualer Student Zusammenfassung" bei Muster Maschinenbau GmbH');
    const olaf = await companyUser("company-olaf");
    expect(await digestsTo(olaf.email)).toHaveLength(0);
    expect(await db().select().from(mailOutbox).where(like(mailOutbox.dedupeKey, "digest:%"))).toHaveLength(1);
  });
});
