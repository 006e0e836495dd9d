/** Help topics and their articles of the company unit (/b2b/help), German or English. */
import { asc, count, eq } from "drizzle-orm";
import type { HelpTopicDetail, HelpTopicList } from "#contracts";
import type { Database } from "../db/client";
import { helpArticles, helpTopics } from "../db/schema";
import { notFound } from "../errors";

const english = (lng: string) => lng === "en";

export async function listHelpTopics(db: Database, lng: string): Promise<HelpTopicList> {
  const rows = await db
    .select({
      slug: helpTopics.slug,
      titleDe: helpTopics.titleDe,
      titleEn: helpTopics.titleEn,
      articleCount: count(helpArticles.id),
    })
    .from(helpTopics)
    .leftJoin(helpArticles, eq(helpArticles.topicId, helpTopics.id))
    .groupBy(helpTopics.id)
    .orderBy(asc(helpTopics.sortOrder), asc(helpTopics.slug));
  return {
    topics: rows.map((r) => ({
      slug: r.slug,
      title: english(lng) ? r.titleEn : r.titleDe,
      articleCount: Number(r.articleCount),
    })),
  };
}

export async function getHelpTopic(db: Database, slug: string, lng: string): Promise<HelpTopicDetail> {
  const [topic] = await db.select().from(helpTopics).where(eq(helpTopics.slug, slug));
  if (!topic) throw notFound("Help topic not found");
  const articles = await db
    .select()
    .from(helpArticles)
    .where(eq(helpArticles.topicId, topic.id))
    .orderBy(asc(helpArticles.sortOrder), asc(helpArticles.id));
  const en = english(lng);
  return {
    slug: topic.slug,
    title: en ? topic.titleEn : topic.titleDe,
    articles: articles.map((a) => ({ id: a.id, title: en ? a.titleEn : a.titleDe, body: en ? a.bodyEn : a.bodyDe })),
  };
}
