import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { UnitStage } from "#contracts";
import { readPdf } from "../../tests/pdf-text";
import { accounts, applications, auditLog, units } from "../db/schema";
import { completeContract, setHealthInsurance } from "../services/contract";
import { setupApi } from "./harness";
import { accountIdOf, addDocumentRow } from "./lookups";

const { ctx, call, login } = setupApi({ devTools: true });

const accountId = (sub: string) => accountIdOf(ctx.handle.db, sub);
const unitOf = async (sub: string) => {
  const [row] = await ctx.handle.db
    .select()
    .from(units)
    .where(eq(units.accountId, await accountId(sub)));
  return row;
};
const setStage = async (sub: string, stage: UnitStage) =>
  ctx.handle.db
    .update(units)
    .set({ stage })
    .where(eq(units.accountId, await accountId(sub)));
/** Sets the intake of every application of the applicant (the primary one decides). */
const setIntake = async (sub: string, intake: string) =>
  ctx.handle.db
    .update(applications)
    .set({ intake })
    .where(eq(applications.unitId, (await unitOf(sub)).id));
const addDocument = async (sub: string, category: string) =>
  addDocumentRow(ctx.handle.db, await accountId(sub), category);
const metadataOf = async (sub: string) => {
  const [row] = await ctx.handle.db.select().from(accounts).where(eq(accounts.subject, sub));
  return row.metadata as Record<string, unknown>;
};

