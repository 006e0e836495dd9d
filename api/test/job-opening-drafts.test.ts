/**
 * Job-opening drafts apart from the openings (docs/decisions/074-job-opening-draft-lifecycle.md): the list
 * without drafts and the drafts' own list, at most one draft per flow attempt, discarding, the denials,
 * and the cleanup job on the test clock (notice on day 23, once; removal from day 30; a touch keeps it).
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, companyMemberships, jobOpenings, mailOutbox, notifications } from "../db/schema";
import { createCompanyUser } from "./factories";
import { setupApi } from "./harness";

const { ctx, call, login, ifMatchNow } = setupApi({ devTools: true });

const DAY = 24 * 60 * 60 * 1000;
const ERIKA_MAIL = "erika.engel@muster-maschinenbau.example";

let erika: string;
let companyId: string;
let campusId: string;

const base = () => `/api/b2b/v1/companies/${companyId}/job-openings`;
const study = (extra: Record<string, unknown> = {}) => ({
  campusId,
  course: "Informatik (B.Sc.)",
  startDate: "2027-10-01",
  requiredCount: 1,
  ...extra,
});
const job = {
  title: "Duales Studium Informatik – Entwurf",
  tasks: "Software entwickeln",
  offerDescription: "Ein Team, das begleitet",
  workModel: "hybrid",
  placeOfTraining: "Berlin",
};
const KEY = "attempt0000000000000000000000001";
const OTHER_KEY = "attempt0000000000000000000000002";

async function companyOf(token: string) {
  const me = await call("GET", "/api/b2b/v1/me", { token });
  return me.json.companies.find((c: { isDefault: boolean }) => c.isDefault).id as string;
}
async function row(id: string) {
  const [r] = await ctx.handle.db.select().from(jobOpenings).where(eq(jobOpenings.id, id));
  return r;
}
const draftIds = async (token = erika) =>
  (await call("GET", `${base()}/drafts`, { token })).json.items.map((d: { id: string }) => d.id) as string[];
async function newDraft(token = erika, body: Record<string, unknown> = study()) {
  const created = await call("POST", base(), { token, body });
  expect(created.status).toBe(201);
  return created.json.id as string;
}
/** Runs the cleanup as of `at`, as the journeys' test clock does. */
async function runCleanup(at: Date) {
  const res = await call("POST", "/api/dev/jobs/expire-job-opening-drafts", { body: { at: at.toISOString() } });
  expect(res.status).toBe(200);
  return res.json.result as { noticed: number; removed: number };
}
const noticesOf = (jobTitleOrCreated: string) =>
  ctx.handle.db
    .select()
    .from(notifications)
    .where(eq(notifications.category, "job_opening_draft_expiring"))
    .then((rows) => rows.filter((n) => Object.values(n.params as Record<string, string>).includes(jobTitleOrCreated)));
const draftMailsTo = (to: string) =>
  ctx.handle.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, "notification.job_opening_draft_expiring")));

beforeEach(async () => {
  erika = await login("company", "company-erika");
  companyId = await companyOf(erika);
  campusId = (await call("GET", `${base()}/form-options`, { token: erika })).json.campuses[0].id;
});

describe("drafts listed apart", () => {
  it("keeps drafts out of the openings list and lists them on their own, with where each stopped", async () => {
    const studyOnly = await newDraft();
    const withJob = await newDraft();
    expect(
      (
        await call("PATCH", `${base()}/${withJob}`, {
          token: erika,
          headers: await ifMatchNow(`${base()}/${withJob}`, erika),
          body: job,
        })
      ).status,
    ).toBe(200);

    const list = (await call("GET", base(), { token: erika })).json;
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((o: { status: string }) => o.status !== "draft")).toBe(true);
    expect(list.total).toBe(
      Object.values(list.counts as Record<string, number>).reduce((a, b) => a + b) - list.counts.draft,
    );
    // asked for by their status, drafts are still there
    const asked = (await call("GET", `${base()}?status=draft`, { token: erika })).json;
    expect(asked.items.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([studyOnly, withJob]));

    const drafts = await call("GET", `${base()}/drafts`, { token: erika });
    expect(drafts.status).toBe(200);
    const byId = new Map(drafts.json.items.map((d: { id: string }) => [d.id, d]));
    expect(byId.get(studyOnly)).toMatchObject({
      title: "",
      resumeStep: "job",
      allowedActions: expect.arrayContaining(["edit", "delete"]),
    });
    expect(byId.get(withJob)).toMatchObject({ title: job.title, resumeStep: "requirements" });
    const one = byId.get(withJob) as { updatedAt: string; removalDue: string };
    expect(Date.parse(one.removalDue) - Date.parse(one.updatedAt)).toBe(30 * DAY);
    // last changed first
    expect(drafts.json.items[0].id).toBe(withJob);
  });
});

