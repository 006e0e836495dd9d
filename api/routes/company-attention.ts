/**
 * GET /b2b/v1/companies/{id}/attention: what needs the company user's attention on the company home
 * (new applicants to review, open support tickets, unread notifications, unpaid invoices). Any accepted
 * member may read it (the counts reveal nothing a member cannot see elsewhere); others get 404.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { CompanyAttention } from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { companyAttention } from "../services/company-attention";
import { bearerSecurity, json, newRouter } from "./router";

export function companyAttentionRoutes(deps: ApiDeps) {
  const { db } = deps;
  const { requireCompany } = accessGuards(db);
  const attentionRoute = createRoute({
    security: bearerSecurity,
    middleware: requireCompany(),
    tags: ["Company home"],
    method: "get",
    path: "/companies/{id}/attention",
    summary:
      "Counts of what needs the caller's attention in the company: new matches, open tickets, unread notifications, unpaid invoices",
    request: { params: z.object({ id: z.string().describe("company id") }) },
    responses: { 200: json(CompanyAttention, "The counts"), ...errorResponses(404) },
  });
  return newRouter().openapi(attentionRoute, async (c) => {
    const { companyId, companyUserId } = c.var.company;
    return c.json(await companyAttention(db, companyId, companyUserId), 200);
  });
}
