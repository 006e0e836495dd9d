import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApi } from "../app";
import { applicantComments, auditLog, companyContracts, documents, jobMatches, jobOpenings, units } from "../db/schema";
import { acceptByApplicant, createMatch, expressApplicantInterest } from "../services/matching/commands";
import { MemoryBlobStore } from "../storage";
import { setupApi, trustedIssuers } from "./harness";
import { accountIdOf, companyIdOf } from "./lookups";

const { ctx, call, login } = setupApi();
const NO_ID = "00000000-0000-4000-8000-000000000000";
const ADVISOR = { actor: { kind: "study_advisor" as const, id: null } };
const APPLICANT = (id: string) => ({ actor: { kind: "applicant" as const, id } });
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const accountId = (sub: string) => accountIdOf(ctx.handle.db, sub);
const companyId = (name: string) => companyIdOf(ctx.handle.db, name);

/** An open one-position opening of Muster Maschinenbau with lena (and optionally max) recommended. */
async function given() {
  const db = ctx.handle.db;
  const muster = await companyId("Muster Maschinenbau GmbH");
  const [opening] = await db
    .insert(jobOpenings)
    .values({
      companyId: muster,
      status: "open",
      title: "Duales Studium Informatik",
      course: "Informatik (B.Sc.)",
      startDate: "2027-10-01",
      tasks: "Entwickeln",
      offerDescription: "Viel",
      placeOfTraining: "Berlin",
      workModel: "hybrid",
      requiredCount: 1,
      publishedAt: new Date(),
    })
    .returning();
  const lena = await accountId("applicant-lena");
  const max = await accountId("applicant-max");
  const lenaMatch = await createMatch(
    db,
    { jobOpeningId: opening.id, accountId: lena, source: "study_advisor" },
    ADVISOR,
  );
  const maxMatch = await createMatch(
    db,
    { jobOpeningId: opening.id, accountId: max, source: "study_advisor" },
    ADVISOR,
  );
  const base = `/api/b2b/v1/companies/${muster}/job-openings/${opening.id}/applicants`;
  return { muster, opening, lena, max, lenaMatch, maxMatch, base };
}

async function addDocument(account: string, category: string) {
  const [row] = await ctx.handle.db
    .insert(documents)
    .values({
      accountId: account,
      category,
      type: category,
      name: `${category}.pdf`,
      storageKey: randomUUID(),
      mimeType: "application/pdf",
      size: 4,
    })
    .returning();
  return row;
}

const matchRow = async (id: string) => (await ctx.handle.db.select().from(jobMatches).where(eq(jobMatches.id, id)))[0];

describe("POST .../applicants (tabs reco and contacted)", () => {
  it("lists untouched matches under reco and moves them to contacted once the company acts", async () => {
    const g = await given();
    const token = await login("company", "company-erika");
    let res = await call("POST", g.base, { token, body: { tab: "reco" } });
    expect(res.status).toBe(200);
    expect(res.json.counts).toEqual({ reco: 2, contacted: 0 });
    expect(res.json.items.map((i: { accountId: string }) => i.accountId).sort()).toEqual([g.lena, g.max].sort());

    expect((await call("POST", `${g.base}/${g.lena}/interest`, { token })).status).toBe(200);
    res = await call("POST", g.base, { token, body: { tab: "contacted", page: 1 } });
    expect(res.json.counts).toEqual({ reco: 1, contacted: 1 });
    expect(res.json.items).toEqual([
      expect.objectContaining({ accountId: g.lena, status: "awaiting_applicant_interest", firstName: "Lena" }),
    ]);
  });

  it("keeps an applicant's interest in reco until the company acts", async () => {
    const g = await given();
    await expressApplicantInterest(ctx.handle.db, g.lenaMatch.id, APPLICANT(g.lena));
    const token = await login("company", "company-olaf");
    const res = await call("POST", g.base, { token, body: { tab: "reco" } });
    expect(res.json.items.find((i: { accountId: string }) => i.accountId === g.lena)).toMatchObject({
      status: "awaiting_partner_interest",
      applicantInterested: true,
    });
  });
});

