/**
 * The company's job openings under /api/b2b/v1/companies/{id}/job-openings: the create → steps →
 * publish path, the list with view statuses and counts, close/reopen/copy/delete, the step drafts, and
 * the denials (other company → 404, no permission → 403, other token kinds → 401/403), each of which
 * must leave the opening as it was.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { accounts, auditLog, jobMatches, jobOpenings } from "../db/schema";
import { createMatch } from "../services/matching/commands";
import { setupApi } from "./harness";

const { ctx, call, login, ifMatchNow } = setupApi();

interface Setup {
  erika: string;
  companyId: string;
  campusId: string;
}
let s: Setup;

const study = (campusId: string) => ({
  campusId,
  course: "Informatik (B.Sc.)",
  startDate: "2027-10-01",
  requiredCount: 1,
});
const job = {
  title: "Duales Studium Informatik",
  tasks: "Software für Werkzeugmaschinen entwickeln",
  offerDescription: "Ein Team, das dich begleitet",
  offerUrl: "https://muster.example/jobs/1",
  teamSize: 8,
  workModel: "hybrid",
  placeOfTraining: "Stuttgart",
  practicePlace: null,
  benefits: "Jobticket",
  extraPayment: null,
};
const requirements = {
  skills: "Neugier",
  softwareSkills: [
    { area: "programming", level: 2, name: null },
    { area: "individualTools", level: 1, name: "CAD" },
  ],
};

const base = () => `/api/b2b/v1/companies/${s.companyId}/job-openings`;
/** The most lenient precondition: a denial must not depend on it. */
const ANY_VERSION = { "if-match": "*" };

async function companyOf(token: string) {
  const me = await call("GET", "/api/b2b/v1/me", { token });
  return me.json.companies.find((c: { isDefault: boolean }) => c.isDefault).id as string;
}

/** A published opening of erika's company (through the API, as a user would). */
async function publishedOpening(extra: Record<string, unknown> = {}) {
  const created = await call("POST", base(), { token: s.erika, body: { ...study(s.campusId), ...extra } });
  expect(created.status).toBe(201);
  const id = created.json.id as string;
  expect(
    (
      await call("PATCH", `${base()}/${id}`, {
        token: s.erika,
        headers: await ifMatchNow(`${base()}/${id}`, s.erika),
        body: { ...job, ...requirements },
      })
    ).status,
  ).toBe(200);
  const published = await call("POST", `${base()}/${id}/publish`, { token: s.erika });
  expect(published.status).toBe(200);
  return id;
}

async function accountId(sub: string) {
  const [a] = await ctx.handle.db.select().from(accounts).where(eq(accounts.subject, sub)).limit(1);
  return a.id;
}

async function row(id: string) {
  const [r] = await ctx.handle.db.select().from(jobOpenings).where(eq(jobOpenings.id, id));
  return r;
}

beforeEach(async () => {
  const erika = await login("company", "company-erika");
  const companyId = await companyOf(erika);
  const options = await call("GET", `/api/b2b/v1/companies/${companyId}/job-openings/form-options`, { token: erika });
  expect(options.status).toBe(200);
  s = { erika, companyId, campusId: options.json.campuses[0].id };
});

describe("creating an opening through the four steps", () => {
  it("creates a draft from step study, fills the steps, publishes it and lists it as open", async () => {
    const before = (await call("GET", base(), { token: s.erika })).json.counts;
    const created = await call("POST", base(), { token: s.erika, body: study(s.campusId) });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      status: "draft",
      viewStatus: "draft",
      course: "Informatik (B.Sc.)",
      requiredCount: 1,
      openPositions: 1,
      title: "",
      workModel: null,
    });
    const id = created.json.id;

    const patched = await call("PATCH", `${base()}/${id}`, {
      token: s.erika,
      headers: await ifMatchNow(`${base()}/${id}`, s.erika),
      body: job,
    });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ title: job.title, workModel: "hybrid", status: "draft" });
    await call("PATCH", `${base()}/${id}`, {
      token: s.erika,
      headers: await ifMatchNow(`${base()}/${id}`, s.erika),
      body: requirements,
    });

    const published = await call("POST", `${base()}/${id}/publish`, { token: s.erika });
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({
      status: "open",
      viewStatus: "open",
      softwareSkills: requirements.softwareSkills,
    });
    expect(published.json.publishedAt).toEqual(expect.any(String));

    const list = await call("GET", `${base()}?status=open`, { token: s.erika });
    expect(list.status).toBe(200);
    expect(list.json.items.map((o: { id: string }) => o.id)).toContain(id);
    expect(list.json.items.every((o: { viewStatus: string }) => o.viewStatus === "open")).toBe(true);
    expect(list.json.counts.open).toBe(before.open + 1);
    expect(list.json.counts.draft).toBe(before.draft);

    const audits = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audits.map((a) => a.action).sort()).toEqual(
      ["job_opening.changed", "job_opening.changed", "job_opening.created", "job_opening.published"].sort(),
    );
  });

  it("refuses to publish an incomplete draft with the missing fields, and it stays a draft", async () => {
    const created = await call("POST", base(), { token: s.erika, body: study(s.campusId) });
    const res = await call("POST", `${base()}/${created.json.id}/publish`, { token: s.erika });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(1007);
    expect(Object.keys(res.json.errors)).toEqual(
      expect.arrayContaining(["title", "tasks", "offerDescription", "workModel", "placeOfTraining"]),
    );
    expect((await row(created.json.id)).status).toBe("draft");
  });

  it("answers invalid step input with field errors and creates nothing", async () => {
    const before = (await call("GET", base(), { token: s.erika })).json.counts.draft;
    const res = await call("POST", base(), {
      token: s.erika,
      body: { campusId: "nope", course: "Astrologie", startDate: "1.10.2027", requiredCount: 0 },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors).sort()).toEqual(["campusId", "course", "requiredCount", "startDate"]);
    expect((await call("GET", base(), { token: s.erika })).json.counts.draft).toBe(before);
  });

  it("keeps a published opening complete on PATCH", async () => {
    const id = await publishedOpening();
    const res = await call("PATCH", `${base()}/${id}`, {
      token: s.erika,
      headers: await ifMatchNow(`${base()}/${id}`, s.erika),
      body: { title: "  " },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.title).toBeDefined();
    expect((await row(id)).title).toBe(job.title);
  });
});

