/** News for the portal pages: one page of teasers or one entry, in the page's language. */
import type { NewsArticle, NewsPage } from "#contracts";
import { type ApiCallArgs, apiCall } from "~/api/client.server";
import { pageLanguage } from "~/components/application/application.server";

export type NewsUnit = "applicant" | "company";
const apiBase = (unit: NewsUnit) => (unit === "company" ? "/b2b/v1" : "/v1");
/** News exist in German and English; any other page language reads the German texts. */
const newsLanguage = async (request: Request) => ((await pageLanguage(request)) === "en" ? "en" : "de");

/** One page of news teasers (newest first); e.g. `loadNewsTeasers(args, "applicant")` for the home page. */
export async function loadNewsTeasers(args: ApiCallArgs, unit: NewsUnit, page = 1, perPage = 3) {
  const lang = await newsLanguage(args.request);
  const query = new URLSearchParams({ page: String(page), perPage: String(perPage), lang });
  return apiCall<NewsPage>(args, `${apiBase(unit)}/news?${query}`);
}

export async function loadNewsArticle(args: ApiCallArgs, unit: NewsUnit, id: string) {
  const lang = await newsLanguage(args.request);
  return apiCall<NewsArticle>(args, `${apiBase(unit)}/news/${encodeURIComponent(id)}?lang=${lang}`);
}
