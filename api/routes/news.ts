/**
 * News for the caller's unit: GET /v1/news and /b2b/v1/news (page and perPage, defaults 1 and 3; audience
 * applicant or company plus "both"), GET …/news/{id}. Texts in `lang` or the caller's language.
 */
import { NewsArticle, NewsIdParam, NewsPage, NewsQuery } from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { getNews, listNews, readerLanguage } from "../services/news";
import { bearerSecurity, json, newRouter, routeGroup } from "./router";

type Unit = "applicant" | "company";

function unitRoutes(deps: ApiDeps, unit: Unit) {
  const { db } = deps;
  const common = routeGroup({
    tags: ["News"],
    security: bearerSecurity,
    middleware: accessGuards(db).requireSignedIn(unit),
  });
  const list = common.get("/news", {
    summary: `Published news for ${unit === "applicant" ? "applicants" : "companies"}, newest first (page 1, perPage 3 by default)`,
    request: { query: NewsQuery },
    responses: { 200: json(NewsPage, "One page of news"), ...errorResponses(400) },
  });
  const one = common.get("/news/{id}", "One published news entry of the caller's audience (404 otherwise)", {
    request: { params: NewsIdParam, query: NewsQuery.pick({ lang: true }) },
    responses: { 200: json(NewsArticle, "The news entry"), ...errorResponses(400, 404) },
  });
  const me = (p: { accountId?: string | null; companyUserId?: string | null }) =>
    (unit === "applicant" ? p.accountId : p.companyUserId)!;
  return newRouter()
    .openapi(list, async (c) => {
      const { page, perPage, lang } = c.req.valid("query");
      const language = await readerLanguage(db, unit, me(c.var.principal), lang);
      return c.json(await listNews(db, unit, language, page, perPage), 200);
    })
    .openapi(one, async (c) => {
      const language = await readerLanguage(db, unit, me(c.var.principal), c.req.valid("query").lang);
      return c.json(await getNews(db, unit, language, c.req.valid("param").id), 200);
    });
}

export const newsRoutes = (deps: ApiDeps) => unitRoutes(deps, "applicant");
export const companyNewsRoutes = (deps: ApiDeps) => unitRoutes(deps, "company");
