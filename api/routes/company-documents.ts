/** GET /b2b/v1/documents/{companyId}: the company's own documents, for its accepted members (else 404). */
import { createRoute, z } from "@hono/zod-openapi";
import { CompanyDocumentList } from "#contracts";
import { accessGuards, type CompanySource } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { listCompanyDocuments } from "../services/company-documents";
import { bearerSecurity, json, newRouter } from "./router";

/** The company of the path parameter `{companyId}` (the spec names this call's parameter so). */
const companyIdInPath: CompanySource = {
  describe: "the company {companyId}",
  companyId: (c) => c.req.param("companyId") ?? "",
};

export function companyDocumentRoutes(deps: ApiDeps) {
  const { db } = deps;
  const { requireCompanyAt } = accessGuards(db);
  const listRoute = createRoute({
    tags: ["Company documents"],
    security: bearerSecurity,
    middleware: requireCompanyAt(companyIdInPath),
    method: "get",
    path: "/documents/{companyId}",
    summary:
      "The company's own documents: its picture, and the signed contracts of its students (members with request_contracts, edit_contracts or view_student_contracts only)",
    request: { params: z.object({ companyId: z.string().max(100) }) },
    responses: { 200: json(CompanyDocumentList, "The documents"), ...errorResponses(404) },
  });
  return newRouter().openapi(listRoute, async (c) => c.json(await listCompanyDocuments(db, c.var.company), 200));
}