describe("the overview list", () => {
  it("pages by 10 and filters by view status", async () => {
    for (let i = 0; i < 11; i++) await call("POST", base(), { token: s.erika, body: study(s.campusId) });
    const first = await call("GET", `${base()}?status=draft`, { token: s.erika });
    expect(first.json.pageSize).toBe(10);
    expect(first.json.items).toHaveLength(10);
    expect(first.json.total).toBe(first.json.counts.draft);
    const pages = Math.ceil(first.json.total / 10);
    const last = await call("GET", `${base()}?status=draft&page=${pages}`, { token: s.erika });
    expect(last.json.items.length).toBe(first.json.total - (pages - 1) * 10);
    expect((await call("GET", `${base()}?status=nonsense`, { token: s.erika })).status).toBe(400);
  });

  it("shows an open opening with an open match as selection phase (openWithActiveMatches)", async () => {
    const id = await publishedOpening();
    await createMatch(
      ctx.handle.db,
      { jobOpeningId: id, accountId: await accountId("applicant-lena"), source: "company" },
      { actor: { kind: "system", id: null } },
    );
    const one = await call("GET", `${base()}/${id}`, { token: s.erika });
    expect(one.json).toMatchObject({ status: "open", viewStatus: "openWithActiveMatches", activeMatches: 1 });
    const list = await call("GET", `${base()}?status=openWithActiveMatches`, { token: s.erika });
    expect(list.json.items.map((o: { id: string }) => o.id)).toContain(id);
  });
});

describe("close, reopen, copy, delete", () => {
  it("closes an opening, cancels its open matches as 'job opening closed', and reopens it", async () => {
    const id = await publishedOpening();
    const match = await createMatch(
      ctx.handle.db,
      { jobOpeningId: id, accountId: await accountId("applicant-lena"), source: "company" },
      { actor: { kind: "system", id: null } },
    );
    const closed = await call("POST", `${base()}/${id}/close`, { token: s.erika });
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({ status: "closed", viewStatus: "closed" });
    const [m] = await ctx.handle.db.select().from(jobMatches).where(eq(jobMatches.id, match.id));
    expect(m).toMatchObject({ status: "cancelled", lostReason: "job_opening_closed" });
    expect((await call("POST", `${base()}/${id}/close`, { token: s.erika })).status).toBe(409);

    const reopened = await call("POST", `${base()}/${id}/reopen`, { token: s.erika });
    expect(reopened.status).toBe(200);
    expect(reopened.json).toMatchObject({ status: "open", closedAt: null });
    expect((await call("POST", `${base()}/${id}/reopen`, { token: s.erika })).status).toBe(409);
  });

  it("does not reopen a closed opening without open positions", async () => {
    const id = await publishedOpening();
    await ctx.handle.db.insert(jobMatches).values({
      jobOpeningId: id,
      accountId: await accountId("applicant-lena"),
      source: "company",
      status: "offer_accepted",
    });
    await ctx.handle.db.update(jobOpenings).set({ status: "closed" }).where(eq(jobOpenings.id, id));
    const res = await call("POST", `${base()}/${id}/reopen`, { token: s.erika });
    expect(res.status).toBe(409);
    expect((await row(id)).status).toBe("closed");
  });

  it("copies an opening into a new draft with the same fields", async () => {
    const id = await publishedOpening();
    const copy = await call("POST", `${base()}/${id}/copy`, { token: s.erika });
    expect(copy.status).toBe(201);
    expect(copy.json.id).not.toBe(id);
    expect(copy.json).toMatchObject({
      status: "draft",
      title: job.title,
      tasks: job.tasks,
      workModel: "hybrid",
      softwareSkills: requirements.softwareSkills,
      publishedAt: null,
    });
  });

  it("deletes drafts only", async () => {
    const draft = await call("POST", base(), { token: s.erika, body: study(s.campusId) });
    expect(
      (
        await call("DELETE", `${base()}/${draft.json.id}`, {
          token: s.erika,
          headers: await ifMatchNow(`${base()}/${draft.json.id}`, s.erika),
        })
      ).status,
    ).toBe(204);
    expect(await row(draft.json.id)).toBeUndefined();
    const id = await publishedOpening();
    expect(
      (
        await call("DELETE", `${base()}/${id}`, {
          token: s.erika,
          headers: await ifMatchNow(`${base()}/${id}`, s.erika),
        })
      ).status,
    ).toBe(409);
    expect(await row(id)).toBeDefined();
  });
});

