import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../contracts";
import { accounts, advisors, campuses, companies, companyUsers, units } from "../db/schema";
import { seedDatabase } from "../db/seed";
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
    const expected = DEMO_ACCOUNTS.map((a) => a.sub).filter((s) => s !== "applicant-nora" && s !== "company-fremd");
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
    expect(await seedDatabase(ctx.handle.db, { onlyIfEmpty: true })).toBe(true);
    const [{ n }] = await ctx.handle.db.select({ n: count() }).from(companyUsers);
    expect(n).toBe(5);
  });
});
