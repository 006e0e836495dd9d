/**
 * The public CV generator under /v1/cv-generator (docs/product.md#shared-pages, docs/product.md#api-calls): anonymous. A draft is reached only with
 * its token in the X-CV-Draft header (the portal keeps it in a signed HttpOnly cookie); the PDF and the
 * mail render the CV data with the API's own layout.
 */
import { z } from "@hono/zod-openapi";
import { CV_DRAFT_HEADER, CvData, CvDraft, CvDraftToken, CvSendBody, CvSent, CvUploadBody } from "#contracts";
import { publicAccess } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses, notFound } from "../errors";
import { pdfHeaders } from "../pdf/render";
import { cvFileName, cvPdf, deleteDraft, getDraft, saveDraft, sendCv } from "../services/cv-generator";
import { body, json, newRouter, routeGroup } from "./router";

const draftHeader = z.object({ [CV_DRAFT_HEADER.toLowerCase()]: CvDraftToken });
const tokenOf = (headers: Record<string, string>) => headers[CV_DRAFT_HEADER.toLowerCase()];
const pdfResponse = {
  description: "The PDF (Content-Disposition attachment, nosniff, no caching)",
  content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
};

export function cvGeneratorRoutes(deps: ApiDeps) {
  const { db } = deps;
  const common = routeGroup({ tags: ["CV generator"], middleware: publicAccess() });
  const getRoute = common.get("/cv-generator/draft", {
    summary: "The draft of the token's holder; 404 when there is none (never made, expired or deleted)",
    request: { headers: draftHeader },
    responses: { 200: json(CvDraft, "The draft"), ...errorResponses(400, 404) },
  });
  const putRoute = common.put("/cv-generator/draft", {
    summary: "Creates or replaces the draft of the token's holder; kept 7 days after this change",
    request: { headers: draftHeader, body: body(CvData) },
    responses: { 200: json(CvDraft, "The saved draft"), ...errorResponses(400) },
  });
  const deleteRoute = common.delete("/cv-generator/draft", "Deletes the draft of the token's holder (idempotent)", {
    request: { headers: draftHeader },
    responses: { 204: { description: "Deleted" }, ...errorResponses(400) },
  });
  const uploadRoute = common.post("/cv-generator/upload", {
    summary: "The CV as a tagged PDF in the design `type` (classic or modern), at most 4 pages",
    request: { body: body(CvUploadBody) },
    responses: { 200: pdfResponse, ...errorResponses(400, 413) },
  });
  const sendRoute = common.post("/cv-generator/send/upload", {
    summary: "Sends the CV as a PDF to the e-mail address through the outbox; 3 a day per address (429)",
    request: { body: body(CvSendBody) },
    responses: { 202: json(CvSent, "Queued"), ...errorResponses(400, 413, 429) },
  });

  return newRouter()
    .openapi(getRoute, async (c) => {
      const draft = await getDraft(db, tokenOf(c.req.valid("header")));
      if (!draft) throw notFound("No draft");
      return c.json(draft, 200);
    })
    .openapi(putRoute, async (c) =>
      c.json(await saveDraft(db, tokenOf(c.req.valid("header")), c.req.valid("json")), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await deleteDraft(db, tokenOf(c.req.valid("header")));
      return c.body(null, 204);
    })
    .openapi(uploadRoute, async (c) => {
      const { type, lng, cv } = c.req.valid("json");
      const pdf = await cvPdf(cv, type, lng);
      return new Response(new Uint8Array(pdf), { status: 200, headers: pdfHeaders(cvFileName(cv)) });
    })
    .openapi(sendRoute, async (c) => {
      const { type, lng, cv, email } = c.req.valid("json");
      return c.json(await sendCv(db, cv, type, lng, email), 202);
    });
}