describe("raw step drafts", () => {
  it("keeps, answers and drops the caller's unvalidated input of a step", async () => {
    const draft = await call("POST", base(), { token: s.erika, body: study(s.campusId) });
    const path = `${base()}/${draft.json.id}/drafts/job`;
    expect((await call("GET", path, { token: s.erika })).json).toEqual({ data: {} });
    const put = await call("PUT", path, { token: s.erika, body: { data: { title: "Halb fert", teamSize: "acht" } } });
    expect(put.status).toBe(200);
    expect((await call("GET", path, { token: s.erika })).json.data).toEqual({ title: "Halb fert", teamSize: "acht" });
    expect((await call("GET", `${base()}/${draft.json.id}/drafts/nonsense`, { token: s.erika })).status).toBe(400);
    expect((await call("DELETE", path, { token: s.erika })).status).toBe(204);
    expect((await call("GET", path, { token: s.erika })).json).toEqual({ data: {} });
  });
});

describe("authorisation", () => {
  it("answers 403 to an employee without create_job_openings and creates nothing", async () => {
    const emil = await login("company", "company-emil");
    const before = (await call("GET", base(), { token: emil })).json;
    expect(before.items).toBeDefined(); // any member may read
    const res = await call("POST", base(), { token: emil, body: study(s.campusId) });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe(1005);
    expect((await call("GET", base(), { token: emil })).json.counts).toEqual(before.counts);
  });

  it("answers 403 to an employee without edit_job_openings on every change, and nothing changes", async () => {
    const id = await publishedOpening();
    const draft = (await call("POST", base(), { token: s.erika, body: study(s.campusId) })).json.id;
    const emil = await login("company", "company-emil");
    const before = await row(id);
    const attempts = [
      call("PATCH", `${base()}/${id}`, { token: emil, headers: ANY_VERSION, body: { title: "Anders" } }),
      call("POST", `${base()}/${id}/close`, { token: emil }),
      call("POST", `${base()}/${id}/copy`, { token: emil }),
      call("POST", `${base()}/${draft}/publish`, { token: emil }),
      call("DELETE", `${base()}/${draft}`, { token: emil, headers: ANY_VERSION }),
      call("PUT", `${base()}/${draft}/drafts/job`, { token: emil, body: { data: { title: "x" } } }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
    expect(await row(id)).toEqual(before);
    expect((await row(draft)).status).toBe("draft");
  });

  it("answers 404 to a user of another company on every call, and nothing changes", async () => {
    const id = await publishedOpening();
    const draft = (await call("POST", base(), { token: s.erika, body: study(s.campusId) })).json.id;
    const berta = await login("company", "company-berta"); // owner of Beispiel Software AG: all permissions there
    const before = await row(id);
    const bertaCompany = await companyOf(berta);
    const attempts = [
      call("GET", base(), { token: berta }),
      call("POST", base(), { token: berta, body: study(s.campusId) }),
      call("GET", `${base()}/${id}`, { token: berta }),
      call("PATCH", `${base()}/${id}`, { token: berta, headers: ANY_VERSION, body: { title: "Fremd" } }),
      call("POST", `${base()}/${id}/close`, { token: berta }),
      call("POST", `${base()}/${id}/copy`, { token: berta }),
      call("POST", `${base()}/${draft}/publish`, { token: berta }),
      call("DELETE", `${base()}/${draft}`, { token: berta, headers: ANY_VERSION }),
      call("GET", `${base()}/${draft}/drafts/job`, { token: berta }),
      // her own company's address with company A's opening: still not found
      call("GET", `/api/b2b/v1/companies/${bertaCompany}/job-openings/${id}`, { token: berta }),
      call("POST", `/api/b2b/v1/companies/${bertaCompany}/job-openings/${id}/close`, { token: berta }),
      call("POST", `/api/b2b/v1/companies/${bertaCompany}/job-openings/${draft}/publish`, { token: berta }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.json.code).toBe(1008);
    }
    expect(await row(id)).toEqual(before);
    expect(await row(draft)).toMatchObject({ status: "draft" });
  });

  it("refuses applicant tokens and anonymous calls", async () => {
    const lena = await login("applicant", "applicant-lena");
    expect((await call("GET", base(), { token: lena })).status).toBe(403);
    expect((await call("POST", base(), { token: lena, body: study(s.campusId) })).status).toBe(403);
    expect((await call("GET", base())).status).toBe(401);
  });
});
