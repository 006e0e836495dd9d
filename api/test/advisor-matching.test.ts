import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { advisors, auditLog, jobMatches, jobOpenings, units } from "../db/schema";
import { setupApi } from "./harness";
import { accountIdOf } from "./lookups";

const { ctx, call, login } = setupApi();
const BASE = "/api/advisor/v1";
const NO_ID = "00000000-0000-4000-8000-000000000000";

const accountId = (sub: string) => accountIdOf(ctx.handle.db, sub);
const openingId = async (title: string) =>
  (await ctx.handle.db.select({ id: jobOpenings.id }).from(jobOpenings).where(eq(jobOpenings.title, title)))[0].id;
const matchesOf = async (account: string) =>
  ctx.handle.db.select().from(jobMatches).where(eq(jobMatches.accountId, account));
const OPEN_IT = "Duales Studium Informatik – IT-Sicherheit"; // Muster, Berlin, Informatik, no matches
const DRAFT = "Duales Studium Maschinenbau – Konstruktion";
const CLOSED = "Duales Studium BWL – Einkauf";

describe("advisor recommendations", () => {
  it("lists open openings, same course first, then campus, then start date, with the applicant's wishes", async () => {
    const sabine = await login("study_advisor", "staff-sabine");
    const ben = await accountId("applicant-ben");
    const res = await call("GET", `${BASE}/applicants/${ben}/job-openings`, { token: sabine });
    expect(res.status).toBe(200);
    expect(res.json.applicant).toMatchObject({
      name: "Ben Becker",
      stage: "Ready to match",
      stageMinimumReady: true,
      practicePartnerMaxDistance: 20,
      course: "Informatik (B.Sc.)",
      campus: "Berlin",
      intake: "2027-10-01",
    });
    const openings: { title: string; sameCourse: boolean; sameCampus: boolean; openPositions: number }[] =
      res.json.openings;
    expect(openings.length).toBeGreaterThan(0);
    expect(openings.map((o) => o.title)).not.toContain(DRAFT);
    expect(openings.map((o) => o.title)).not.toContain(CLOSED);
    // sorted: every same-course opening before any other, and within those same campus first
    const rank = (o: (typeof openings)[number]) => (o.sameCourse ? 2 : 0) + (o.sameCampus ? 1 : 0);
    for (let i = 1; i < openings.length; i++) expect(rank(openings[i - 1])).toBeGreaterThanOrEqual(rank(openings[i]));
    expect(openings[0]).toMatchObject({ sameCourse: true, sameCampus: true, companyName: expect.any(String) });
    expect(openings.every((o) => o.openPositions > 0)).toBe(true);
  });

  it("recommends: a study_advisor match with audit row, shown in both lists; twice → 409", async () => {
    const sabine = await login("study_advisor", "staff-sabine");
    const ben = await accountId("applicant-ben");
    const jobOpeningId = await openingId(OPEN_IT);
    const res = await call("POST", `${BASE}/applicants/${ben}/recommendations`, {
      token: sabine,
      body: { jobOpeningId },
    });
    expect(res.status).toBe(201);
    expect(res.json.match).toMatchObject({ status: "awaiting_any_interest", source: "study_advisor", accountId: ben });
    const [row] = await matchesOf(ben);
    const [advisor] = await ctx.handle.db.select().from(advisors).where(eq(advisors.subject, "staff-sabine"));
    expect(row.recommendedBy).toBe(advisor.id);
    const trail = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, row.id), eq(auditLog.action, "match.created")));
    expect(trail).toHaveLength(1);
    expect(trail[0].actorKind).toBe("study_advisor");

    const list = await call("GET", `${BASE}/applicants/${ben}/job-openings`, { token: sabine });
    expect(list.json.openings.find((o: { id: string }) => o.id === jobOpeningId).matchStatus).toBe(
      "awaiting_any_interest",
    );
    const matches = await call("GET", `${BASE}/applicants/${ben}/matches`, { token: sabine });
    expect(matches.status).toBe(200);
    expect(matches.json.matches).toEqual([
      expect.objectContaining({
        status: "awaiting_any_interest",
        source: "study_advisor",
        recommendedByName: "Sabine Seidel",
        jobOpening: expect.objectContaining({
          id: jobOpeningId,
          title: OPEN_IT,
          companyName: "Muster Maschinenbau GmbH",
        }),
      }),
    ]);
    const again = await call("POST", `${BASE}/applicants/${ben}/recommendations`, {
      token: sabine,
      body: { jobOpeningId },
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe(1009);
    expect(await matchesOf(ben)).toHaveLength(1);
  });

  it("refuses applicants who are not stage-minimum-ready (409), drafts and unknown openings (404), closed ones (409)", async () => {
    const stefan = await login("study_advisor", "staff-stefan"); // team lead: sees everyone
    const max = await accountId("applicant-max"); // Info Session
    const ben = await accountId("applicant-ben");
    const post = (account: string, jobOpeningId: string) =>
      call("POST", `${BASE}/applicants/${account}/recommendations`, { token: stefan, body: { jobOpeningId } });
    const notReady = await post(max, await openingId(OPEN_IT));
    expect(notReady.status).toBe(409);
    expect(notReady.json.message).toMatch(/Examined Application/);
    expect((await post(ben, await openingId(DRAFT))).status).toBe(404);
    expect((await post(ben, NO_ID)).status).toBe(404);
    expect((await post(ben, "not-a-uuid")).status).toBe(404);
    expect((await post(ben, await openingId(CLOSED))).status).toBe(409);
    expect(await matchesOf(ben)).toHaveLength(0);
    expect(await matchesOf(max)).toHaveLength(0);
  });

  it("keeps an advisor to their own applicants (404) and refuses other tokens (401/403); nothing changes", async () => {
    const db = ctx.handle.db;
    const ben = await accountId("applicant-ben");
    // ben belongs to sabine; make stefan an ordinary advisor for this test
    await db.update(advisors).set({ isTeamLead: false }).where(eq(advisors.subject, "staff-stefan"));
    const tokens = {
      stefan: await login("study_advisor", "staff-stefan"),
      applicant: await login("applicant", "applicant-ben"),
      company: await login("company", "company-olaf"),
    };
    const jobOpeningId = await openingId(OPEN_IT);
    const routes = [
      ["GET", `${BASE}/applicants/${ben}/job-openings`, undefined],
      ["GET", `${BASE}/applicants/${ben}/matches`, undefined],
      ["POST", `${BASE}/applicants/${ben}/recommendations`, { jobOpeningId }],
    ] as const;
    for (const [method, path, body] of routes) {
      expect((await call(method, path, { token: tokens.stefan, body })).status, `stefan ${path}`).toBe(404);
      for (const kind of ["applicant", "company"] as const) {
        const res = await call(method, path, { token: tokens[kind], body });
        expect(res.status, `${kind} ${path}`).toBe(403);
        expect(res.json.code).toBe(1005);
      }
      expect((await call(method, path, { body })).status).toBe(401);
    }
    expect((await call("GET", `${BASE}/applicants/${NO_ID}/matches`, { token: tokens.stefan })).status).toBe(404);
    expect(await matchesOf(ben)).toHaveLength(0);
    const [unit] = await db.select().from(units).where(eq(units.accountId, ben));
    expect(unit.stage).toBe("Ready to match");
  });
});
