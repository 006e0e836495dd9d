/** Print templates (docs/product.md#api-calls POST /print-templates/upload): the portal's own template HTML as a tagged PDF. */
import type { PrintTemplateType } from "#contracts";
import { type ApiCallArgs, apiStream } from "./client.server";

export const printTemplatePdf = (args: ApiCallArgs, type: PrintTemplateType, html: string) =>
  apiStream(args, "POST /v1/print-templates/upload", {
    body: { type, html },
    contentTypes: ["application/pdf"],
    cacheControl: "private, max-age=3600",
  });