/** max: stage "Info Session"; lena: "Ready to match". Both start the tests from the seed. */
describe("step 5: preferences, motivation, partner found", () => {
  it("stores the distance 5/10/15/20 and refuses anything else", async () => {
    const token = await login("applicant", "applicant-max");
    for (const d of [5, 10, 15, 20]) {
      const res = await call("PUT", "/api/v1/partner-search/preferences", {
        token,
        body: { practicePartnerMaxDistance: d },
      });
      expect(res.status).toBe(200);
      expect(res.json.practicePartnerMaxDistance).toBe(d);
    }
    for (const bad of [0, 7, 25, "10", null]) {
      const res = await call("PUT", "/api/v1/partner-search/preferences", {
        token,
        body: { practicePartnerMaxDistance: bad },
      });
      expect(res.status).toBe(400);
      expect(res.json.errors.practicePartnerMaxDistance).toBeDefined();
    }
  });

  it("stores a motivation text of 1600 characters and refuses 1601 with the motivation message", async () => {
    const token = await login("applicant", "applicant-max");
    const ok = await call("PUT", "/api/v1/partner-search/motivation", {
      token,
      body: { motivationText: "a".repeat(1600) },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.motivationText).toHaveLength(1600);
    const tooLong = await call("PUT", "/api/v1/partner-search/motivation", {
      token,
      body: { motivationText: "a".repeat(1601) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors.motivationText).toEqual(["validation.motivationMax"]);
    const empty = await call("PUT", "/api/v1/partner-search/motivation", { token, body: { motivationText: "  " } });
    expect(empty.status).toBe(400);
    const [row] = await ctx.handle.db.select().from(accounts).where(eq(accounts.subject, "applicant-max"));
    expect(row.motivationText).toHaveLength(1600);
  });

  it("partner found: the tick and at least 15 characters of contact data and address", async () => {
    const token = await login("applicant", "applicant-max");
    const notTicked = await call("PUT", "/api/v1/partner-search/partner-found", {
      token,
      body: { practicePartnerExists: false, practicePartnerContact: "Muster GmbH, Hauptstr. 1, 10115 Berlin" },
    });
    expect(notTicked.status).toBe(400);
    expect(notTicked.json.errors.practicePartnerExists).toEqual(["validation.partnerMustBeFound"]);
    const short = await call("PUT", "/api/v1/partner-search/partner-found", {
      token,
      body: { practicePartnerExists: true, practicePartnerContact: "Muster GmbH" },
    });
    expect(short.status).toBe(400);
    expect(short.json.errors.practicePartnerContact).toEqual(["validation.partnerContactRequired"]);
    const ok = await call("PUT", "/api/v1/partner-search/partner-found", {
      token,
      body: { practicePartnerExists: true, practicePartnerContact: "Muster GmbH, Hauptstr. 1, 10115 Berlin" },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      practicePartnerExists: true,
      practicePartnerContact: expect.stringContaining("Muster"),
    });
  });

  it("refuses other account kinds and requests without a token", async () => {
    const company = await login("company", "company-olaf");
    expect((await call("GET", "/api/v1/partner-search", { token: company })).status).toBe(403);
    expect((await call("POST", "/api/v1/partner-search/complete")).status).toBe(401);
    expect((await call("GET", "/api/v1/contract/template")).status).toBe(401);
  });

  it("tenancy: one applicant's changes never touch another applicant", async () => {
    const [before] = await ctx.handle.db.select().from(accounts).where(eq(accounts.subject, "applicant-lena"));
    const token = await login("applicant", "applicant-max");
    await call("PUT", "/api/v1/partner-search/preferences", { token, body: { practicePartnerMaxDistance: 5 } });
    await call("PUT", "/api/v1/partner-search/motivation", { token, body: { motivationText: "Max' Text" } });
    const state = await call("GET", "/api/v1/partner-search", { token });
    expect(state.json).toMatchObject({
      practicePartnerMaxDistance: 5,
      motivationText: "Max' Text",
      stage: "Info Session",
    });
    const [after] = await ctx.handle.db.select().from(accounts).where(eq(accounts.subject, "applicant-lena"));
    expect(after.practicePartnerMaxDistance).toBe(before.practicePartnerMaxDistance);
    expect(after.motivationText).toBe(before.motivationText);
  });
});

describe("POST /api/v1/partner-search/complete", () => {
  it("409 before the advisor examined the application (stage below Examined Application), nothing changes", async () => {
    const token = await login("applicant", "applicant-max");
    await call("PUT", "/api/v1/partner-search/preferences", { token, body: { practicePartnerMaxDistance: 10 } });
    await call("PUT", "/api/v1/partner-search/motivation", { token, body: { motivationText: "Ich will." } });
    const res = await call("POST", "/api/v1/partner-search/complete", { token });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe(1009);
    expect(res.json.message).toMatch(/Examined Application/);
    expect((await unitOf("applicant-max")).stage).toBe("Info Session");
    expect((await metadataOf("applicant-max")).PARTNER_SEARCH_DONE).toBeUndefined();
  });

  it("409 at Examined Application without preferences + motivation or a found partner", async () => {
    await setStage("applicant-max", "Examined Application");
    const token = await login("applicant", "applicant-max");
    await call("PUT", "/api/v1/partner-search/preferences", { token, body: { practicePartnerMaxDistance: 10 } });
    const res = await call("POST", "/api/v1/partner-search/complete", { token });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/motivation/);
    expect((await unitOf("applicant-max")).stage).toBe("Examined Application");
  });

  it("with distance and motivation: sets PARTNER_SEARCH_DONE, moves the unit to Ready to match, audits it", async () => {
    await setStage("applicant-max", "Examined Application");
    const token = await login("applicant", "applicant-max");
    await call("PUT", "/api/v1/partner-search/preferences", { token, body: { practicePartnerMaxDistance: 10 } });
    await call("PUT", "/api/v1/partner-search/motivation", { token, body: { motivationText: "Ich will." } });
    const res = await call("POST", "/api/v1/partner-search/complete", { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ partnerSearchDone: true, stage: "Ready to match" });
    expect((await unitOf("applicant-max")).stage).toBe("Ready to match");
    expect((await metadataOf("applicant-max")).PARTNER_SEARCH_DONE).toBe(true);
    expect((await metadataOf("applicant-max")).ONBOARDING_DONE).toBe(true); // merged, not replaced
    const changes = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "unit.stage_changed"), eq(auditLog.subjectId, (await unitOf("applicant-max")).id)),
      );
    expect(changes.map((c) => c.details)).toContainEqual({
      event: "partner_search_completed",
      from: "Examined Application",
      to: "Ready to match",
    });
  });

  it("with a found partner instead of the search preferences", async () => {
    await setStage("applicant-max", "Examined Application");
    const token = await login("applicant", "applicant-max");
    await call("PUT", "/api/v1/partner-search/partner-found", {
      token,
      body: { practicePartnerExists: true, practicePartnerContact: "Muster GmbH, Hauptstr. 1, 10115 Berlin" },
    });
    expect((await call("POST", "/api/v1/partner-search/complete", { token })).status).toBe(200);
    expect((await unitOf("applicant-max")).stage).toBe("Ready to match");
  });

  it("never moves a later stage back (Contract Proposal stays)", async () => {
    const token = await login("applicant", "applicant-paul");
    await call("PUT", "/api/v1/partner-search/preferences", { token, body: { practicePartnerMaxDistance: 20 } });
    await call("PUT", "/api/v1/partner-search/motivation", { token, body: { motivationText: "Text" } });
    expect((await call("POST", "/api/v1/partner-search/complete", { token })).status).toBe(200);
    expect((await unitOf("applicant-paul")).stage).toBe("Contract Proposal");
  });
});