describe("one draft per flow attempt", () => {
  it("answers the attempt's first draft to a second create under its key, with the step applied", async () => {
    const first = await call("POST", base(), { token: erika, body: study({ attemptKey: KEY }) });
    expect(first.status).toBe(201);
    const version = (await row(first.json.id)).version;

    // the same step again (double submit): the same draft, its version untouched
    const again = await call("POST", base(), { token: erika, body: study({ attemptKey: KEY }) });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(first.json.id);
    expect((await row(first.json.id)).version).toBe(version);

    // back button, a changed step 1: still the same draft, now with the change
    const changed = await call("POST", base(), { token: erika, body: study({ attemptKey: KEY, requiredCount: 3 }) });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ id: first.json.id, requiredCount: 3, status: "draft" });

    const drafts = await draftIds();
    expect(drafts.filter((id) => id === first.json.id)).toHaveLength(1);
    const other = await call("POST", base(), { token: erika, body: study({ attemptKey: OTHER_KEY }) });
    expect(other.status).toBe(201);
    expect(other.json.id).not.toBe(first.json.id);

    const found = await call("GET", `${base()}/attempts/${KEY}`, { token: erika });
    expect(found.status).toBe(200);
    expect(found.json).toEqual({ id: first.json.id, status: "draft" });
  });

  it("refuses a create under the key of an attempt whose opening is published, and names that opening", async () => {
    const id = (await call("POST", base(), { token: erika, body: study({ attemptKey: KEY }) })).json.id;
    await call("PATCH", `${base()}/${id}`, {
      token: erika,
      headers: await ifMatchNow(`${base()}/${id}`, erika),
      body: job,
    });
    expect((await call("POST", `${base()}/${id}/publish`, { token: erika })).status).toBe(200);
    const late = await call("POST", base(), { token: erika, body: study({ attemptKey: KEY, requiredCount: 2 }) });
    expect(late.status).toBe(409);
    expect((await row(id)).requiredCount).toBe(1);
    expect((await call("GET", `${base()}/attempts/${KEY}`, { token: erika })).json).toEqual({ id, status: "open" });
  });

  it("keeps each user's attempts their own: the same key of a colleague makes the colleague's draft", async () => {
    const mine = (await call("POST", base(), { token: erika, body: study({ attemptKey: KEY }) })).json.id;
    const greta = await login("company", "company-greta");
    expect((await call("GET", `${base()}/attempts/${KEY}`, { token: greta })).status).toBe(404);
    const hers = await call("POST", base(), { token: greta, body: study({ attemptKey: KEY }) });
    expect(hers.status).toBe(201);
    expect(hers.json.id).not.toBe(mine);
  });

  it("refuses a malformed attempt key", async () => {
    expect((await call("POST", base(), { token: erika, body: study({ attemptKey: "short" }) })).status).toBe(400);
    expect((await call("GET", `${base()}/attempts/not%20a%20key`, { token: erika })).status).toBe(400);
  });
});

