/**
 * The applicant unit's CV generator and the application portfolio (docs/product.md#applicant-unit, docs/product.md#api-calls POST /application-portfolio):
 * the caller's own CV only (the account comes from the token, never from the request).
 */
import { z } from "@hono/zod-openapi";
import { ApplicantCv, CvData, CvDocumentBody, Document as DocumentSchema, PortfolioBody } from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { pdfHeaders } from "../pdf/render";
import {
  getApplicantCv,
  portfolioPdf,
  resetApplicantCv,
  saveApplicantCv,
  saveCvDocument,
  savePortfolio,
} from "../services/applicant-cv";
import { MemoryBlobStore } from "../storage";
import { bearerSecurity, body, json, newRouter, routeGroup } from "./router";

const lngQuery = z.object({ lng: z.string().max(5).optional() });
const pdfResponse = {
  description: "The PDF (Content-Disposition attachment, nosniff, no caching)",
  content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
};

export function applicantCvRoutes(deps: ApiDeps) {
  const { db } = deps;
  const store = deps.storage ?? new MemoryBlobStore();
  const auth = accessGuards(db).requireApplicant();
  const common = routeGroup({ tags: ["CV generator"], security: bearerSecurity, middleware: [auth] });
  const getRoute = common.get("/cv-generator/applicant", {
    summary: "The caller's CV: as last saved (kept 7 days after a change), else prefilled from the account",
    request: { query: lngQuery },
    responses: { 200: json(ApplicantCv, "The CV"), ...errorResponses(400) },
  });
  const putRoute = common.put("/cv-generator/applicant", "Saves the caller's CV", {
    request: { body: body(CvData) },
    responses: { 200: json(ApplicantCv, "The saved CV"), ...errorResponses(400) },
  });
  const deleteRoute = common.delete("/cv-generator/applicant", {
    summary: "Forgets the caller's saved CV (the next read is prefilled again); idempotent",
    responses: { 204: { description: "Deleted" } },
  });
  const documentRoute = common.post("/cv-generator/applicant/document", {
    summary: "Stores the caller's CV as a PDF among their documents (category CV); at most 4 pages (400)",
    request: { body: body(CvDocumentBody) },
    responses: { 201: json(DocumentSchema, "The stored document"), ...errorResponses(400) },
  });
  const portfolioRoute = common.post("/application-portfolio", {
    summary:
      "The application portfolio as one PDF: the CV, the short profile (the motivation generator's text) and the motivation letter; with `save: true` stored among the documents (category Other) instead",
    request: { body: body(PortfolioBody) },
    responses: {
      200: pdfResponse,
      201: json(DocumentSchema, "The stored document (save: true)"),
      ...errorResponses(400, 413),
    },
  });

  return newRouter()
    .openapi(getRoute, async (c) =>
      c.json(await getApplicantCv(db, c.var.principal.accountId!, c.req.valid("query").lng ?? "de"), 200),
    )
    .openapi(putRoute, async (c) =>
      c.json(await saveApplicantCv(db, c.var.principal.accountId!, c.req.valid("json")), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await resetApplicantCv(db, c.var.principal.accountId!);
      return c.body(null, 204);
    })
    .openapi(documentRoute, async (c) => {
      const { type, lng } = c.req.valid("json");
      return c.json(await saveCvDocument(db, store, c.var.principal.accountId!, type, lng), 201);
    })
    .openapi(portfolioRoute, async (c) => {
      const { type, lng, save } = c.req.valid("json");
      const accountId = c.var.principal.accountId!;
      if (save) return c.json(await savePortfolio(db, store, accountId, type, lng), 201);
      const { pdf, fileName } = await portfolioPdf(db, accountId, type, lng);
      return new Response(new Uint8Array(pdf), { status: 200, headers: pdfHeaders(fileName) });
    });
}
