/**
 * Content of the applicant unit under /v1 (docs/product.md#applicant-unit): the applicant-guide PDFs of the home and tips
 * pages. Applicants only (other token kinds 403). The referral link of bringafriend is
 * GET /account/referral-link in routes/profile.ts.
 */
import { z } from "@hono/zod-openapi";
import { ApplicantGuideParams, GuideLanguageQuery } from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { pdfHeaders } from "../pdf/render";
import { guidePdf } from "../services/applicant-content";
import { bearerSecurity, newRouter, routeGroup } from "./router";

export function applicantContentRoutes(deps: ApiDeps) {
  const { db } = deps;
  const common = routeGroup({ security: bearerSecurity, middleware: [accessGuards(db).requireApplicant()] });

  const guideRoute = common.get("/guides/{slug}/pdf", {
    tags: ["Applicant content"],
    summary: "An applicant-guide download (profile template, application tips, interview tips) as a PDF",
    request: { params: ApplicantGuideParams, query: GuideLanguageQuery },
    responses: {
      200: {
        description: "The PDF (Content-Disposition attachment, nosniff, no caching)",
        content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
      },
      ...errorResponses(400),
    },
  });

  return newRouter().openapi(guideRoute, async (c) => {
    const { fileName, pdf } = await guidePdf(c.req.valid("param").slug, c.req.valid("query").lng);
    return new Response(new Uint8Array(pdf), { status: 200, headers: pdfHeaders(fileName) });
  });
}
