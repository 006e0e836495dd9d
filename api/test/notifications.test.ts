/**
 * Notifications of both units: the list (defaults 4/0, total and unread), mark one / all read, the user's
 * own reminders (POST), the denials (another user's entry 404, the other unit's token 403, anonymous 401),
 * e-mail copies per the notification settings, the welcome at an account's first login, and a producer
 * for each of the categories of docs/product.md#entities.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_CATEGORIES } from "#contracts";
import {
  accounts,
  companyMemberships,
  companyUsers,
  jobMatches,
  jobOpenings,
  mailOutbox,
  notificationSettings,
  notifications,
} from "../db/schema";
import { notifyNewAdvisor, notifyNewJobOpeningComment } from "../services/notification-producers";
import { setupApi } from "./harness";

const { ctx, call, login } = setupApi();

const idOf = async (sub: string) => {
  const [a] = await ctx.handle.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.subject, sub));
  if (a) return a.id;
  const [u] = await ctx.handle.db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .where(eq(companyUsers.subject, sub));
  return u.id;
};
const mailsTo = async (address: string) =>
  ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

describe("GET /notifications", () => {
  it("lists the applicant's own entries newest first, four by default, with total and unread", async () => {
    const token = await login("applicant", "applicant-lena");
    const res = await call("GET", "/api/v1/notifications", { token });
    expect(res.status).toBe(200);
    expect(res.json.notifications).toHaveLength(4);
    expect(res.json.total).toBe(5);
    expect(res.json.unread).toBeGreaterThan(0);
    const times = res.json.notifications.map((n: { createdAt: string }) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const rest = await call("GET", "/api/v1/notifications?offset=4", { token });
    expect(rest.json.notifications).toHaveLength(1);
    expect((await call("GET", "/api/v1/notifications?limit=51", { token })).status).toBe(400);
    expect((await call("GET", "/api/v1/notifications?limit=-1", { token })).status).toBe(400);
  });

  it("answers only the counts for limit=0 (the navbar's badge)", async () => {
    const token = await login("applicant", "applicant-lena");
    const all = await call("GET", "/api/v1/notifications", { token });
    const counts = await call("GET", "/api/v1/notifications?limit=0", { token });
    expect(counts.status).toBe(200);
    expect(counts.json).toEqual({ notifications: [], total: all.json.total, unread: all.json.unread });
  });

  it("lists the company user's entries under /b2b/v1", async () => {
    const token = await login("company", "company-olaf");
    const res = await call("GET", "/api/b2b/v1/notifications?limit=50", { token });
    expect(res.status).toBe(200);
    const categories = new Set(res.json.notifications.map((n: { category: string }) => n.category));
    for (const c of ["new_invoices", "third_payment_reminder", "support_ticket_updates", "new_students"]) {
      expect(categories).toContain(c);
    }
  });

  it("refuses the other unit's token (403) and anonymous callers (401)", async () => {
    const company = await login("company", "company-olaf");
    const applicant = await login("applicant", "applicant-lena");
    expect((await call("GET", "/api/v1/notifications", { token: company })).status).toBe(403);
    expect((await call("GET", "/api/b2b/v1/notifications", { token: applicant })).status).toBe(403);
    expect((await call("GET", "/api/b2b/v1/notifications")).status).toBe(401);
    expect((await call("PATCH", "/api/b2b/v1/notifications/read", { token: applicant })).status).toBe(403);
  });
});

describe("PATCH /notifications/{id}/read and /notifications/read", () => {
  it("marks one read (the unread count drops, a second call changes nothing)", async () => {
    const token = await login("applicant", "applicant-lena");
    const list = (await call("GET", "/api/v1/notifications?limit=50", { token })).json;
    const unread = list.notifications.find((n: { readAt: string | null }) => !n.readAt);
    const first = await call("PATCH", `/api/v1/notifications/${unread.id}/read`, { token });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ marked: 1, unread: list.unread - 1 });
    const again = await call("PATCH", `/api/v1/notifications/${unread.id}/read`, { token });
    expect(again.json).toEqual({ marked: 0, unread: list.unread - 1 });
  });

  it("another user's entry is not found and stays unread; a malformed id is not found", async () => {
    const olaf = await login("company", "company-olaf");
    const erika = await login("company", "company-erika");
    const list = (await call("GET", "/api/b2b/v1/notifications?limit=50", { token: olaf })).json;
    const unread = list.notifications.find((n: { readAt: string | null }) => !n.readAt);
    expect((await call("PATCH", `/api/b2b/v1/notifications/${unread.id}/read`, { token: erika })).status).toBe(404);
    const lena = await login("applicant", "applicant-lena");
    expect((await call("PATCH", `/api/v1/notifications/${unread.id}/read`, { token: lena })).status).toBe(404);
    const [row] = await ctx.handle.db.select().from(notifications).where(eq(notifications.id, unread.id));
    expect(row.readAt).toBeNull();
    expect((await call("PATCH", "/api/b2b/v1/notifications/nope/read", { token: olaf })).status).toBe(404);
  });

  it("marks all of the caller's entries read, nobody else's", async () => {
    const olaf = await login("company", "company-olaf");
    const res = await call("PATCH", "/api/b2b/v1/notifications/read", { token: olaf });
    expect(res.status).toBe(200);
    expect(res.json.unread).toBe(0);
    expect(res.json.marked).toBeGreaterThan(0);
    const lena = await login("applicant", "applicant-lena");
    expect((await call("GET", "/api/v1/notifications", { token: lena })).json.unread).toBeGreaterThan(0);
  });
});

describe("POST /notifications (a reminder for oneself)", () => {
  it("files an unread reminder for the caller only, without an e-mail", async () => {
    const token = await login("applicant", "applicant-lena");
    const before = (await call("GET", "/api/v1/notifications", { token })).json;
    const res = await call("POST", "/api/v1/notifications", {
      token,
      body: { text: "Profilfoto hochladen", link: "/ds/documents" },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ category: "reminder", params: { text: "Profilfoto hochladen" }, readAt: null });
    const after = (await call("GET", "/api/v1/notifications", { token })).json;
    expect(after.unread).toBe(before.unread + 1);
    expect(after.notifications[0].id).toBe(res.json.id);
    expect(await mailsTo("lena.lehmann@example.org")).toHaveLength(0);
  });

  it("refuses a link outside the caller's unit, an empty text and unknown fields (400)", async () => {
    const token = await login("company", "company-olaf");
    const post = (body: unknown) => call("POST", "/api/b2b/v1/notifications", { token, body });
    expect((await post({ text: "x", link: "/ds/home" })).status).toBe(400);
    expect((await post({ text: "x", link: "https://evil.example/" })).status).toBe(400);
    expect((await post({ text: "  " })).status).toBe(400);
    expect((await post({ text: "x", recipientId: "someone" })).status).toBe(400);
    expect((await post({ text: "Rechnung prüfen", link: "/b2b/invoices" })).status).toBe(201);
  });

  it("refuses a link the router could follow off the unit or the origin: backslashes, dot segments (400)", async () => {
    const token = await login("company", "company-olaf");
    const post = (link: string) => call("POST", "/api/b2b/v1/notifications", { token, body: { text: "x", link } });
    for (const link of [
      "/b2b/..\\evil.example",
      "/b2b/\\evil.example",
      "/b2b/%5C%5Cevil.example",
      "/b2b/../ds/home",
      "/b2b/%2e%2e/ds/home",
      "/b2b//evil.example",
      "/b2b/\t/evil.example",
    ])
      expect((await post(link)).status, link).toBe(400);
    expect((await post("/b2b/job-openings?tab=all")).status).toBe(201);
  });
});

describe("e-mail copies and producers", () => {
  it("mails a new advisor only while the applicant's setting allows it; the in-app entry is always written", async () => {
    const db = ctx.handle.db;
    const max = await idOf("applicant-max");
    await db.transaction((tx) => notifyNewAdvisor(tx, { accountId: max, advisorName: "Stefan Stein" }));
    expect(await mailsTo("max.mueller@example.org")).toHaveLength(1);
    await db.insert(notificationSettings).values({ accountId: max, settings: { new_advisor: false } });
    await db.transaction((tx) => notifyNewAdvisor(tx, { accountId: max, advisorName: "Stefan Stein" }));
    expect(await mailsTo("max.mueller@example.org")).toHaveLength(1);
    const entries = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, max), eq(notifications.category, "new_advisor")));
    expect(entries).toHaveLength(2);
  });

  it("a company comment notifies the colleagues who look after the opening, not the author", async () => {
    const db = ctx.handle.db;
    const [olaf, erika] = [await idOf("company-olaf"), await idOf("company-erika")];
    // any match on an opening of olaf's company
    const [{ companyId }] = await db
      .select({ companyId: companyMemberships.companyId })
      .from(companyMemberships)
      .where(eq(companyMemberships.companyUserId, olaf));
    const [{ jobOpeningId, accountId }] = await db
      .select({ jobOpeningId: jobMatches.jobOpeningId, accountId: jobMatches.accountId })
      .from(jobMatches)
      .innerJoin(jobOpenings, eq(jobOpenings.id, jobMatches.jobOpeningId))
      .where(eq(jobOpenings.companyId, companyId));
    await db.transaction((tx) =>
      notifyNewJobOpeningComment(tx, { companyId, authorId: erika, jobOpeningId, accountId }),
    );
    const of = async (id: string) =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, id), eq(notifications.category, "new_job_opening_comment")));
    expect((await of(olaf)).length).toBe(2); // the seeded one and this one
    expect(await of(erika)).toHaveLength(0);
  });

  it("an invitation of a person who already logs in shows in their notifications (in-app; the invitation mail is separate)", async () => {
    const berta = await login("company", "company-berta");
    const me = (await call("GET", "/api/b2b/v1/me", { token: berta })).json;
    const beispiel = me.companies.find((c: { isDefault: boolean }) => c.isDefault).id;
    const invited = await call("POST", `/api/b2b/v1/companies/${beispiel}/employees`, {
      token: berta,
      body: { email: "olaf.ostermann@muster-maschinenbau.example", firstName: "Olaf", lastName: "Ostermann" },
    });
    expect(invited.status).toBe(201);
    const olaf = await login("company", "company-olaf");
    const list = (await call("GET", "/api/b2b/v1/notifications", { token: olaf })).json;
    expect(list.notifications[0]).toMatchObject({
      category: "invitation_to_company",
      params: { companyName: "Beispiel Software AG" },
      link: "/b2b/company-select",
    });
    expect(await mailsTo("olaf.ostermann@muster-maschinenbau.example")).toHaveLength(1);
  });

  it("greets an account created at its first login once, in the app only", async () => {
    const token = await login("applicant", "applicant-nora");
    const list = (await call("GET", "/api/v1/notifications", { token })).json;
    expect(list.notifications.map((n: { category: string }) => n.category)).toEqual(["welcome_message"]);
    await login("applicant", "applicant-nora");
    expect((await call("GET", "/api/v1/notifications", { token })).json.total).toBe(1);
    expect(await mailsTo("nora.neu@example.org")).toHaveLength(0);
    // a seeded account logging in is not new
    const max = await login("applicant", "applicant-max");
    expect((await call("GET", "/api/v1/notifications", { token: max })).json.total).toBe(0);
  });

  it("the seeded data holds an entry of each category, written by their producers", async () => {
    const rows = await ctx.handle.db.select({ category: notifications.category }).from(notifications);
    const seen = new Set(rows.map((r) => r.category));
    for (const category of NOTIFICATION_CATEGORIES) expect(seen, category).toContain(category);
  });
});
