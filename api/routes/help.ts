/** Help topics and articles of the company unit under /b2b/v1/help (any company user). */
import { z } from "@hono/zod-openapi";
import { HelpQuery, HelpTopicDetail, HelpTopicList } from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { getHelpTopic, listHelpTopics } from "../services/help";
import { bearerSecurity, json, newRouter, routeGroup } from "./router";

export function helpRoutes(deps: ApiDeps) {
  const { db } = deps;
  const common = routeGroup({
    tags: ["Company help"],
    security: bearerSecurity,
    middleware: accessGuards(db).requireCompanyUser(),
  });
  const topicsRoute = common.get("/help/topics", "The help topics in their order, with the number of articles", {
    request: { query: HelpQuery },
    responses: { 200: json(HelpTopicList, "The topics"), ...errorResponses(400) },
  });
  const topicRoute = common.get("/help/topics/{slug}", "One topic with its articles", {
    request: { params: z.object({ slug: z.string().max(100) }), query: HelpQuery },
    responses: { 200: json(HelpTopicDetail, "The topic"), ...errorResponses(400, 404) },
  });
  return newRouter()
    .openapi(topicsRoute, async (c) => c.json(await listHelpTopics(db, c.req.valid("query").lng), 200))
    .openapi(topicRoute, async (c) =>
      c.json(await getHelpTopic(db, c.req.valid("param").slug, c.req.valid("query").lng), 200),
    );
}
