/**
 * Feedback (docs/product.md#api-calls POST /feedback, docs/product.md#other-flows): the applicant's under /v1/feedback, the company user's under
 * /b2b/v1/feedback (same payload), and the list for support staff under /advisor/v1/feedback.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { FeedbackInput, FeedbackList } from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { dismissFeedback, type FeedbackUserKind, listFeedback, submitFeedback } from "../services/feedback";
import { bearerSecurity, body, json, newRouter, routeGroup } from "./router";

/** The feedback routes of one unit: `kind` decides which token is accepted and whose flag is set. */
export function feedbackRoutes(deps: ApiDeps, kind: FeedbackUserKind) {
  const { db } = deps;
  const common = routeGroup({
    tags: [kind === "applicant" ? "Applicant feedback" : "Company feedback"],
    security: bearerSecurity,
    middleware: accessGuards(db).requireSignedIn(kind),
  });
  const submitRoute = common.post("/feedback", {
    summary:
      "Store the feedback modal's payload exactly as sent (rating required, reasons of that rating, text ≤ 2000) and set FEEDBACK_GIVEN",
    request: { body: body(FeedbackInput) },
    responses: { 201: json(z.object({ id: z.string() }), "Stored"), ...errorResponses(400) },
  });
  const dismissRoute = common.post("/feedback/dismiss", {
    summary: "The prompt was closed without an answer: set FEEDBACK_GIVEN so it never returns (idempotent)",
    responses: { 204: { description: "Done" } },
  });
  const userId = (c: { var: { principal: { accountId?: string | null; companyUserId?: string | null } } }) =>
    kind === "applicant" ? c.var.principal.accountId! : c.var.principal.companyUserId!;
  return newRouter()
    .openapi(submitRoute, async (c) => c.json(await submitFeedback(db, kind, userId(c), c.req.valid("json")), 201))
    .openapi(dismissRoute, async (c) => {
      await dismissFeedback(db, kind, userId(c));
      return c.body(null, 204);
    });
}

export function staffFeedbackRoutes(deps: ApiDeps) {
  const { db } = deps;
  const listRoute = createRoute({
    tags: ["Support staff"],
    security: bearerSecurity,
    middleware: accessGuards(db).requireAdvisor({ support: true }),
    method: "get",
    path: "/feedback",
    summary: "The newest 100 feedback entries of both units, exactly as sent",
    responses: { 200: json(FeedbackList, "The entries") },
  });
  return newRouter().openapi(listRoute, async (c) => c.json(await listFeedback(db), 200));
}
