import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { UnitStage } from "#contracts";
import {
  accounts,
  applications,
  auditLog,
  campuses,
  companies,
  jobMatches,
  jobOpeningApplicantStates,
  jobOpenings,
  units,
} from "../db/schema";
import {
  acceptByCompany,
  arrangeInterview,
  createMatch,
  expressCompanyInterest,
  rejectByCompany,
} from "../services/matching/commands";
import { setupApi } from "./harness";

const { ctx, call, login } = setupApi();

/** A start date no seeded opening uses, so the tests see only their own openings among related ones. */
const INTAKE = "2031-10-01";
const COURSE = "Informatik (B.Sc.)";
const company = { kind: "company" as const, id: null };
const advisor = { kind: "study_advisor" as const, id: null };

const db = () => ctx.handle.db;
const accountId = async (sub: string) => {
  const [row] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.subject, sub));
  return row.id;
};
const campusId = async (name: string) => {
  const [row] = await db().select({ id: campuses.id }).from(campuses).where(eq(campuses.name, name));
  return row.id;
};
/** The company of the openings made here (by name: without an order PostgreSQL may answer any row first). */
const companyId = async () => {
  const [row] = await db()
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, "Muster Maschinenbau GmbH"));
  return row.id;
};
/** Puts the applicant at `stage` with one primary application (course, campus, intake). */
async function applicant(sub: string, stage: UnitStage = "Ready to match", campus = "Berlin") {
  const id = await accountId(sub);
  const [unit] = await db().select().from(units).where(eq(units.accountId, id)).limit(1);
  await db().update(units).set({ stage }).where(eq(units.id, unit.id));
  await db().delete(applications).where(eq(applications.unitId, unit.id));
  await db()
    .insert(applications)
    .values({ unitId: unit.id, primary: true, campusId: await campusId(campus), course: COURSE, intake: INTAKE });
  return { id, token: await login("applicant", sub) };
}
async function opening(over: Partial<typeof jobOpenings.$inferInsert> = {}) {
  const [row] = await db()
    .insert(jobOpenings)
    .values({
      companyId: await companyId(),
      status: "open",
      title: "Duales Studium Informatik",
      campusId: await campusId("Berlin"),
      course: COURSE,
      startDate: INTAKE,
      tasks: "Entwicklung",
      offerDescription: "Ein gutes Team",
      placeOfTraining: "Berlin",
      workModel: "hybrid",
      requiredCount: 1,
      publishedAt: new Date(),
      ...over,
    })
    .returning();
  return row.id;
}
/** Openings of other tests' seeds would mix into "all"; every test starts without any. */
const noOpenings = () => db().delete(jobOpenings);
const ids = (res: { json: { items: { id: string }[] } }) => res.json.items.map((i) => i.id);
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe("selfmatching: who may use it", () => {
  it("refuses anonymous (401), company and staff tokens (403) and a not-ready applicant (409, nothing written)", async () => {
    await noOpenings();
    const id = await opening();
    expect((await call("GET", "/api/v1/job-openings/related")).status).toBe(401);
    const companyToken = await login("company", "company-erika");
    expect((await call("GET", "/api/v1/job-openings/related", { token: companyToken })).status).toBe(403);
    const staffToken = await login("study_advisor", "staff-sabine");
    expect((await call("POST", `/api/v1/job-openings/${id}/express-interest`, { token: staffToken })).status).toBe(403);
    const max = await applicant("applicant-max", "Info Session");
    for (const [method, path] of [
      ["GET", "/api/v1/job-openings/related"],
      ["GET", "/api/v1/job-openings/filter-options"],
      ["GET", `/api/v1/job-openings/${id}`],
      ["POST", `/api/v1/job-openings/${id}/express-interest`],
    ] as const) {
      const res = await call(method, path, { token: max.token });
      expect(res.status).toBe(409);
      expect(res.json.code).toBe(1009);
      expect(res.json.message).toMatch(/step 5/);
    }
    expect(await db().select().from(jobMatches)).toHaveLength(0);
    expect(await db().select().from(jobOpeningApplicantStates)).toHaveLength(0);
  });

  it("never shows drafts; unknown or malformed ids are 404", async () => {
    await noOpenings();
    const draft = await opening({ status: "draft" });
    const lena = await applicant("applicant-lena");
    expect((await call("GET", `/api/v1/job-openings/${draft}`, { token: lena.token })).status).toBe(404);
    expect((await call("POST", `/api/v1/job-openings/${draft}/express-interest`, { token: lena.token })).status).toBe(
      404,
    );
    expect((await call("GET", "/api/v1/job-openings/not-a-uuid", { token: lena.token })).status).toBe(404);
    expect(ids(await call("GET", "/api/v1/job-openings", { token: lena.token }))).toEqual([]);
  });
});

