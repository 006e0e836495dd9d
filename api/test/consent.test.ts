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

/** The consent cookie of an answer: every service on, every one off, or only the one named. */
const ALL = { cookie: "tandem_consent=1.1795800000.all.11111" };
const NONE = { cookie: "tandem_consent=1.1795800000.none.00000" };
const ONLY_AB = { cookie: "tandem_consent=1.1795800000.custom.00001" };
const ONLY_TAGS = { cookie: "tandem_consent=1.1795800000.custom.10000" };
const kept = (tagManager: boolean, abTesting: boolean) => ({
  version: 1,
  choice: "custom",
  services: { tagManager, sessionRecording: false, inAppGuidance: false, scheduling: false, abTesting },
  givenAt: new Date().toISOString(),
});

describe("tracking id", () => {
  it("records the id only with the tag manager's consent in the cookie; anonymously, or with the account", async () => {
    const anonymous = await call("POST", "/api/v1/t/abc", { headers: ALL });
    expect(anonymous.status).toBe(201);
    expect(anonymous.json).toEqual({
      recorded: true,
      cookie: { name: "tandem_t", value: "abc", maxAge: 2_592_000 },
    });
    const fiona = await login("applicant", "applicant-fiona");
    expect((await call("POST", "/api/v1/t/campaign_7-x", { token: fiona, headers: ONLY_TAGS })).status).toBe(201);
    // a token that is no longer valid does not refuse the visit: it is recorded without an account
    expect((await call("POST", "/api/v1/t/abc", { token: "not-a-token", headers: ALL })).status).toBe(201);
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

  it("stores nothing without that consent: no cookie, reject all, other services only", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    for (const [headers, token] of [
      [{}, undefined],
      [NONE, undefined],
      [ONLY_AB, undefined],
      [{}, fiona],
      [NONE, fiona],
      [ONLY_AB, fiona],
    ] as const) {
      const res = await call("POST", "/api/v1/t/abc", { headers, ...(token ? { token } : {}) });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ recorded: false });
    }
    expect(await db().select().from(trackingVisits)).toHaveLength(0);
  });

  it("stores nothing for a signed-in applicant whose kept consent refuses it, whatever the cookie says", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    await call("PUT", "/api/v1/cookie-consent", { token: fiona, body: kept(false, true) });
    expect((await call("POST", "/api/v1/t/abc", { token: fiona, headers: ALL })).json).toEqual({ recorded: false });
    expect(await db().select().from(trackingVisits)).toHaveLength(0);
    // the latest kept answer counts
    await call("PUT", "/api/v1/cookie-consent", { token: fiona, body: kept(true, false) });
    expect((await call("POST", "/api/v1/t/abc", { token: fiona, headers: ALL })).status).toBe(201);
    expect(await db().select().from(trackingVisits)).toHaveLength(1);
    // a kept refusal older than the cookie's answer has been replaced by it
    await call("PUT", "/api/v1/cookie-consent", { token: fiona, body: kept(false, false) });
    const newer = { cookie: `tandem_consent=1.${Math.floor(Date.now() / 1000) + 60}.all.11111` };
    expect((await call("POST", "/api/v1/t/abc", { token: fiona, headers: newer })).status).toBe(201);
  });

  it("refuses a malformed or overlong id without storing it", async () => {
    for (const id of ["a%20b", "x".repeat(65), "%3Cscript%3E"]) {
      const res = await call("POST", `/api/v1/t/${id}`, { headers: ALL });
      expect(res.status, id).toBe(400);
      expect(res.json.code).toBe(1007);
    }
    expect(await db().select().from(trackingVisits)).toHaveLength(0);
  });
});

describe("experiment assignments", () => {
  const accountIdOf = async (subject: string) =>
    (await db().select().from(accounts).where(eq(accounts.subject, subject)))[0].id;

  it("stores only campaigns with a variation, once per campaign and visitor, with A/B-testing consent", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    const me = await accountIdOf("applicant-fiona");
    const body = [
      { campaignId: "onboarding-flow", variationId: "Variation 1", visitorId: me },
      { campaignId: "other", variationId: null, visitorId: me },
    ];
    const post = () => call("POST", "/api/v1/experiment-assignments", { token: fiona, body, headers: ONLY_AB });
    expect((await post()).json).toEqual({ stored: 1 });
    expect((await post()).json).toEqual({ stored: 0 });
    const rows = await db().select().from(experimentAssignments);
    expect(rows.map((r) => [r.campaignId, r.variationId, r.visitorId])).toEqual([
      ["onboarding-flow", "Variation 1", me],
    ]);
  });

  it("stores nothing without A/B-testing consent, in the cookie or kept with the account", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    const body = [
      { campaignId: "onboarding-flow", variationId: "Original", visitorId: await accountIdOf("applicant-fiona") },
    ];
    for (const headers of [{}, NONE, ONLY_TAGS]) {
      expect((await call("POST", "/api/v1/experiment-assignments", { token: fiona, body, headers })).json).toEqual({
        stored: 0,
      });
    }
    await call("PUT", "/api/v1/cookie-consent", { token: fiona, body: kept(true, false) });
    const refused = await call("POST", "/api/v1/experiment-assignments", { token: fiona, body, headers: ALL });
    expect(refused.json).toEqual({ stored: 0 });
    expect(await db().select().from(experimentAssignments)).toHaveLength(0);
  });

  it("refuses a visitor id that is not the caller's own (403), and stores none of the list", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    const me = await accountIdOf("applicant-fiona");
    const someoneElse = await accountIdOf("applicant-lena");
    for (const visitorId of [someoneElse, "v1"]) {
      const body = [
        { campaignId: "a", variationId: "Original", visitorId: me },
        { campaignId: "b", variationId: "Original", visitorId },
      ];
      const res = await call("POST", "/api/v1/experiment-assignments", { token: fiona, body, headers: ALL });
      expect(res.status).toBe(403);
    }
    expect(await db().select().from(experimentAssignments)).toHaveLength(0);
  });

  it("needs an applicant's login and refuses a list over 20 items", async () => {
    const item = { campaignId: "c", variationId: "Original", visitorId: "v" };
    expect((await call("POST", "/api/v1/experiment-assignments", { body: [item], headers: ALL })).status).toBe(401);
    const olaf = await login("company", "company-olaf");
    expect(
      (await call("POST", "/api/v1/experiment-assignments", { token: olaf, body: [item], headers: ALL })).status,
    ).toBe(403);
    const fiona = await login("applicant", "applicant-fiona");
    const many = Array.from({ length: 21 }, (_, i) => ({ ...item, visitorId: `v${i}` }));
    expect(
      (await call("POST", "/api/v1/experiment-assignments", { token: fiona, body: many, headers: ALL })).status,
    ).toBe(400);
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
    await call("POST", "/api/v1/t/abc", { headers: ALL });
    const records = await call("GET", "/api/dev/consent-records");
    expect(records.json.trackingVisits[0]).toMatchObject({ trackingId: "abc", accountId: null });
  });
});