describe("POST /api/v1/partner-search/motivation/generate", () => {
  it("drafts from the applicant's own data, the same each time, German and English, and saves nothing", async () => {
    const token = await login("applicant", "applicant-lena");
    const [before] = await ctx.handle.db.select().from(accounts).where(eq(accounts.subject, "applicant-lena"));
    await call("POST", "/api/v1/account/languages", { token, body: { code: "de", level: 7 } });
    await call("POST", "/api/v1/account/languages", { token, body: { code: "en", level: 5 } });
    const de1 = await call("POST", "/api/v1/partner-search/motivation/generate", { token });
    const de2 = await call("POST", "/api/v1/partner-search/motivation/generate?lng=de", { token });
    const en = await call("POST", "/api/v1/partner-search/motivation/generate?lng=en", { token });
    expect(de1.status).toBe(200);
    expect(de1.json.text).toBe(de2.json.text);
    expect(de1.json.text).toContain("Lena Lehmann");
    expect(de1.json.text).toContain("Informatik (B.Sc.)");
    expect(de1.json.text).toContain("Berlin");
    expect(de1.json.text).toContain("Deutsch (Muttersprache)");
    expect(de1.json.text).toContain("Englisch (C1)");
    expect(de1.json.text).toContain("Führerschein");
    expect(en.json.text).toContain("English (C1)");
    expect(en.json.text).toContain("driving licence");
    expect(en.json.text).not.toBe(de1.json.text);
    const [after] = await ctx.handle.db.select().from(accounts).where(eq(accounts.subject, "applicant-lena"));
    expect(after.motivationText).toBe(before.motivationText);
    expect((await call("POST", "/api/v1/partner-search/motivation/generate?lng=fr", { token })).status).toBe(400);
  });

  it("stays within 1600 characters with a lot of work experience", async () => {
    const token = await login("applicant", "applicant-max");
    for (let i = 0; i < 30; i++) {
      await call("POST", "/api/v1/account/work-experiences", {
        token,
        body: { employer: `Arbeitgeber Nummer ${i} mit langem Namen GmbH`, position: `Werkstudent Controlling ${i}` },
      });
    }
    const res = await call("POST", "/api/v1/partner-search/motivation/generate", { token });
    expect(res.status).toBe(200);
    expect(res.json.text.length).toBeLessThanOrEqual(1600);
    expect(res.json.text).toContain("Max Müller");
    // the text can be saved as it is
    expect(
      (await call("PUT", "/api/v1/partner-search/motivation", { token, body: { motivationText: res.json.text } }))
        .status,
    ).toBe(200);
  });
});

