import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  DEMO_ACCOUNTS,
  DEMO_PEOPLE,
  DISTANCE_OPTIONS,
  GRADUATION_TYPES,
  HEALTH_INSURANCE_TYPES,
  isOpenMatchStatus,
  isTestAccount,
  JOB_OPENING_VIEW_STATUSES,
  LOST_REASONS,
  MATCH_STATUSES,
  UEQ_STATUSES,
  UNIT_STAGES,
  type UnitStage,
} from "#contracts";
import { isUuid } from "#contracts/uuid";
import {
  accounts,
  advisors,
  applicantComments,
  auditLog,
  campuses,
  companies,
  companyContracts,
  companyUsers,
  documents,
  jobMatches,
  jobOpenings,
  mailOutbox,
  news,
  notifications,
  supportTickets,
  units,
} from "../db/schema";
import { seedDatabase } from "../db/seed";
import { MATCHING_JOURNEY_APPLICANTS } from "../db/seed-matching";
import { getProgress } from "../services/application";
import { MemoryBlobStore, readAll } from "../storage";
import { setupApi, truncateAll } from "./harness";

const { ctx } = setupApi();

describe("seedDatabase", () => {
  it("is idempotent with onlyIfEmpty", async () => {
    const db = ctx.handle.db;
    expect(await seedDatabase(db, { onlyIfEmpty: true })).toBe(false);
    const [{ n }] = await db.select({ n: count() }).from(accounts);
    // every seeded applicant once: all demo applicants but nora (created at first login)
    expect(n).toBe(DEMO_ACCOUNTS.filter((a) => a.issuer === "applicant" && a.sub !== "applicant-nora").length);
  });

  it("seeds the demo accounts with their subjects, except nora and company-fremd", async () => {
    const db = ctx.handle.db;
    const subjects = [
      ...(await db.select({ s: accounts.subject }).from(accounts)),
      ...(await db.select({ s: companyUsers.subject }).from(companyUsers)),
      ...(await db.select({ s: advisors.subject }).from(advisors)),
    ].map((r) => r.s);
    // not seeded: nora (created at first login), fremd (no company), ines and ivo (created by their invitation)
    const notSeeded = ["applicant-nora", "company-fremd", "company-ines", "company-ivo"];
    const expected = DEMO_ACCOUNTS.map((a) => a.sub).filter((s) => !notSeeded.includes(s));
    expect(subjects.sort()).toEqual(expected.sort());
    expect((await db.select().from(campuses)).map((c) => c.name).sort()).toEqual([
      "Berlin",
      "Hamburg",
      "Köln",
      "München",
    ]);
    expect(await db.select().from(companies)).toHaveLength(2);
    // every seeded applicant has one unit except tim (waiting for it)
    expect(await db.select().from(units)).toHaveLength(
      DEMO_ACCOUNTS.filter((a) => a.issuer === "applicant" && !["applicant-nora", "applicant-tim"].includes(a.sub))
        .length,
    );
  });

  it("seeds an empty database with onlyIfEmpty", async () => {
    await truncateAll(ctx.handle);
    expect(await seedDatabase(ctx.handle.db, { onlyIfEmpty: true, testAccounts: true })).toBe(true);
    const [{ n }] = await ctx.handle.db.select({ n: count() }).from(companyUsers);
    // the five original company users, four per-project journey users (matching, job openings) and the
    // two company-selection users (hanna, hugo), the two support-ticket journey users (tessa, till) and
    // the two login-journey users (lotte, lars)
    expect(n).toBe(15);
  });

  it("puts every seeded document's file into the given document store, so it opens like an uploaded one", async () => {
    await truncateAll(ctx.handle);
    const store = new MemoryBlobStore();
    expect(await seedDatabase(ctx.handle.db, { onlyIfEmpty: true, testAccounts: true, store })).toBe(true);
    const rows = await ctx.handle.db.select().from(documents);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const body = await store.get(row.storageKey);
      expect(body, `${row.name} of ${row.accountId}`).not.toBeNull();
      const bytes = await readAll(body!);
      expect(bytes.length).toBe(row.size);
      const magic = Buffer.from(bytes.subarray(0, 4)).toString("latin1");
      expect(magic).toBe(row.mimeType === "application/pdf" ? "%PDF" : "\x89PNG");
    }
  });

  it("seeds only the people of the demo without testAccounts, with the same marketplace and help", async () => {
    const db = ctx.handle.db;
    const before = {
      openings: (await db.select().from(jobOpenings)).length,
      // the offer-deadline journey's applicants are test accounts with an offer each: theirs are not the story's
      matches: (
        await db
          .select({ sub: accounts.subject })
          .from(jobMatches)
          .innerJoin(accounts, eq(accounts.id, jobMatches.accountId))
      ).filter((m) => !isTestAccount(m.sub)).length,
      contracts: (await db.select().from(companyContracts)).length,
    };
    await truncateAll(ctx.handle);
    expect(await seedDatabase(db, { onlyIfEmpty: true })).toBe(true);
    const subjects = [
      ...(await db.select({ s: accounts.subject }).from(accounts)),
      ...(await db.select({ s: companyUsers.subject }).from(companyUsers)),
      ...(await db.select({ s: advisors.subject }).from(advisors)),
    ].map((r) => r.s);
    expect(subjects.sort()).toEqual(DEMO_PEOPLE.map((a) => a.sub).sort());
    // README's table: at most 15 people
    expect(DEMO_PEOPLE.length).toBeLessThanOrEqual(15);
    // the story the people tell does not depend on the test accounts
    expect((await db.select().from(jobOpenings)).length).toBe(before.openings);
    expect((await db.select().from(jobMatches)).length).toBe(before.matches);
    expect((await db.select().from(companyContracts)).length).toBe(before.contracts);
    expect(await db.select().from(companies)).toHaveLength(2);
  });

  it("seeds job openings in every status for both companies and matches in every status, each with its audit trail", async () => {
    const db = ctx.handle.db;
    const openings = await db
      .select({ status: jobOpenings.status, companyId: jobOpenings.companyId, id: jobOpenings.id })
      .from(jobOpenings);
    const matches = await db.select().from(jobMatches);
    const hasOpenMatch = (id: string) => matches.some((m) => m.jobOpeningId === id && isOpenMatchStatus(m.status));
    const view = (o: (typeof openings)[number]) =>
      o.status === "open" && hasOpenMatch(o.id) ? "openWithActiveMatches" : o.status;
    for (const c of await db.select().from(companies)) {
      expect(new Set(openings.filter((o) => o.companyId === c.id).map(view))).toEqual(
        new Set(JOB_OPENING_VIEW_STATUSES),
      );
    }
    expect(new Set(matches.map((m) => m.status))).toEqual(new Set(MATCH_STATUSES));
    expect(new Set(matches.map((m) => m.lostReason).filter(Boolean))).toEqual(new Set(LOST_REASONS));
    const trail = await db.select().from(auditLog).where(eq(auditLog.subjectType, "match"));
    for (const m of matches) {
      expect(trail.filter((r) => r.subjectId === m.id && r.action === "match.created")).toHaveLength(1);
    }
    // a staffed opening has no position left; its other match ended as staffed
    const staffed = openings.filter((o) => o.status === "staffed").map((o) => o.id);
    for (const id of staffed) {
      expect(matches.filter((m) => m.jobOpeningId === id && m.status === "offer_accepted")).toHaveLength(1);
    }
    expect(await db.select().from(companyContracts)).toHaveLength(1);
    // the seeded history notifies in the app but queues no mail
    expect((await db.select().from(notifications)).length).toBeGreaterThan(0);
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
    expect((await db.select().from(applicantComments)).length).toBeGreaterThan(0);
  });

  it("seeds the journey applicants ready to match, and moves the stages of matched applicants", async () => {
    const db = ctx.handle.db;
    const stageOf = async (sub: string) => {
      const [row] = await db
        .select({ stage: units.stage })
        .from(units)
        .innerJoin(accounts, eq(accounts.id, units.accountId))
        .where(eq(accounts.subject, sub));
      return row.stage;
    };
    for (const sub of [...MATCHING_JOURNEY_APPLICANTS.nojs, ...MATCHING_JOURNEY_APPLICANTS.js]) {
      expect(await stageOf(sub)).toBe("Ready to match");
    }
    expect(await stageOf("applicant-mia")).toBe("In Matching");
    expect(await stageOf("applicant-milan")).toBe("Contract Proposal");
    expect(await stageOf("applicant-lena")).toBe("Ready to match");
  });
});

