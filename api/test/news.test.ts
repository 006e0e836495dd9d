/**
 * News (GET /v1/news, /b2b/v1/news, …/news/{id}): defaults page 1 / perPage 3, the audience filter
 * (own unit plus "both"), unpublished entries hidden, texts in the asked or the caller's language, and
 * publishing notifies the audience (mail only to newsletter subscribers).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, mailOutbox, news, notificationSettings, notifications } from "../db/schema";
import { publishNews } from "../services/news";
import { setupApi } from "./harness";

const { ctx, call, login, expectRefusedToOthers } = setupApi();

const article = {
  titleDe: "Neu",
  titleEn: "New",
  teaserDe: "Kurz",
  teaserEn: "Short",
  bodyDe: "Lang",
  bodyEn: "Long",
};

describe("GET /news", () => {
  it("pages the applicant's news (own audience and both), three per page by default, newest first", async () => {
    const token = await login("applicant", "applicant-lena");
    const first = await call("GET", "/api/v1/news", { token });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ page: 1, perPage: 3, total: 4 });
    expect(first.json.items).toHaveLength(3);
    expect(first.json.items[0].title).toBe("Neue Studiengänge ab Oktober 2026");
    const second = await call("GET", "/api/v1/news?page=2", { token });
    expect(second.json.items).toHaveLength(1);
    expect(second.json.total).toBe(4);
    // a page past the end has no items and still the total
    expect((await call("GET", "/api/v1/news?page=9", { token })).json).toMatchObject({ items: [], total: 4, page: 9 });
    const titles = [...first.json.items, ...second.json.items].map((n: { title: string }) => n.title);
    expect(titles).not.toContain("Praxispartner-Tag am 12. September");
    expect((await call("GET", "/api/v1/news?perPage=0", { token })).status).toBe(400);
  });

  it("pages the company's news in English when asked", async () => {
    const token = await login("company", "company-olaf");
    const res = await call("GET", "/api/b2b/v1/news?perPage=10&lang=en", { token });
    expect(res.json.total).toBe(4);
    const titles = res.json.items.map((n: { title: string }) => n.title);
    expect(titles).toContain("Practice partner day on 12 September");
    expect(titles).not.toContain("Application training in June");
  });

  it("hides entries published in the future", async () => {
    await ctx.handle.db
      .insert(news)
      .values({ ...article, audience: "both", publishedAt: new Date(Date.now() + 86_400_000) });
    const token = await login("applicant", "applicant-lena");
    expect((await call("GET", "/api/v1/news", { token })).json.total).toBe(4);
  });

  it("refuses other token kinds (403) and anonymous callers (401)", async () => {
    const staff = await login("study_advisor", "staff-sabine");
    await expectRefusedToOthers("GET", "/api/v1/news", staff, "/api/b2b/v1/news");
  });
});

describe("GET /news/{id}", () => {
  it("returns one entry with its body; the other unit's entries and unknown ids are not found", async () => {
    const applicant = await login("applicant", "applicant-lena");
    const company = await login("company", "company-olaf");
    const [forCompanies] = await ctx.handle.db.select().from(news).where(eq(news.audience, "company"));
    const res = await call("GET", `/api/b2b/v1/news/${forCompanies.id}`, { token: company });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: forCompanies.id, title: forCompanies.titleDe, body: forCompanies.bodyDe });
    expect((await call("GET", `/api/v1/news/${forCompanies.id}`, { token: applicant })).status).toBe(404);
    expect((await call("GET", "/api/v1/news/not-a-uuid", { token: applicant })).status).toBe(404);
  });
});

describe("publishNews", () => {
  it("notifies the audience in the app; the e-mail goes only to newsletter subscribers", async () => {
    const db = ctx.handle.db;
    const [lena] = await db.select().from(accounts).where(eq(accounts.subject, "applicant-lena"));
    await db.insert(notificationSettings).values({ accountId: lena.id, settings: { job_openings_newsletter: true } });
    const row = await db.transaction((tx) => publishNews(tx, { ...article, audience: "applicant" }));
    const entries = await db.select().from(notifications).where(eq(notifications.category, "news_and_events"));
    const fresh = entries.filter((n) => n.params.title === "Neu");
    expect(fresh.length).toBe((await db.select().from(accounts)).length);
    expect(fresh.every((n) => n.recipientKind === "applicant")).toBe(true);
    const mails = await db.select().from(mailOutbox);
    expect(mails.map((m) => m.toAddress)).toEqual([lena.email]);
    expect(row.audience).toBe("applicant");
  });
});
