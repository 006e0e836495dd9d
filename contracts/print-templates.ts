/**
 * `POST /v1/print-templates/upload {type, html}` (docs/product.md#api-calls): printable pages as PDFs. The HTML comes from the
 * portal's own templates; the API accepts only the template types it knows and only the plain structure
 * those templates use (headings, paragraphs, lists, no attributes but the document language), so a caller
 * can never have it render markup of its own.
 */
import { z } from "zod";

export const PRINT_TEMPLATE_TYPES = ["preparation-sheet"] as const;
export type PrintTemplateType = (typeof PRINT_TEMPLATE_TYPES)[number];
/** The longest template's HTML several times over (the JSON body limit is 64 KB). */
export const PRINT_TEMPLATE_MAX_CHARS = 32_000;

export const PrintTemplateBody = z
  .object({
    type: z.enum(PRINT_TEMPLATE_TYPES),
    html: z
      .string()
      .min(1)
      .describe(`the template's HTML, at most ${PRINT_TEMPLATE_MAX_CHARS} characters (413 beyond)`),
  })
  .strict();
export type PrintTemplateBody = z.infer<typeof PrintTemplateBody>;