/**
 * The demo tells one true story: what a person of the demo (README's table) sees on their steps, their
 * stage, their matches and their notifications agree, and every value is one the specification offers.
 */
describe("the seeded story", () => {
  /** The earliest stage at which each step must be complete (docs/product.md#unit-stage: a stage follows its steps). */
  const COMPLETE_FROM: Record<string, UnitStage> = {
    data: "Info Session",
    skills: "Info Session",
    "info-session": "Consultation",
    consultation: "Examined Application",
    "partner-search": "Ready to match",
  };
  const rank = (stage: string) => UNIT_STAGES.indexOf(stage as UnitStage);

  it("gives each applicant of the demo steps and matches that agree with the stage", async () => {
    const db = ctx.handle.db;
    const people = DEMO_PEOPLE.filter((p) => p.issuer === "applicant");
    const rows = await db
      .select({ id: accounts.id, sub: accounts.subject, stage: units.stage })
      .from(accounts)
      .innerJoin(units, eq(units.accountId, accounts.id))
      .where(
        inArray(
          accounts.subject,
          people.map((p) => p.sub),
        ),
      );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const matches = await db.select().from(jobMatches);
    const problems: string[] = [];
    for (const row of rows) {
      const progress = await getProgress(db, row.id);
      for (const [step, from] of Object.entries(COMPLETE_FROM)) {
        const state = progress.steps.find((s) => s.step === step)?.state;
        if (rank(row.stage) >= rank(from) && state !== "complete") problems.push(`${row.sub} ${step}: ${state}`);
      }
      // the next step shown is never one the stage has left behind
      const next = progress.next?.step;
      if (next && COMPLETE_FROM[next] && rank(row.stage) >= rank(COMPLETE_FROM[next])) {
        problems.push(`${row.sub} at ${row.stage} is told to do ${next}`);
      }
      const own = matches.filter((m) => m.accountId === row.id);
      if (row.stage === "In Matching" && !own.some((m) => isOpenMatchStatus(m.status))) {
        problems.push(`${row.sub} in matching without an open match`);
      }
      if (rank(row.stage) >= rank("Contract Proposal") && !own.some((m) => m.status === "offer_accepted")) {
        problems.push(`${row.sub} at ${row.stage} without an accepted offer`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("holds only values the specification offers (distances, graduation and its status, health insurance)", async () => {
    const all = await ctx.handle.db.select().from(accounts);
    const problems: string[] = [];
    const offered = (what: string, value: unknown, options: readonly unknown[]) => {
      if (value !== null && !options.includes(value)) problems.push(`${what}: ${value}`);
    };
    for (const a of all) {
      offered(`${a.subject} distance`, a.practicePartnerMaxDistance, DISTANCE_OPTIONS);
      offered(`${a.subject} graduation`, a.universityEntranceQualification, GRADUATION_TYPES);
      offered(`${a.subject} graduation status`, a.universityEntranceQualificationStatus, UEQ_STATUSES);
      offered(`${a.subject} health insurance`, a.healthInsuranceType, HEALTH_INSURANCE_TYPES);
    }
    expect(problems).toEqual([]);
  });

  it("links every seeded notification to a page of its unit and to records that exist", async () => {
    const db = ctx.handle.db;
    // the record each address segment names with the id that follows it
    const ids = {
      contact: new Set((await db.select({ id: supportTickets.id }).from(supportTickets)).map((r) => r.id)),
      news: new Set((await db.select({ id: news.id }).from(news)).map((r) => r.id)),
      "job-openings": new Set((await db.select({ id: jobOpenings.id }).from(jobOpenings)).map((r) => r.id)),
      selfmatching: new Set((await db.select({ id: jobOpenings.id }).from(jobOpenings)).map((r) => r.id)),
      applicants: new Set((await db.select({ id: accounts.id }).from(accounts)).map((r) => r.id)),
    } as Record<string, Set<string>>;
    const rows = await db.select().from(notifications);
    expect(rows.length).toBeGreaterThan(10);
    for (const n of rows) {
      expect(n.link, `${n.messageKey} has a link`).toBeTruthy();
      const url = new URL(n.link!, "http://portal.example");
      expect(url.pathname, n.messageKey).toMatch(n.recipientKind === "company" ? /^\/b2b\// : /^\/ds\//);
      const segments = url.pathname.split("/");
      segments.forEach((segment, i) => {
        if (!isUuid(segment)) return;
        const kind = segments[i - 1];
        expect(Object.keys(ids), `${n.link}: a record named by "${kind}"`).toContain(kind);
        expect(ids[kind].has(segment), `${n.link} names an existing record`).toBe(true);
      });
    }
  });
});
