/**
 * The study advisor's recommendations under /advisor/v1, next to the console routes (same token, same tenancy):
 * staff tokens only (applicant or company → 403 1005); an applicant outside the advisor's reach → 404.
 */
import { z } from "@hono/zod-openapi";
import { AdvisorMatches, RecommendBody, RecommendResult, SuitableJobOpenings } from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses, uuidOr404 } from "../errors";
import { loadAdvisor } from "../services/advisor";
import { applicantMatches, recommend, suitableJobOpenings } from "../services/advisor-matching";
import { bearerSecurity, body, json, newRouter, routeGroup } from "./router";

export function advisorMatchingRoutes(deps: ApiDeps) {
  const { db } = deps;
  const publicUrl = deps.publicUrl ?? "http://localhost:3000";
  const common = routeGroup({
    tags: ["Study-advisor console"],
    security: bearerSecurity,
    middleware: [accessGuards(db).requireAdvisor()],
  });
  const params = z.object({ accountId: z.string().max(100) });

  const openings = common.get("/applicants/{accountId}/job-openings", {
    summary:
      "Open job openings for recommending the applicant: same course first, then same campus, then same start date (at most 100), with the applicant's match status per opening",
    request: { params },
    responses: { 200: json(SuitableJobOpenings, "The applicant and the openings"), ...errorResponses(404) },
  });
  const recommendRoute = common.post("/applicants/{accountId}/recommendations", {
    summary:
      "Recommend the applicant for an open job opening: a match of source study_advisor (409 when the applicant is not stage-minimum-ready, the opening is not open, or they are already matched)",
    request: { params, body: body(RecommendBody) },
    responses: { 201: json(RecommendResult, "The new match"), ...errorResponses(400, 404, 409) },
  });
  const matches = common.get("/applicants/{accountId}/matches", {
    summary: "The applicant's matches with opening, company and status, most recently changed first",
    request: { params },
    responses: { 200: json(AdvisorMatches, "The matches"), ...errorResponses(404) },
  });

  const advisorOf = (c: { var: { principal: { advisorId: string | null } } }) =>
    loadAdvisor(db, c.var.principal.advisorId!);
  return newRouter()
    .openapi(openings, async (c) =>
      c.json(await suitableJobOpenings(db, await advisorOf(c), uuidOr404(c.req.valid("param").accountId)), 200),
    )
    .openapi(recommendRoute, async (c) => {
      const match = await recommend(
        db,
        await advisorOf(c),
        uuidOr404(c.req.valid("param").accountId),
        uuidOr404(c.req.valid("json").jobOpeningId),
        publicUrl,
      );
      return c.json({ match }, 201);
    })
    .openapi(matches, async (c) =>
      c.json(
        { matches: await applicantMatches(db, await advisorOf(c), uuidOr404(c.req.valid("param").accountId)) },
        200,
      ),
    );
}
