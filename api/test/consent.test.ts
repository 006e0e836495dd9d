/**
 * Tracking id, experiment assignments and cookie consent at the API: what is stored, with whose account,
 * and what is refused (malformed ids, oversized lists, no login, the wrong kind of user).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, cookieConsents, experimentAssignments, trackingVisits } from "../db/schema";
import { setupApi } from "./harness";

const { ctx, call, login } = setupApi();

const db = () => ctx.handle.db;

describe("tracking id", () => {
  it("records the id anonymously, and with the account when an applicant's token comes along", async () => {
    const anonymous = await call("POST", "/api/v1/t/abc");
    expect(anonymous.status).toBe(201);
    expect(anonymous.json).toEqual({
      recorded: true,
      cookie: { name: "tandem_t", value: "abc", maxAge: 2_592_000 },
    });
    const fiona = await login("applicant", "applicant-fiona");
    expect((await call("POST", "/api/v1/t/campaign_7-x", { token: fiona })).status).toBe(201);
    // a token that is no longer valid does not refuse the visit: it is recorded without an account
    expect((await call("POST", "/api/v1/t/abc", { token: "not-a-token" })).status).toBe(201);
    const rows = await db().select().from(trackingVisits);
    const [account] = await db().select().from(accounts).where(eq(accounts.subject, "applicant-fiona"));
    expect(rows.map((r) => [r.trackingId, r.accountId])).toEqual(
      expect.arrayContaining([
        ["abc", null],
        ["campaign_7-x", account.id],
      ]),
    );
    expect(rows).toHaveLength(3);
  });

  it("refuses a malformed or overlong id without storing it", async () => {
    for (const id of ["a%20b", "x".repeat(65), "%3Cscript%3E"]) {
      const res = await call("POST", `/api/v1/t/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.json.code).toBe(1007);
    }
    expect(await db().select().from(trackingVisits)).toHaveLength(0);
  });
});

describe("experiment assignments", () => {
  it("stores only campaigns with a variation, once per campaign and visitor", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    const body = [
      { campaignId: "onboarding-flow", variationId: "Variation 1", visitorId: "v1" },
      { campaignId: "other", variationId: null, visitorId: "v1" },
    ];
    expect((await call("POST", "/api/v1/experiment-assignments", { token: fiona, body })).json).toEqual({ stored: 1 });
    expect((await call("POST", "/api/v1/experiment-assignments", { token: fiona, body })).json).toEqual({ stored: 0 });
    const rows = await db().select().from(experimentAssignments);
    expect(rows.map((r) => [r.campaignId, r.variationId, r.visitorId])).toEqual([
      ["onboarding-flow", "Variation 1", "v1"],
    ]);
  });

  it("needs an applicant's login and refuses a list over 20 items", async () => {
    const item = { campaignId: "c", variationId: "Original", visitorId: "v" };
    expect((await call("POST", "/api/v1/experiment-assignments", { body: [item] })).status).toBe(401);
    const olaf = await login("company", "company-olaf");
    expect((await call("POST", "/api/v1/experiment-assignments", { token: olaf, body: [item] })).status).toBe(403);
    const fiona = await login("applicant", "applicant-fiona");
    const many = Array.from({ length: 21 }, (_, i) => ({ ...item, visitorId: `v${i}` }));
    expect((await call("POST", "/api/v1/experiment-assignments", { token: fiona, body: many })).status).toBe(400);
    expect(await db().select().from(experimentAssignments)).toHaveLength(0);
  });
});

describe("cookie consent with the account", () => {
  const consent = {
    version: 1,
    choice: "custom",
    services: { tagManager: true, sessionRecording: false, inAppGuidance: false, scheduling: false, abTesting: true },
    givenAt: "2026-11-24T16:00:00.000Z",
  };

  it("keeps every answer of an applicant and of a company user", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    const olaf = await login("company", "company-olaf");
    expect((await call("PUT", "/api/v1/cookie-consent", { token: fiona, body: consent })).status).toBe(204);
    expect((await call("PUT", "/api/b2b/v1/cookie-consent", { token: olaf, body: consent })).status).toBe(204);
    const rows = await db().select().from(cookieConsents);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.accountId)?.services).toEqual(consent.services);
    expect(rows.find((r) => r.companyUserId)?.givenAt.toISOString()).toBe(consent.givenAt);
  });

  it("refuses an anonymous caller, the other unit's token and an incomplete answer", async () => {
    expect((await call("PUT", "/api/v1/cookie-consent", { body: consent })).status).toBe(401);
    const olaf = await login("company", "company-olaf");
    expect((await call("PUT", "/api/v1/cookie-consent", { token: olaf, body: consent })).status).toBe(403);
    const fiona = await login("applicant", "applicant-fiona");
    const missing = { ...consent, services: { tagManager: true } };
    expect((await call("PUT", "/api/v1/cookie-consent", { token: fiona, body: missing })).status).toBe(400);
    expect(
      (await call("PUT", "/api/v1/cookie-consent", { token: fiona, body: { ...consent, choice: "x" } })).status,
    ).toBe(400);
    expect(await db().select().from(cookieConsents)).toHaveLength(0);
  });

  it("shows the records to the development tools only", async () => {
    await call("POST", "/api/v1/t/abc");
    const records = await call("GET", "/api/dev/consent-records");
    expect(records.json.trackingVisits[0]).toMatchObject({ trackingId: "abc", accountId: null });
  });
});
