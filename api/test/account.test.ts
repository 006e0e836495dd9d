import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, auditLog } from "../db/schema";
import { SEEN_HINTS } from "../db/seed-hints";
import { createApplicant } from "./factories";
import { setupApi } from "./harness";

const { ctx, call, login } = setupApi({ devTools: true });

describe("GET/PATCH /api/v1/account", () => {
  it("answers the seeded account of lena", async () => {
    const token = await login("applicant", "applicant-lena");
    const res = await call("GET", "/api/v1/account", { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      email: "lena.lehmann@example.org",
      firstName: "Lena",
      lastName: "Lehmann",
      birthday: "2005-03-14",
      shippingCity: "Berlin",
      metadata: { ONBOARDING_DONE: true },
    });
    expect(res.json.units).toHaveLength(1);
    expect(res.json.units[0].primary).toBe(true);
    expect(res.json).not.toHaveProperty("subject");
  });

  it("changes allowed fields and merges hint flags", async () => {
    const token = await login("applicant", "applicant-lena");
    const res = await call("PATCH", "/api/v1/account", {
      token,
      body: {
        firstName: "  Lena-Marie ",
        shippingCity: "Potsdam",
        language: "en",
        hints: { visitedStudyAdviceView: true },
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ firstName: "Lena-Marie", shippingCity: "Potsdam", language: "en" });
    // (the seed's hint flags of an onboarded applicant, see api/db/seed-hints.ts, plus the new one)
    expect(res.json.hints).toEqual({ ...SEEN_HINTS, visitedStudyAdviceView: true });
    const again = await call("GET", "/api/v1/account", { token });
    expect(again.json.firstName).toBe("Lena-Marie");
    const audit = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, "account.updated"));
    expect(audit).toHaveLength(1);
    expect((audit[0].details.fields as string[]).sort()).toEqual(["firstName", "hints", "language", "shippingCity"]);
  });

  it("stores studiedalready (step 2) and refuses a value that is no boolean", async () => {
    const token = await login("applicant", "applicant-max");
    const ok = await call("PATCH", "/api/v1/account", { token, body: { studiedalready: true } });
    expect(ok.status).toBe(200);
    expect(ok.json.studiedalready).toBe(true);
    const bad = await call("PATCH", "/api/v1/account", { token, body: { studiedalready: "maybe" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.studiedalready).toBeDefined();
    expect((await call("GET", "/api/v1/account", { token })).json.studiedalready).toBe(true);
  });

  it("rejects a change of the e-mail with 400 code 1007 and leaves it unchanged", async () => {
    const token = await login("applicant", "applicant-lena");
    const res = await call("PATCH", "/api/v1/account", { token, body: { email: "evil@example.org", firstName: "X" } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(1007);
    expect(res.json.errors.email).toEqual(["This field cannot be changed here"]);
    const [row] = await ctx.handle.db.select().from(accounts).where(eq(accounts.subject, "applicant-lena"));
    expect(row.email).toBe("lena.lehmann@example.org");
    expect(row.firstName).toBe("Lena");
  });

  it("answers invalid fields with 400 code 1007 and a message per field", async () => {
    const token = await login("applicant", "applicant-lena");
    const res = await call("PATCH", "/api/v1/account", {
      token,
      body: { firstName: "", birthday: "14.03.2005", language: "xx" },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 1007, message: "The request is invalid" });
    expect(Object.keys(res.json.errors).sort()).toEqual(["birthday", "firstName", "language"]);
    for (const messages of Object.values(res.json.errors)) expect(messages).toEqual([expect.any(String)]);
  });

  it("answers malformed JSON with 400 code 1007", async () => {
    const token = await login("applicant", "applicant-lena");
    const res = await call("PATCH", "/api/v1/account", { token, body: "{not json" });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(1007);
  });
});

describe("PUT /api/v1/metadata", () => {
  it("merges keys and removes keys set to null", async () => {
    const token = await login("applicant", "applicant-lena");
    const res = await call("PUT", "/api/v1/metadata", { token, body: { FEEDBACK_GIVEN: true, step: 3 } });
    expect(res.status).toBe(200);
    // (her partner search is done: a flag the API set, kept as it is)
    expect(res.json.metadata).toEqual({
      ONBOARDING_DONE: true,
      PARTNER_SEARCH_DONE: true,
      FEEDBACK_GIVEN: true,
      step: 3,
    });
    const res2 = await call("PUT", "/api/v1/metadata", { token, body: { ONBOARDING_DONE: null } });
    expect(res2.json.metadata).toEqual({ PARTNER_SEARCH_DONE: true, FEEDBACK_GIVEN: true, step: 3 });
  });

  it("rejects values that are no scalars", async () => {
    const token = await login("applicant", "applicant-lena");
    const res = await call("PUT", "/api/v1/metadata", { token, body: { nested: { a: 1 } } });
    expect(res.status).toBe(400);
    expect(res.json.errors.nested).toBeDefined();
  });
});

describe("PUT /api/v1/metadata with hint flags (docs/product.md#entities)", () => {
  it("stores each client-dismissable hint flag with the account's hints, not in the metadata map", async () => {
    const { sub } = await createApplicant(ctx.handle.db);
    const token = await login("applicant", sub);
    const flags = [
      "hideDmsInfoModal",
      "hideDmsInfoModalHome",
      "hideDmsInfoModalJobOpenings",
      "hideCourseOfStudyInfo",
      "hideB2cStudyMatchInterestModal",
      "interactedWithMotivationStep",
      "visitedStudyAdviceView",
      "unlockedStep2already",
    ];
    for (const flag of flags) {
      const res = await call("PUT", "/api/v1/metadata", { token, body: { [flag]: true } });
      expect(res.status, flag).toBe(200);
      expect(res.json.hints[flag], flag).toBe(true);
      expect(res.json.metadata[flag], flag).toBeUndefined();
    }
    const again = await call("GET", "/api/v1/account", { token });
    for (const flag of flags) expect(again.json.hints[flag], flag).toBe(true);
    // null clears a flag (the development reset of a single hint)
    const cleared = await call("PUT", "/api/v1/metadata", { token, body: { hideDmsInfoModal: null } });
    expect(cleared.json.hints.hideDmsInfoModal).toBeUndefined();
    expect(cleared.json.hints.hideDmsInfoModalHome).toBe(true);
  });

  it("refuses a hint flag with a text or number value and the server-computed unreadJobOpenings", async () => {
    const { sub } = await createApplicant(ctx.handle.db);
    const token = await login("applicant", sub);
    for (const body of [{ hideDmsInfoModal: "yes" }, { hideCourseOfStudyInfo: 1 }, { unreadJobOpenings: 0 }]) {
      const res = await call("PUT", "/api/v1/metadata", { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe(1007);
    }
    const account = await call("GET", "/api/v1/account", { token });
    expect(account.json.hints.hideDmsInfoModal).toBeUndefined();
    expect(account.json.hints.hideCourseOfStudyInfo).toBeUndefined();
  });

  it("writes the flag of the caller only", async () => {
    const one = await login("applicant", (await createApplicant(ctx.handle.db)).sub);
    const other = await login("applicant", (await createApplicant(ctx.handle.db)).sub);
    await call("PUT", "/api/v1/metadata", { token: one, body: { hideDmsInfoModalHome: true } });
    expect((await call("GET", "/api/v1/account", { token: one })).json.hints.hideDmsInfoModalHome).toBe(true);
    expect((await call("GET", "/api/v1/account", { token: other })).json.hints.hideDmsInfoModalHome).toBeUndefined();
  });

  it("refuses a company user's token (the applicant's metadata is the applicant's own)", async () => {
    const token = await login("company", "company-erika");
    const res = await call("PUT", "/api/v1/metadata", { token, body: { hideDmsInfoModal: true } });
    expect(res.status).toBe(403);
  });
});

describe("GET /api/v1/unit", () => {
  it("answers lena's unit with advisor, campus and applications", async () => {
    const token = await login("applicant", "applicant-lena");
    const res = await call("GET", "/api/v1/unit", { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      studyType: "ds",
      stage: "Ready to match",
      stageMinimumReady: true,
      advisor: { name: "Sabine Seidel", whatsappAvailable: true, mobilePhone: "+49 151 23456789" },
      campus: { name: "Berlin", city: "Berlin" },
    });
    expect(res.json.applications).toEqual([
      expect.objectContaining({ primary: true, course: "Informatik (B.Sc.)", intake: "2025-10-01" }),
    ]);
  });

  it("answers max's unit: not minimum ready, campus of the primary application", async () => {
    const token = await login("applicant", "applicant-max");
    const res = await call("GET", "/api/v1/unit", { token });
    expect(res.json).toMatchObject({
      stage: "Info Session",
      stageMinimumReady: false,
      advisor: { name: "Stefan Sommer", whatsappAvailable: false },
      campus: { name: "München" },
    });
    expect(res.json.applications).toHaveLength(2);
  });

  it("falls back to the primary unit for an unknown or foreign id", async () => {
    const lena = await login("applicant", "applicant-lena");
    const own = (await call("GET", "/api/v1/unit", { token: lena })).json.id;
    const max = await login("applicant", "applicant-max");
    const maxUnit = (await call("GET", "/api/v1/unit", { token: max })).json.id;
    expect((await call("GET", `/api/v1/unit?id=${own}`, { token: lena })).json.id).toBe(own);
    expect((await call("GET", "/api/v1/unit?id=nonsense", { token: lena })).json.id).toBe(own);
    expect((await call("GET", `/api/v1/unit?id=${maxUnit}`, { token: lena })).json.id).toBe(own);
  });

  it("answers 404 code 1008 for an onboarded applicant who has no unit yet", async () => {
    const { sub } = await createApplicant(ctx.handle.db, { stage: null });
    const token = await login("applicant", sub);
    const res = await call("GET", "/api/v1/unit", { token });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe(1008);
  });

  it("answers paul's unit without advisor", async () => {
    const token = await login("applicant", "applicant-paul");
    const res = await call("GET", "/api/v1/unit", { token });
    expect(res.json).toMatchObject({ stage: "Contract Proposal", advisor: null, stageMinimumReady: true });
  });
});

describe("POST /api/v1/reset-me", () => {
  it("resets metadata and hints when dev tools are on", async () => {
    const token = await login("applicant", "applicant-lena");
    const res = await call("POST", "/api/v1/reset-me", { token });
    expect(res.status).toBe(200);
    expect(res.json.metadata).toEqual({});
    expect(res.json.hints).toEqual({});
  });
});

describe("server-owned metadata", () => {
  it("refuses step-state keys on PUT /v1/metadata, so an applicant cannot mark steps done", async () => {
    const token = await login("applicant", "applicant-max");
    for (const key of ["PARTNER_SEARCH_DONE", "CONTRACT_DONE", "HEALTH_INSURANCE_PROOF_DATE"]) {
      const res = await call("PUT", "/api/v1/metadata", { token, body: { [key]: true } });
      expect(res.status, key).toBe(400);
      expect(res.json.code).toBe(1007);
    }
    const account = await call("GET", "/api/v1/account", { token });
    expect(account.json.metadata.PARTNER_SEARCH_DONE).toBeUndefined();
  });
});
