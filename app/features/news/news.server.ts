/** News for the portal pages: one page of teasers or one entry, in the page's language. */
import type { ApiCallArgs } from "~/api/client.server";
import { getNewsArticle, listNews } from "~/api/notifications.server";
import { pageLanguage } from "~/features/application/application.server";

export type NewsUnit = "applicant" | "company";
/** News exist in German and English; any other page language reads the German texts. */
const newsLanguage = async (request: Request) => ((await pageLanguage(request)) === "en" ? "en" : "de");

/** One page of news teasers (newest first); e.g. `loadNewsTeasers(args, "applicant")` for the home page. */
export async function loadNewsTeasers(args: ApiCallArgs, unit: NewsUnit, page = 1, perPage = 3) {
  const lang = await newsLanguage(args.request);
  const query = new URLSearchParams({ page: String(page), perPage: String(perPage), lang });
  return listNews(args, unit, query);
}

export async function loadNewsArticle(args: ApiCallArgs, unit: NewsUnit, id: string) {
  const lang = await newsLanguage(args.request);
  return getNewsArticle(args, unit, id, lang);
}
