/**
 * `POST /v1/print-templates/upload {type, html}` (docs/product.md#api-calls): a printable page of the portal as a tagged PDF.
 * Only the template types the API knows, and only their plain structure (api/pdf/html-blocks.ts): anything
 * else is refused with 400, a body beyond the template limit with 413.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { ErrorCode, PRINT_TEMPLATE_MAX_CHARS, PrintTemplateBody, type PrintTemplateType } from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { ApiError, errorResponses } from "../errors";
import { HtmlTemplateError, htmlToBlocks } from "../pdf/html-blocks";
import { pdfHeaders, renderPdf } from "../pdf/render";
import { bearerSecurity, body, newRouter } from "./router";

const FILE_NAMES: Record<PrintTemplateType, string> = { "preparation-sheet": "vorbereitung-erstberatung.pdf" };

export function printTemplateRoutes(deps: ApiDeps) {
  const auth = accessGuards(deps.db).requireApplicant();
  const route = createRoute({
    tags: ["Print templates"],
    security: bearerSecurity,
    middleware: [auth],
    method: "post",
    path: "/print-templates/upload",
    summary:
      "A print template of the portal as a tagged PDF: only known types, only headings, paragraphs and lists (400 otherwise)",
    request: { body: body(PrintTemplateBody) },
    responses: {
      200: {
        description: "The PDF (Content-Disposition attachment, nosniff, no caching)",
        content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
      },
      ...errorResponses(400, 413),
    },
  });
  return newRouter().openapi(route, async (c) => {
    const { type, html } = c.req.valid("json");
    if (html.length > PRINT_TEMPLATE_MAX_CHARS) {
      throw new ApiError(413, 413, `Request body too large (maximum ${PRINT_TEMPLATE_MAX_CHARS} characters)`);
    }
    let parsed: ReturnType<typeof htmlToBlocks>;
    try {
      parsed = htmlToBlocks(html);
    } catch (error) {
      if (!(error instanceof HtmlTemplateError)) throw error;
      throw new ApiError(400, ErrorCode.validationFailed, error.message, { html: ["validation.formInvalid"] });
    }
    const pdf = await renderPdf({
      ...parsed,
      pageNumbersIn: parsed.lang,
      maxPages: 10,
    });
    return new Response(new Uint8Array(pdf), { status: 200, headers: pdfHeaders(FILE_NAMES[type]) });
  });
}
