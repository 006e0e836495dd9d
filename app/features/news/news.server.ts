/** News for the portal pages: one page of teasers or one entry, in the page's language. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ApiCallArgs } from "~/api/client.server";
import { getNewsArticle, listNews } from "~/api/notifications.server";
import { pageLanguage } from "~/features/application/application.server";
import { requireUser } from "~/session/auth.server";
import { pageParam } from "~/utils/paging";

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

/** The loader of a unit's news list (`?page=n`): the signed-in person of that unit, one page of teasers. */
export async function newsListLoader({ request, context }: LoaderFunctionArgs, unit: NewsUnit) {
  await requireUser(request, context, unit);
  const page = pageParam(new URL(request.url), "page");
  return { news: await loadNewsTeasers({ request, context }, unit, page) };
}
