import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  DEMO_ACCOUNTS,
  DEMO_PEOPLE,
  isOpenMatchStatus,
  JOB_OPENING_VIEW_STATUSES,
  LOST_REASONS,
  MATCH_STATUSES,
} from "#contracts";
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
  notifications,
  units,
} from "../db/schema";
import { seedDatabase } from "../db/seed";
import { MATCHING_JOURNEY_APPLICANTS } from "../db/seed-matching";
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
      matches: (await db.select().from(jobMatches)).length,
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