describe("discarding a draft", () => {
  it("removes the draft and its attempt, audited", async () => {
    const id = (await call("POST", base(), { token: erika, body: study({ attemptKey: KEY }) })).json.id;
    const etag = (await call("GET", `${base()}/${id}`, { token: erika })).headers.get("etag") ?? "";
    const res = await call("DELETE", `${base()}/${id}`, { token: erika, headers: { "if-match": etag } });
    expect(res.status).toBe(204);
    expect(await draftIds()).not.toContain(id);
    expect((await call("GET", `${base()}/attempts/${KEY}`, { token: erika })).status).toBe(404);
    const audits = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audits.map((a) => a.action)).toContain("job_opening.deleted");
  });
});

describe("authorisation of drafts", () => {
  it("lets any member read the drafts, and offers only what their permissions allow", async () => {
    const id = await newDraft();
    const emil = await login("company", "company-emil"); // employees only
    const drafts = await call("GET", `${base()}/drafts`, { token: emil });
    expect(drafts.status).toBe(200);
    const draft = drafts.json.items.find((d: { id: string }) => d.id === id);
    expect(draft.allowedActions).toEqual([]);
  });

  it("answers 403 to a create under an attempt key without create_job_openings, and 403 to a discard without edit_job_openings", async () => {
    const id = (await call("POST", base(), { token: erika, body: study({ attemptKey: KEY }) })).json.id;
    const emil = await login("company", "company-emil");
    const create = await call("POST", base(), { token: emil, body: study({ attemptKey: KEY }) });
    expect(create.status).toBe(403);
    expect(create.json.code).toBe(1005);
    const creator = await createCompanyUser(ctx.handle.db, { permissions: ["create_job_openings"] });
    const creatorToken = await login("company", creator.sub);
    const own = await newDraft(creatorToken);
    expect((await call("DELETE", `${base()}/${own}`, { token: creatorToken })).status).toBe(403);
    expect(await row(own)).toBeDefined();
    expect((await row(id)).status).toBe("draft");
  });

  it("answers 404 to a user of another company, and nothing changes", async () => {
    const id = (await call("POST", base(), { token: erika, body: study({ attemptKey: KEY }) })).json.id;
    const before = await row(id);
    const berta = await login("company", "company-berta");
    const attempts = [
      call("GET", `${base()}/drafts`, { token: berta }),
      call("GET", `${base()}/attempts/${KEY}`, { token: berta }),
      call("POST", base(), { token: berta, body: study({ attemptKey: KEY }) }),
      call("DELETE", `${base()}/${id}`, { token: berta }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
    // her own company's address knows neither the draft nor erika's attempt
    const bertaBase = `/api/b2b/v1/companies/${await companyOf(berta)}/job-openings`;
    expect((await call("GET", `${bertaBase}/attempts/${KEY}`, { token: berta })).status).toBe(404);
    expect(
      (await call("GET", `${bertaBase}/drafts`, { token: berta })).json.items.map((d: { id: string }) => d.id),
    ).not.toContain(id);
    expect(await row(id)).toEqual(before);
  });

  it("refuses applicant tokens and anonymous calls", async () => {
    const lena = await login("applicant", "applicant-lena");
    expect((await call("GET", `${base()}/drafts`, { token: lena })).status).toBe(403);
    expect((await call("GET", `${base()}/attempts/${KEY}`, { token: lena })).status).toBe(403);
    expect((await call("GET", `${base()}/drafts`)).status).toBe(401);
  });
});

describe("the cleanup of untouched drafts", () => {
  it("tells the creator once on day 23, by notification and mail in German, and removes the draft on day 30, audited", async () => {
    const id = await newDraft();
    await call("PATCH", `${base()}/${id}`, {
      token: erika,
      headers: await ifMatchNow(`${base()}/${id}`, erika),
      body: { title: "Entwurf zum Aufräumen" },
    });
    const changedAt = (await row(id)).updatedAt.getTime();

    await runCleanup(new Date(changedAt + 22 * DAY));
    expect(await noticesOf("Entwurf zum Aufräumen")).toHaveLength(0);

    await runCleanup(new Date(changedAt + 23 * DAY + 60_000));
    const [notice] = await noticesOf("Entwurf zum Aufräumen");
    expect(notice).toMatchObject({
      recipientKind: "company",
      messageKey: "notifications.job_opening_draft_expiring",
      link: "/b2b/job-openings",
    });
    const mails = await draftMailsTo(ERIKA_MAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Ihr Entwurf wird bald gelöscht");
    expect(mails[0].textBody).toContain("„Entwurf zum Aufräumen“");
    expect(mails[0].textBody).toContain("Wenn Sie ihn bis zum");
    // the notice is no change: the draft's last change and version stay
    expect((await row(id)).updatedAt.getTime()).toBe(changedAt);

    // once: later runs before the removal tell nobody again
    await runCleanup(new Date(changedAt + 23 * DAY + 2 * 60 * 60_000));
    await runCleanup(new Date(changedAt + 29 * DAY));
    expect(await noticesOf("Entwurf zum Aufräumen")).toHaveLength(1);
    expect(await draftMailsTo(ERIKA_MAIL)).toHaveLength(1);
    expect(await row(id)).toBeDefined();

    const removal = await runCleanup(new Date(changedAt + 30 * DAY + 60_000));
    expect(removal.removed).toBeGreaterThanOrEqual(1);
    expect(await row(id)).toBeUndefined();
    const [audit] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, "job_opening.deleted")));
    expect(audit).toMatchObject({ actorKind: "system", actorId: null, subjectType: "job_opening" });
  });

  it("keeps a draft changed after the notice, and tells again only after another 23 untouched days", async () => {
    const id = await newDraft();
    // untouched for 23 days: the notice goes out as of today
    const long = new Date(Date.now() - 23 * DAY - 60 * 60_000);
    await ctx.handle.db
      .update(jobOpenings)
      .set({ updatedAt: long, title: "Angefasster Entwurf" })
      .where(eq(jobOpenings.id, id));
    await runCleanup(new Date());
    expect(await noticesOf("Angefasster Entwurf")).toHaveLength(1);
    expect((await row(id)).expiryNoticeAt).not.toBeNull();

    // she goes on with it
    expect(
      (
        await call("PATCH", `${base()}/${id}`, {
          token: erika,
          headers: await ifMatchNow(`${base()}/${id}`, erika),
          body: { tasks: "Weiter daran arbeiten" },
        })
      ).status,
    ).toBe(200);
    const touched = await row(id);
    expect(touched.expiryNoticeAt).toBeNull();

    await runCleanup(new Date(Date.now() + 7 * DAY + 60 * 60_000));
    expect(await row(id)).toBeDefined();
    expect(await noticesOf("Angefasster Entwurf")).toHaveLength(1);

    await runCleanup(new Date(touched.updatedAt.getTime() + 23 * DAY + 60_000));
    expect(await noticesOf("Angefasster Entwurf")).toHaveLength(2);
    expect(await row(id)).toBeDefined();
  });

  it("names an untitled draft by its date, and tells those who edit openings when its creator left the company", async () => {
    const creator = await createCompanyUser(ctx.handle.db, { permissions: ["create_job_openings"] });
    const id = await newDraft(await login("company", creator.sub));
    await ctx.handle.db.delete(companyMemberships).where(eq(companyMemberships.companyUserId, creator.companyUserId));
    const created = (await row(id)).createdAt;
    await runCleanup(new Date(created.getTime() + 23 * DAY + 60_000));

    const notices = (
      await ctx.handle.db.select().from(notifications).where(eq(notifications.category, "job_opening_draft_expiring"))
    ).filter((n) => n.messageKey === "notifications.job_opening_draft_expiring_untitled");
    const recipients = new Set(notices.map((n) => n.recipientId));
    expect(recipients.has(creator.companyUserId)).toBe(false);
    const olaf = (await call("GET", "/api/b2b/v1/me", { token: await login("company", "company-olaf") })).json;
    expect(recipients.has(olaf.id)).toBe(true);
    expect(notices[0].params).toMatchObject({ created: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/), title: "" });
  });

  it("leaves published openings alone, however old", async () => {
    const id = (await call("GET", base(), { token: erika })).json.items[0].id as string;
    await runCleanup(new Date(Date.now() + 400 * DAY));
    expect(await row(id)).toBeDefined();
  });
});