describe("selfmatching: lists", () => {
  it("related pages by 10, and each page counts the whole list", async () => {
    // Given twelve related openings and one of another campus
    await noOpenings();
    const lena = await applicant("applicant-lena");
    const related: string[] = [];
    for (let i = 0; i < 12; i++) related.push(await opening({ title: `Stelle ${String(i).padStart(2, "0")}` }));
    await opening({ campusId: await campusId("Hamburg") });
    // When the applicant opens the first and the second page
    const page1 = await call("GET", "/api/v1/job-openings/related", { token: lena.token });
    const page2 = await call("GET", "/api/v1/job-openings/related?page=2", { token: lena.token });
    // Then the pages split the twelve without overlap, and both know the total and the unread count
    expect(page1.json).toMatchObject({ page: 1, perPage: 10, total: 12, pages: 2, unreadJobOpenings: 12 });
    expect(page2.json).toMatchObject({ page: 2, total: 12, pages: 2, unreadJobOpenings: 12 });
    expect(page1.json.items).toHaveLength(10);
    expect([...ids(page1), ...ids(page2)].sort()).toEqual([...related].sort());
  });

  it("related = same course, campus and start date; unread count falls when opened; interest moves it to applications", async () => {
    await noOpenings();
    const lena = await applicant("applicant-lena");
    const mine = await opening();
    const otherCampus = await opening({ campusId: await campusId("Hamburg") });
    const otherCourse = await opening({ course: "Psychologie (B.Sc.)" });
    const otherDate = await opening({ startDate: "2032-04-01" });

    const related = await call("GET", "/api/v1/job-openings/related", { token: lena.token });
    expect(related.status).toBe(200);
    expect(ids(related)).toEqual([mine]);
    expect(related.json.unreadJobOpenings).toBe(1);
    expect(related.json.items[0]).toMatchObject({ match: null, favourite: false, viewed: false, openPositions: 1 });
    expect(related.json.items[0].allowedActions).toEqual(["expressInterest", "expressDisinterest"]);

    const all = await call("GET", "/api/v1/job-openings", { token: lena.token });
    expect(new Set(ids(all))).toEqual(new Set([mine, otherCampus, otherCourse, otherDate]));

    const details = await call("GET", `/api/v1/job-openings/${mine}`, { token: lena.token });
    expect(details.status).toBe(200);
    expect(details.json.companyName).toBe("Muster Maschinenbau GmbH");
    expect((await call("GET", "/api/v1/job-openings/related", { token: lena.token })).json.unreadJobOpenings).toBe(0);

    const interest = await call("POST", `/api/v1/job-openings/${mine}/express-interest`, { token: lena.token });
    expect(interest.status).toBe(200);
    expect(interest.json.match).toMatchObject({
      status: "awaiting_partner_interest",
      statusLabel: "awaitingPartnerInterest",
      source: "applicant",
    });
    expect(interest.json.offerLabel).toBe("applicant_interested");
    expect(ids(await call("GET", "/api/v1/job-openings/related", { token: lena.token }))).toEqual([]);
    expect(ids(await call("GET", "/api/v1/job-openings/applications", { token: lena.token }))).toEqual([mine]);
    expect(ids(await call("GET", "/api/v1/job-openings/interacted", { token: lena.token }))).toEqual([mine]);
    expect(ids(await call("GET", "/api/v1/job-openings/invitations", { token: lena.token }))).toEqual([]);
    // a second interest is an illegal transition: 409, nothing changes
    const again = await call("POST", `/api/v1/job-openings/${mine}/express-interest`, { token: lena.token });
    expect(again.status).toBe(409);
  });

  it("filters by comma lists, pages by 10 keeping the filter, refuses malformed filters with 400", async () => {
    await noOpenings();
    const lena = await applicant("applicant-lena");
    const hamburg = await campusId("Hamburg");
    for (let i = 0; i < 12; i++) await opening({ campusId: hamburg, title: `Stelle ${String(i).padStart(2, "0")}` });
    const berlinOnly = await opening();
    const q = `courses=${encodeURIComponent(COURSE)}&campuses=${hamburg}&intakes=${INTAKE}`;
    const page1 = await call("GET", `/api/v1/job-openings/filtered?${q}`, { token: lena.token });
    expect(page1.status).toBe(200);
    expect(page1.json).toMatchObject({ page: 1, perPage: 10, total: 12, pages: 2 });
    expect(page1.json.items).toHaveLength(10);
    const page2 = await call("GET", `/api/v1/job-openings/filtered?${q}&page=2`, { token: lena.token });
    expect(page2.json.items).toHaveLength(2);
    expect(ids(page2)).not.toContain(berlinOnly);
    const any = await call("GET", "/api/v1/job-openings/filtered", { token: lena.token });
    expect(any.json.total).toBe(13);

    const options = await call("GET", "/api/v1/job-openings/filter-options", { token: lena.token });
    expect(options.json.courses).toEqual([COURSE]);
    expect(options.json.campuses.map((c: { name: string }) => c.name)).toEqual(["Berlin", "Hamburg"]);
    expect(options.json.intakes).toEqual([INTAKE]);

    for (const bad of ["campuses=berlin", "intakes=01.10.2031", "courses=Astrologie", "page=0"]) {
      const res = await call("GET", `/api/v1/job-openings/filtered?${bad}`, { token: lena.token });
      expect(res.status, bad).toBe(400);
      expect(res.json.code).toBe(1007);
    }
  });

  it("favourite toggles and lists the opening under interacted; disinterest ends the match as rejected by the applicant", async () => {
    await noOpenings();
    const lena = await applicant("applicant-lena");
    const a = await opening();
    const b = await opening({ title: "Zweite Stelle" });
    const fav = await call("POST", `/api/v1/job-openings/${a}/favorite`, {
      token: lena.token,
      body: { favorite: true },
    });
    expect(fav.status).toBe(200);
    expect(fav.json.favourite).toBe(true);
    expect(ids(await call("GET", "/api/v1/job-openings/interacted", { token: lena.token }))).toEqual([a]);
    expect(
      (await call("POST", `/api/v1/job-openings/${a}/favorite`, { token: lena.token, body: { favorite: "yes" } }))
        .status,
    ).toBe(400);
    await call("POST", `/api/v1/job-openings/${a}/favorite`, { token: lena.token, body: { favorite: false } });
    expect(ids(await call("GET", "/api/v1/job-openings/interacted", { token: lena.token }))).toEqual([]);

    const no = await call("POST", `/api/v1/job-openings/${b}/express-disinterest`, { token: lena.token });
    expect(no.status).toBe(200);
    expect(no.json.match).toMatchObject({ status: "cancelled", lostReason: "rejected_by_applicant" });
    // the applicant's own "no interest" is not an expired opening: no label, the lost reason says it
    expect(no.json.offerLabel).toBeNull();
    expect(no.json.allowedActions).toEqual([]);
    expect(ids(await call("GET", "/api/v1/job-openings/related", { token: lena.token }))).toEqual([a]);
    expect(ids(await call("GET", "/api/v1/job-openings/interacted", { token: lena.token }))).toEqual([b]);
    const twice = await call("POST", `/api/v1/job-openings/${b}/express-disinterest`, { token: lena.token });
    expect(twice.status).toBe(409);
  });
});