describe("contract and enrolment", () => {
  /** max with step 5 done and a study start 2027-04-01: documents open from 2027-01-01. */
  const prepare = async () => {
    await setStage("applicant-max", "Ready to match");
    await setIntake("applicant-max", "2027-04-01");
    await ctx.handle.db
      .update(accounts)
      .set({ metadata: { ONBOARDING_DONE: true, PARTNER_SEARCH_DONE: true } })
      .where(eq(accounts.subject, "applicant-max"));
    return accountId("applicant-max");
  };
  const insurance = {
    healthInsuranceType: "statutory",
    healthInsuranceNotification: true,
    proofDate: "2027-01-05",
  } as const;

  it("earliest 3 months before study start: 409 on 31.12.2026, allowed on 01.01.2027", async () => {
    const id = await prepare();
    await expect(
      setHealthInsurance(ctx.handle.db, id, insurance, new Date("2026-12-31T12:00:00Z")),
    ).rejects.toMatchObject({
      status: 409,
      code: 1009,
      message: expect.stringContaining("01.01.2027"),
    });
    await setHealthInsurance(
      ctx.handle.db,
      id,
      { ...insurance, proofDate: "2027-01-01" },
      new Date("2027-01-01T12:00:00Z"),
    );
    const [row] = await ctx.handle.db.select().from(accounts).where(eq(accounts.id, id));
    expect(row).toMatchObject({ healthInsuranceType: "statutory", healthInsuranceNotification: true });
    expect((row.metadata as Record<string, unknown>).HEALTH_INSURANCE_PROOF_DATE).toBe("2027-01-01");
  });

  it("proof at most 3 months old at study start: 31.12.2026 → 400, 01.01.2027 ok; a future proof → 400", async () => {
    const id = await prepare();
    const today = new Date("2027-02-10T12:00:00Z");
    await expect(
      setHealthInsurance(ctx.handle.db, id, { ...insurance, proofDate: "2026-12-31" }, today),
    ).rejects.toMatchObject({ status: 400, errors: { proofDate: ["partner:contract.proofTooOld"] } });
    await expect(
      setHealthInsurance(ctx.handle.db, id, { ...insurance, proofDate: "2027-02-11" }, today),
    ).rejects.toMatchObject({ status: 400, errors: { proofDate: ["partner:contract.proofInFuture"] } });
    await setHealthInsurance(ctx.handle.db, id, { ...insurance, proofDate: "2027-01-01" }, today);
  });

  it("completing needs step 5, the insurance data and a Contract document; then sets CONTRACT_DONE, stage unchanged", async () => {
    const id = await prepare();
    const today = new Date("2027-02-10T12:00:00Z");
    await expect(completeContract(ctx.handle.db, id, today)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/health-insurance/),
    });
    await setHealthInsurance(ctx.handle.db, id, insurance, today);
    await expect(completeContract(ctx.handle.db, id, today)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/contract/),
    });
    await addDocument("applicant-lena", "Contract"); // someone else's contract does not count
    await expect(completeContract(ctx.handle.db, id, today)).rejects.toMatchObject({ status: 409 });
    await addDocument("applicant-max", "Contract");
    await expect(completeContract(ctx.handle.db, id, new Date("2026-12-01T12:00:00Z"))).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/3 months before study start/),
    });
    const done = await completeContract(ctx.handle.db, id, today);
    expect(done.contractDone).toBe(true);
    expect((await metadataOf("applicant-max")).CONTRACT_DONE).toBe(true);
    expect((await unitOf("applicant-max")).stage).toBe("Ready to match");
  });

  it("completing before step 5 is done → 409", async () => {
    const id = await prepare();
    await ctx.handle.db.update(accounts).set({ metadata: {} }).where(eq(accounts.id, id));
    await expect(completeContract(ctx.handle.db, id, new Date("2027-02-10T12:00:00Z"))).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/step 5/),
    });
  });

  it("through HTTP: invalid insurance body → 400 with field errors; before the window → 409", async () => {
    await prepare();
    await setIntake("applicant-max", "2099-10-01");
    const token = await login("applicant", "applicant-max");
    const bad = await call("PUT", "/api/v1/contract/health-insurance", {
      token,
      body: { healthInsuranceType: "gold", healthInsuranceNotification: "yes", proofDate: "01.01.2027" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual([
      "healthInsuranceNotification",
      "healthInsuranceType",
      "proofDate",
    ]);
    const early = await call("PUT", "/api/v1/contract/health-insurance", { token, body: insurance });
    expect(early.status).toBe(409);
    expect(early.json.message).toMatch(/at the earliest 3 months before study start/);
    expect((await call("POST", "/api/v1/contract/complete", { token })).status).toBe(409);
  });

  it("the template is a one-page PDF with the applicant's name, course, campus and study start", async () => {
    await setIntake("applicant-max", "2027-04-01");
    const token = await login("applicant", "applicant-max");
    const res = await ctx.api.fetch(
      new Request("http://internal/api/v1/contract/template?lng=de", { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.toString("latin1").startsWith("%PDF-1.7")).toBe(true);
    expect(bytes.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toBe(1);
    const text = pdf.text.join("\n");
    expect(text).toContain("Max Müller");
    expect(text).toContain("Betriebswirtschaftslehre (B.A.)");
    expect(text).toContain("München");
    expect(text).toContain("01.04.2027");
  });
});

describe("the seeded step-5 journey applicants (emma, erik)", () => {
  it("are at Examined Application with step 5 open and a study start within 3 months", async () => {
    for (const sub of ["applicant-emma", "applicant-erik"]) {
      const token = await login("applicant", sub);
      const progress = await call("GET", "/api/v1/application/progress", { token });
      const step = progress.json.steps.find((s: { step: string }) => s.step === "partner-search");
      expect(step.state).toBe("not_started");
      const state = await call("GET", "/api/v1/partner-search", { token });
      expect(state.json.stage).toBe("Examined Application");
      const today = new Date().toISOString().slice(0, 10);
      expect(state.json.earliestDocumentDate <= today).toBe(true);
      expect(state.json.studyStart > today).toBe(true);
    }
  });
});

describe("the contract step needs someone to sign with", () => {
  const contractStep = async (token: string) => {
    const res = await call("GET", "/api/v1/application/progress", { token });
    expect(res.status).toBe(200);
    return (res.json.steps as { step: string; state: string; missing: string[] }[]).find((s) => s.step === "contract");
  };

  it("stays locked after a search without an offer and says why; a partner found opens it", async () => {
    const token = await login("applicant", "applicant-erik");
    expect(await contractStep(token)).toMatchObject({ state: "locked", missing: [] });
    await call("PUT", "/api/v1/partner-search/preferences", { token, body: { practicePartnerMaxDistance: 10 } });
    await call("PUT", "/api/v1/partner-search/motivation", { token, body: { motivationText: "Ich möchte." } });
    expect((await call("POST", "/api/v1/partner-search/complete", { token })).status).toBe(200);
    // step 5 is done, but nobody has offered a contract: locked, and the reason is named
    expect(await contractStep(token)).toMatchObject({ state: "locked", missing: ["acceptedOffer"] });

    const found = await call("PUT", "/api/v1/partner-search/partner-found", {
      token,
      body: { practicePartnerExists: true, practicePartnerContact: "Muster GmbH, Hauptstraße 1, 70173 Stuttgart" },
    });
    expect(found.status).toBe(200);
    expect(await contractStep(token)).toMatchObject({ state: "not_started", missing: [] });
  });
});