describe("GET .../applicants/{applicantId}", () => {
  it("releases documents with the applicant's interest and contact data with mutual interest", async () => {
    const g = await given();
    await addDocument(g.lena, "CV");
    await addDocument(g.lena, "Certificate health insurance"); // never released
    const token = await login("company", "company-erika");
    let res = await call("GET", `${g.base}/${g.lena}`, { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      firstName: "Lena",
      email: null,
      phone: null,
      documentsReleased: false,
      documents: [],
      allowedActions: ["interest", "reject"],
    });
    expect(res.json.history).toEqual([expect.objectContaining({ command: "created", to: "awaiting_any_interest" })]);

    await expressApplicantInterest(ctx.handle.db, g.lenaMatch.id, APPLICANT(g.lena));
    res = await call("GET", `${g.base}/${g.lena}`, { token });
    expect(res.json.documentsReleased).toBe(true);
    // her seeded CV, photo and certificate and the CV added here; never the health insurance proof
    expect(res.json.documents.map((d: { category: string }) => d.category).sort()).toEqual([
      "CV",
      "CV",
      "Certificate",
      "Picture",
    ]);
    expect(res.json.email).toBeNull();
    expect(res.json.allowedActions).toEqual(["interest", "arrange_interview", "reject"]);

    await call("POST", `${g.base}/${g.lena}/interest`, { token });
    res = await call("GET", `${g.base}/${g.lena}`, { token });
    expect(res.json.match.status).toBe("awaiting_interview_schedule");
    expect(res.json.email).toBe("lena.lehmann@example.org");
    expect(res.json.history.map((h: { command: string }) => h.command)).toEqual([
      "created",
      "applicant_interest",
      "company_interest",
    ]);
  });

  it("serves a released document and refuses unreleased or foreign ones with 404", async () => {
    const g = await given();
    const storage = new MemoryBlobStore();
    const api = createApi({ db: ctx.handle.db, issuers: await trustedIssuers(), devTools: true, storage });
    const cv = await addDocument(g.lena, "CV");
    const insurance = await addDocument(g.lena, "Certificate health insurance");
    await storage.put(cv.storageKey, new TextEncoder().encode("%PDF"));
    await storage.put(insurance.storageKey, new TextEncoder().encode("%PDF"));
    const token = await login("company", "company-erika");
    const get = (docId: string) =>
      api.fetch(
        new Request(`http://internal${g.base}/${g.lena}/documents/${docId}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    expect((await get(cv.id)).status).toBe(404); // not released yet
    await expressApplicantInterest(ctx.handle.db, g.lenaMatch.id, APPLICANT(g.lena));
    const ok = await get(cv.id);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/pdf");
    expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await ok.text()).toBe("%PDF");
    expect((await get(insurance.id)).status).toBe(404);
    expect((await get(NO_ID)).status).toBe(404);
  });
});

describe("match commands, .ics, contract", () => {
  it("runs interest → interview (.ics) → accept → applicant accepts → contract → signed (Won)", async () => {
    const g = await given();
    await expressApplicantInterest(ctx.handle.db, g.lenaMatch.id, APPLICANT(g.lena));
    const token = await login("company", "company-erika");
    const ap = `${g.base}/${g.lena}`;
    expect((await call("GET", `${ap}/interview.ics`, { token })).status).toBe(404);

    const date = future(7);
    let res = await call("POST", `${ap}/arrange-interview`, { token, body: { interviewDateSuggestions: [date] } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "interview_scheduled", interviewAt: date });

    const ics = await ctx.api.fetch(
      new Request(`http://internal${ap}/interview.ics`, { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    const text = await ics.text();
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).toContain(`DTSTART:${date.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);

    res = await call("POST", `${ap}/trial-day`, { token, body: { trialDayAt: future(10) } });
    expect(res.json.status).toBe("trial_day_scheduled");

    // a contract only for an accepted offer
    const contract = {
      startDate: "2027-10-01",
      weeklyHours: 20,
      monthlySalary: 1200.5,
      vacationDays: 30,
      supervisorName: "Erika Engel",
      supervisorEmail: "erika.engel@muster-maschinenbau.example",
    };
    expect((await call("POST", `${ap}/contract`, { token, body: contract })).status).toBe(409);

    res = await call("POST", `${ap}/accept`, { token });
    expect(res.json.status).toBe("awaiting_applicant_confirmation");
    await acceptByApplicant(ctx.handle.db, g.lenaMatch.id, APPLICANT(g.lena));
    expect((await matchRow(g.maxMatch.id)).lostReason).toBe("staffed_with_another_applicant");

    res = await call("POST", `${ap}/contract`, { token, body: { ...contract, supervisorEmail: "nope" } });
    expect(res.status).toBe(400);
    expect(res.json.errors.supervisorEmail).toBeDefined();
    res = await call("POST", `${ap}/contract`, { token, body: contract });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: "requested", monthlySalary: 1200.5, weeklyHours: 20 });
    expect((await call("POST", `${ap}/contract`, { token, body: contract })).status).toBe(409);

    res = await call("PATCH", `${ap}/contract`, { token, body: { weeklyHours: 25 } });
    expect(res.json.weeklyHours).toBe(25);
    res = await call("PATCH", `${ap}/contract`, { token, body: { signed: true } });
    expect(res.json.status).toBe("signed");
    expect(res.json.signedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [unit] = await ctx.handle.db.select().from(units).where(eq(units.accountId, g.lena));
    expect(unit.stage).toBe("Won");
    expect((await call("PATCH", `${ap}/contract`, { token, body: { weeklyHours: 30 } })).status).toBe(409);
    expect((await call("GET", `${ap}/contract`, { token })).json.status).toBe("signed");
  });

  it("refuses an illegal transition with 409 and a past interview date with 400, changing nothing", async () => {
    const g = await given();
    const token = await login("company", "company-olaf");
    const ap = `${g.base}/${g.lena}`;
    let res = await call("POST", `${ap}/accept`, { token });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe(1009);
    res = await call("POST", `${ap}/arrange-interview`, {
      token,
      body: { interviewDateSuggestions: [new Date(Date.now() - 86_400_000).toISOString()] },
    });
    expect(res.status).toBe(400);
    expect((await matchRow(g.lenaMatch.id)).status).toBe("awaiting_any_interest");
  });

  it("rejects with feedback text the company sees again", async () => {
    const g = await given();
    const token = await login("company", "company-erika");
    const res = await call("POST", `${g.base}/${g.lena}/reject`, { token, body: { feedbackText: "Leider nicht" } });
    expect(res.json).toMatchObject({ status: "cancelled", lostReason: "rejected_by_company" });
    const view = await call("GET", `${g.base}/${g.lena}`, { token });
    expect(view.json.match.feedbackText).toBe("Leider nicht");
    expect(view.json.allowedActions).toEqual([]);
  });
});

describe("comments", () => {
  it("lists, adds, edits and deletes own comments; another user's → 403", async () => {
    const g = await given();
    const erika = await login("company", "company-erika");
    const olaf = await login("company", "company-olaf");
    const ap = `${g.base}/${g.lena}`;
    let res = await call("POST", `${ap}/comments`, { token: erika, body: { text: "  Starke Bewerbung  " } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ text: "Starke Bewerbung", own: true, authorName: "Erika Engel" });
    const commentId = res.json.id;
    expect((await call("POST", `${ap}/comments`, { token: erika, body: { text: " " } })).status).toBe(400);

    res = await call("GET", `${ap}/comments`, { token: olaf });
    expect(res.json.comments).toEqual([expect.objectContaining({ id: commentId, own: false })]);
    expect((await call("PATCH", `${ap}/comments/${commentId}`, { token: olaf, body: { text: "x" } })).status).toBe(403);
    expect((await call("DELETE", `${ap}/comments/${commentId}`, { token: olaf })).status).toBe(403);

    res = await call("PATCH", `${ap}/comments/${commentId}`, { token: erika, body: { text: "Sehr stark" } });
    expect(res.json.text).toBe("Sehr stark");
    // the comment belongs to lena: through max's address it does not exist
    expect((await call("DELETE", `${g.base}/${g.max}/comments/${commentId}`, { token: erika })).status).toBe(404);
    expect((await call("DELETE", `${ap}/comments/${commentId}`, { token: erika })).status).toBe(204);
    expect((await call("GET", `${ap}/comments`, { token: erika })).json.comments).toEqual([]);
  });
});

describe("tenancy and permissions", () => {
  /** Every route with a valid body. */
  const everyRoute = (g: Awaited<ReturnType<typeof given>>, commentId: string) => {
    const ap = `${g.base}/${g.lena}`;
    return [
      ["POST", g.base, { tab: "reco" }],
      ["GET", ap],
      ["GET", `${ap}/documents/${NO_ID}`],
      ["GET", `${ap}/interview.ics`],
      ["POST", `${ap}/interest`],
      ["POST", `${ap}/arrange-interview`, { interviewDateSuggestions: [future(5)] }],
      ["POST", `${ap}/trial-day`, { trialDayAt: future(6) }],
      ["POST", `${ap}/reject`, { feedbackText: "" }],
      ["POST", `${ap}/accept`],
      ["GET", `${ap}/contract`],
      [
        "POST",
        `${ap}/contract`,
        {
          startDate: "2027-10-01",
          weeklyHours: 20,
          monthlySalary: 1000,
          vacationDays: 30,
          supervisorName: "X",
          supervisorEmail: "x@example.org",
        },
      ],
      ["PATCH", `${ap}/contract`, { signed: true }],
      ["GET", `${ap}/comments`],
      ["POST", `${ap}/comments`, { text: "fremd" }],
      ["PATCH", `${ap}/comments/${commentId}`, { text: "fremd" }],
      ["DELETE", `${ap}/comments/${commentId}`],
    ] as const;
  };

  async function snapshot() {
    const db = ctx.handle.db;
    return JSON.stringify([
      await db.select().from(jobMatches).orderBy(jobMatches.id),
      await db.select().from(applicantComments).orderBy(applicantComments.id),
      await db.select().from(companyContracts),
      (
        await db
          .select()
          .from(auditLog)
          .where(inArray(auditLog.subjectType, ["match", "company_contract", "unit"]))
      ).length,
    ]);
  }

  async function givenWithComment() {
    const g = await given();
    const erika = await login("company", "company-erika");
    const c = await call("POST", `${g.base}/${g.lena}/comments`, { token: erika, body: { text: "Notiz" } });
    return { g, commentId: c.json.id as string };
  }

  it("answers 404 on every route to a user of another company and changes nothing", async () => {
    const { g, commentId } = await givenWithComment();
    const before = await snapshot();
    for (const sub of ["company-berta", "company-bernd"]) {
      const token = await login("company", sub);
      for (const [method, path, body] of everyRoute(g, commentId)) {
        const res = await call(method, path, { token, body });
        expect(res.status, `${sub} ${method} ${path}`).toBe(404);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("answers 404 for an opening of another company addressed through one's own company", async () => {
    const { g } = await givenWithComment();
    const beispiel = await companyId("Beispiel Software AG");
    const token = await login("company", "company-berta");
    const res = await call("POST", `/api/b2b/v1/companies/${beispiel}/job-openings/${g.opening.id}/applicants`, {
      token,
      body: { tab: "reco" },
    });
    expect(res.status).toBe(404);
    const detail = await call(
      "GET",
      `/api/b2b/v1/companies/${beispiel}/job-openings/${g.opening.id}/applicants/${g.lena}`,
      { token },
    );
    expect(detail.status).toBe(404);
  });

  it("answers 404 for an applicant without a match on the opening", async () => {
    const g = await given();
    const token = await login("company", "company-olaf");
    const other = await accountId("applicant-anna");
    expect((await call("GET", `${g.base}/${other}`, { token })).status).toBe(404);
    expect((await call("POST", `${g.base}/${other}/interest`, { token })).status).toBe(404);
    expect((await call("GET", `${g.base}/not-a-uuid`, { token })).status).toBe(404);
  });

  it("answers 403 to an employee without the permission for commands and contracts, changing nothing", async () => {
    const { g } = await givenWithComment();
    const before = await snapshot();
    const token = await login("company", "company-emil"); // employees only
    const ap = `${g.base}/${g.lena}`;
    for (const [method, path, body] of everyRoute(g, NO_ID).filter(([, p]) =>
      /(interest|arrange-interview|trial-day|reject|accept|contract)$/.test(p),
    )) {
      const res = await call(method, path, { token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.code).toBe(1005);
    }
    expect(await snapshot()).toBe(before);
    // reading and commenting is open to every member; no actions are offered
    const view = await call("GET", ap, { token });
    expect(view.status).toBe(200);
    expect(view.json.allowedActions).toEqual([]);
    expect(view.json.contract).toBeNull();
  });

  it("refuses applicant and anonymous callers", async () => {
    const g = await given();
    const applicant = await login("applicant", "applicant-lena");
    expect((await call("GET", `${g.base}/${g.lena}`, { token: applicant })).status).toBe(403);
    expect((await call("POST", `${g.base}/${g.lena}/interest`, { token: applicant })).status).toBe(403);
    expect((await call("GET", `${g.base}/${g.lena}`)).status).toBe(401);
    expect((await matchRow(g.lenaMatch.id)).status).toBe("awaiting_any_interest");
  });
});