describe("selfmatching: a recommendation through to the accepted offer", () => {
  it("a company's refusal reaches the applicant with its words and without an 'expired' label; nobody else's", async () => {
    await noOpenings();
    const lena = await applicant("applicant-lena");
    const anna = await applicant("applicant-anna");
    const id = await opening();
    const match = await createMatch(
      db(),
      { jobOpeningId: id, accountId: lena.id, source: "study_advisor" },
      { actor: advisor },
    );
    await rejectByCompany(db(), match.id, "  Leider passt der Studiengang nicht.  ", { actor: company });
    const own = await call("GET", `/api/v1/job-openings/${id}`, { token: lena.token });
    expect(own.json.match).toMatchObject({
      status: "cancelled",
      lostReason: "rejected_by_company",
      companyFeedback: "Leider passt der Studiengang nicht.",
    });
    expect(own.json.offerLabel).toBeNull();
    const other = await call("GET", `/api/v1/job-openings/${id}`, { token: anna.token });
    expect(other.json.match).toBeNull();
  });

  it("recommended → interest → interview (choose date, .ics) → offer accepted; the other applicant's match is cancelled as staffed", async () => {
    await noOpenings();
    const lena = await applicant("applicant-lena");
    const anna = await applicant("applicant-anna");
    const id = await opening();
    const lenaMatch = await createMatch(
      db(),
      { jobOpeningId: id, accountId: lena.id, source: "study_advisor" },
      { actor: advisor },
    );
    const annaMatch = await createMatch(
      db(),
      { jobOpeningId: id, accountId: anna.id, source: "study_advisor" },
      { actor: advisor },
    );

    const invitations = await call("GET", "/api/v1/job-openings/invitations", { token: lena.token });
    expect(ids(invitations)).toEqual([id]);
    expect(invitations.json.items[0].offerLabel).toBe("applicant_recommended");
    expect(ids(await call("GET", "/api/v1/job-openings/related", { token: lena.token }))).toEqual([id]);
    // accepting before anything happened is not a transition of the table
    expect((await call("POST", `/api/v1/job-openings/${id}/accept-offer`, { token: lena.token })).status).toBe(409);
    // no interview yet: no calendar file
    expect((await call("GET", `/api/v1/job-openings/${id}/interview.ics`, { token: lena.token })).status).toBe(404);

    expect((await call("POST", `/api/v1/job-openings/${id}/express-interest`, { token: lena.token })).status).toBe(200);
    await expressCompanyInterest(db(), lenaMatch.id, { actor: company });
    const dates = [future(7), future(8)];
    await arrangeInterview(db(), lenaMatch.id, dates, { actor: company });

    const choose = await call("GET", `/api/v1/job-openings/${id}`, { token: lena.token });
    expect(choose.json.match).toMatchObject({ status: "interview_scheduled", statusLabel: "interviewScheduledChoose" });
    // dates suggested but none agreed: no acceptance of any kind, and the API refuses it in words
    expect(choose.json.allowedActions).toEqual(["rejectOffer", "chooseInterviewDate"]);
    const early = await call("POST", `/api/v1/job-openings/${id}/accept-offer`, { token: lena.token });
    expect(early.status).toBe(409);
    expect(early.json.errors).toEqual({ interviewAt: ["validation.interviewDateNotAgreed"] });
    const wrong = await call("POST", `/api/v1/job-openings/${id}/choose-interview-date`, {
      token: lena.token,
      body: { date: future(9) },
    });
    expect(wrong.status).toBe(400);
    const chosen = await call("POST", `/api/v1/job-openings/${id}/choose-interview-date`, {
      token: lena.token,
      body: { date: choose.json.match.interviewDateSuggestions[1] },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.json.match).toMatchObject({ statusLabel: "interviewScheduled" });
    expect(chosen.json.match.interviewAt).toBe(new Date(dates[1]).toISOString());
    // with the date agreed the applicant may say yes first: worded as a commitment, not as an offer
    expect(chosen.json.allowedActions).toEqual(["rejectOffer", "giveCommitment", "chooseInterviewDate"]);

    const ics = await ctx.api.fetch(
      new Request(`http://internal/api/v1/job-openings/${id}/interview.ics`, {
        headers: { authorization: `Bearer ${lena.token}` },
      }),
    );
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toMatch(/text\/calendar/);
    const text = await ics.text();
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).toContain(
      `DTSTART:${new Date(dates[1])
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "")}`,
    );
    // Anna has no interview: her calendar link is 404, and she cannot act on Lena's match
    expect((await call("GET", `/api/v1/job-openings/${id}/interview.ics`, { token: anna.token })).status).toBe(404);

    await acceptByCompany(db(), lenaMatch.id, { actor: company });
    const offer = await call("GET", "/api/v1/job-openings/invitations", { token: lena.token });
    expect(offer.json.items[0].match.statusLabel).toBe("awaitingApplicantConfirmation");
    expect(offer.json.items[0].offerLabel).toBe("company_accepted");
    expect(offer.json.items[0].allowedActions).toEqual(["rejectOffer", "acceptOffer"]);
    const accepted = await call("POST", `/api/v1/job-openings/${id}/accept-offer`, { token: lena.token });
    expect(accepted.status).toBe(200);
    expect(accepted.json.match.status).toBe("offer_accepted");
    expect(accepted.json.status).toBe("staffed");
    expect(accepted.json.openPositions).toBe(0);
    const [lenaUnit] = await db().select().from(units).where(eq(units.accountId, lena.id));
    expect(lenaUnit.stage).toBe("Contract Proposal");

    // Anna: the staffed opening stays readable with the applicant's lost reason
    const annaView = await call("GET", `/api/v1/job-openings/${id}`, { token: anna.token });
    expect(annaView.status).toBe(200);
    expect(annaView.json.match).toMatchObject({ status: "cancelled", lostReason: "staffed_with_another_applicant" });
    expect(annaView.json.offerLabel).toBe("job_opening_expired");
    expect(annaView.json.allowedActions).toEqual([]);
    expect(ids(await call("GET", "/api/v1/job-openings/interacted", { token: anna.token }))).toEqual([id]);
    expect((await call("POST", `/api/v1/job-openings/${id}/express-interest`, { token: anna.token })).status).toBe(409);
    const [annaRow] = await db().select().from(jobMatches).where(eq(jobMatches.id, annaMatch.id));
    expect(annaRow.status).toBe("cancelled");

    // every applicant command left its audit row with the applicant as actor
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, lenaMatch.id), eq(auditLog.actorKind, "applicant")));
    expect(rows.map((r) => r.action).sort()).toEqual(
      ["match.interview_date_chosen", "match.transition", "match.transition"].sort(),
    );
  });

  it("an applicant never sees or changes another applicant's match", async () => {
    await noOpenings();
    const lena = await applicant("applicant-lena");
    const anna = await applicant("applicant-anna");
    const id = await opening();
    await call("POST", `/api/v1/job-openings/${id}/express-interest`, { token: lena.token });
    const annaView = await call("GET", `/api/v1/job-openings/${id}`, { token: anna.token });
    expect(annaView.json.match).toBeNull();
    expect((await call("POST", `/api/v1/job-openings/${id}/reject-offer`, { token: anna.token })).status).toBe(409);
    const [lenaRow] = await db().select().from(jobMatches).where(eq(jobMatches.accountId, lena.id));
    expect(lenaRow.status).toBe("awaiting_partner_interest");
    // a closed opening without a match of Anna's is gone for her
    await db().update(jobOpenings).set({ status: "closed" }).where(eq(jobOpenings.id, id));
    expect((await call("GET", `/api/v1/job-openings/${id}`, { token: anna.token })).status).toBe(404);
    expect((await call("GET", `/api/v1/job-openings/${id}`, { token: lena.token })).status).toBe(200);
  });
});
