/**
 * Content of the company unit under /b2b/v1 (docs/product.md#company-unit): downloads (list and PDF) and upskilling offers
 * for any company user; the company's students under /companies/{id}/students need membership (404
 * otherwise) and `view_student_contracts` (403 code 1005 otherwise).
 */
import { z } from "@hono/zod-openapi";
import { CompanyDownloadList, CompanyStudentList, PdfLanguageQuery, UpskillingList } from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { pdfHeaders } from "../pdf/render";
import { downloadPdf, listDownloads, listStudents, listUpskilling } from "../services/company-content";
import { bearerSecurity, json, newRouter, routeGroup } from "./router";

export function companyContentRoutes(deps: ApiDeps) {
  const { db } = deps;
  const { requireCompany, requireCompanyUser } = accessGuards(db);
  const common = routeGroup({ security: bearerSecurity, middleware: requireCompanyUser() });
  const downloadsRoute = common.get("/downloads", {
    tags: ["Company content"],
    summary: "Guides and forms for practice partners (titles and descriptions in German and English)",
    responses: { 200: json(CompanyDownloadList, "The downloads") },
  });
  const downloadPdfRoute = common.get("/downloads/{slug}/pdf", "One download as a PDF", {
    tags: ["Company content"],
    request: {
      params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) }),
      query: PdfLanguageQuery,
    },
    responses: {
      200: {
        description: "The PDF (Content-Disposition attachment, nosniff, no caching)",
        content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
      },
      ...errorResponses(400, 404),
    },
  });
  const upskillingRoute = common.get("/upskilling", "Upskilling offers for the staff who train dual students", {
    tags: ["Company content"],
    responses: { 200: json(UpskillingList, "The offers") },
  });
  const studentsRoute = common.get("/companies/{id}/students", {
    middleware: requireCompany("view_student_contracts"),
    tags: ["Company students"],
    summary: "The company's students (offer_accepted matches) with course, campus, start and contract status",
    request: { params: z.object({ id: z.string().describe("company id") }) },
    responses: { 200: json(CompanyStudentList, "The students"), ...errorResponses(404) },
  });

  return newRouter()
    .openapi(downloadsRoute, async (c) => c.json(await listDownloads(db), 200))
    .openapi(downloadPdfRoute, async (c) => {
      const { fileName, pdf } = await downloadPdf(db, c.req.valid("param").slug, c.req.valid("query").lng);
      return new Response(new Uint8Array(pdf), { status: 200, headers: pdfHeaders(fileName) });
    })
    .openapi(upskillingRoute, async (c) => c.json(await listUpskilling(db), 200))
    .openapi(studentsRoute, async (c) => {
      return c.json(await listStudents(db, c.var.company.companyId), 200);
    });
}
