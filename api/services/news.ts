/**
 * News of both units (docs/product.md#api-calls "GET /news?page&perPage", "GET /news/{id}"): only published entries
 * (publishedAt in the past) for the caller's audience — "both" reaches everyone. Publishing a news entry
 * notifies the audience (category news_and_events).
 */
import { and, count, desc, eq, inArray, lte, type Placeholder, sql } from "drizzle-orm";
import type { NewsArticle, NewsAudience, NewsPage, NewsTeaser } from "#contracts";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import { prepared } from "../db/prepared";
import { accounts, companyUsers, news } from "../db/schema";
import { notFound, uuidOr404 } from "../errors";
import { notify } from "./notifications";
import type { Tx } from "./stage";

export type Lang = "de" | "en";
type NewsRow = typeof news.$inferSelect;
type Reader = "applicant" | "company";

/** Published (by `now`) for the reader's audience or both; a prepared query's placeholders stand in for either. */
const visibleTo = (reader: Reader | Placeholder, now: Date | Placeholder = new Date()) =>
  and(inArray(news.audience, [reader, "both"]), lte(news.publishedAt, now));

type TeaserColumns = Pick<
  NewsRow,
  "id" | "titleDe" | "titleEn" | "teaserDe" | "teaserEn" | "imagePath" | "publishedAt"
>;
const teaser = (r: TeaserColumns, lang: Lang): NewsTeaser => ({
  id: r.id,
  lang,
  title: lang === "en" ? r.titleEn : r.titleDe,
  teaser: lang === "en" ? r.teaserEn : r.teaserDe,
  imagePath: r.imagePath,
  publishedAt: r.publishedAt.toISOString(),
});

/**
 * One page of the reader's news, newest first: the teasers' columns (not the texts) and the total in the
 * same query (the home pages show a page on every visit); a page past the end counts on its own.
 */
export async function listNews(db: Database, reader: Reader, lang: Lang, page: number, perPage: number) {
  const rows = await prepared(db, "news_teasers", (on, name) =>
    on
      .select({
        id: news.id,
        titleDe: news.titleDe,
        titleEn: news.titleEn,
        teaserDe: news.teaserDe,
        teaserEn: news.teaserEn,
        imagePath: news.imagePath,
        publishedAt: news.publishedAt,
        total: sql<number>`count(*) over ()`,
      })
      .from(news)
      .where(visibleTo(sql.placeholder("reader"), sql.placeholder("now")))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name),
  ).execute({ reader, now: new Date(), limit: perPage, offset: (page - 1) * perPage });
  const total =
    rows.length > 0
      ? Number(rows[0].total)
      : Number((await db.select({ total: count() }).from(news).where(visibleTo(reader)))[0].total);
  const items = rows.map((r) => teaser(r, lang));
  return { items, total, page, perPage } satisfies NewsPage;
}

/** One entry; unpublished ones and those of the other unit's audience are "not found". */
export async function getNews(db: Database, reader: Reader, lang: Lang, id: string): Promise<NewsArticle> {
  uuidOr404(id, "News not found");
  const row = await firstRow(db, news, eq(news.id, id), visibleTo(reader));
  if (!row) throw notFound("News not found");
  return { ...teaser(row, lang), body: lang === "en" ? row.bodyEn : row.bodyDe };
}

export interface NewsInput {
  audience: NewsAudience;
  titleDe: string;
  titleEn: string;
  teaserDe: string;
  teaserEn: string;
  bodyDe: string;
  bodyEn: string;
  publishedAt?: Date;
}

/**
 * Publishes a news entry and tells its audience (news_and_events; the e-mail copy only to those who
 * subscribed to the newsletter, see notify). The link leads to the company news page or the applicant home.
 */
export async function publishNews(tx: Tx, input: NewsInput, opts: { publicUrl?: string } = {}) {
  const [row] = await tx
    .insert(news)
    .values({ ...input, publishedAt: input.publishedAt ?? new Date() })
    .returning();
  const recipients: { kind: Reader; id: string }[] = [];
  if (input.audience !== "company") {
    for (const a of await tx.select({ id: accounts.id }).from(accounts))
      recipients.push({ kind: "applicant", id: a.id });
  }
  if (input.audience !== "applicant") {
    for (const u of await tx.select({ id: companyUsers.id }).from(companyUsers))
      recipients.push({ kind: "company", id: u.id });
  }
  for (const r of recipients) {
    await notify(tx, {
      recipientKind: r.kind,
      recipientId: r.id,
      category: "news_and_events",
      messageKey: "notifications.news_published",
      params: { title: row.titleDe, titleEn: row.titleEn },
      link: r.kind === "company" ? `/b2b/news/${row.id}` : "/ds/home",
      publicUrl: opts.publicUrl,
      mail: true,
      mailParams: { teaserDe: row.teaserDe, teaserEn: row.teaserEn },
    });
  }
  return row;
}

/** The language of the texts: the one asked for, else the caller's own (German by default). */
export async function readerLanguage(db: Database, reader: Reader, id: string, asked?: Lang): Promise<Lang> {
  if (asked) return asked;
  const [row] =
    reader === "applicant"
      ? await db.select({ language: accounts.language }).from(accounts).where(eq(accounts.id, id))
      : await db.select({ language: companyUsers.language }).from(companyUsers).where(eq(companyUsers.id, id));
  return row?.language === "en" ? "en" : "de";
}
