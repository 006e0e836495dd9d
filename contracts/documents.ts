/** The applicant's documents: the list, a category change and the upload's fields. */
import { z } from "zod";
import { DOCUMENT_CATEGORIES, DOCUMENT_REVIEW_STATUSES, DOCUMENT_TYPES } from "./application";
import { msg, V } from "./validation";

export const Document = z.object({
  uuid: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  type: z.enum(DOCUMENT_TYPES),
  name: z.string().describe("original file name, metadata only"),
  mimeType: z.string().describe("decided by the content (magic bytes), not by the name or the client"),
  size: z.number().int().describe("bytes"),
  createdAt: z.string().describe("ISO timestamp"),
  reviewStatus: z.enum(DOCUMENT_REVIEW_STATUSES).describe("the study advisor's check"),
  reviewReason: z.string().nullable().describe("why the advisor rejected it (shown to the applicant)"),
});
export type Document = z.infer<typeof Document>;

export const DocumentList = z.object({ documents: z.array(Document) });
export type DocumentList = z.infer<typeof DocumentList>;

/** PATCH /documents/{id}: a category change; the type follows the category unless given. */
export const DocumentPatch = z
  .object({
    category: z.enum(DOCUMENT_CATEGORIES, { error: V.required }),
    type: z.enum(DOCUMENT_TYPES, { error: V.required }).optional(),
  })
  .strict();
export type DocumentPatch = z.infer<typeof DocumentPatch>;

/** The text fields of an upload (multipart `file` + these, or the base64 JSON body below). */
export const DocumentUploadFields = z.object({
  category: z.enum(DOCUMENT_CATEGORIES, { error: V.required }),
  type: z.enum(DOCUMENT_TYPES, { error: V.required }).optional(),
});

/** POST /documents/upload?base64=true */
export const DocumentUploadBase64 = DocumentUploadFields.extend({
  name: z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .max(250, msg(V.maxLength, { max: 250 })),
  data: z.string({ error: V.fileRequired }).describe("the file, base64-encoded"),
});
export type DocumentUploadBase64 = z.infer<typeof DocumentUploadBase64>;

/**
 * One of a company's own documents (GET /b2b/v1/documents/{companyId}): its picture, and the signed
 * contracts its students uploaded (to members who may see contracts). `href` is the API path of the
 * file where the API serves it to the company, else null.
 */
export const CompanyDocument = z.object({
  uuid: z.string(),
  category: z.enum(["Picture", "Contract"]),
  type: z.enum(["Picture", "Contract"]),
  name: z.string().describe("original file name, metadata only"),
  mimeType: z.string().nullable(),
  size: z.number().int().nullable().describe("bytes"),
  createdAt: z.string().describe("ISO timestamp"),
  href: z.string().nullable(),
});
export type CompanyDocument = z.infer<typeof CompanyDocument>;
export const CompanyDocumentList = z.object({ documents: z.array(CompanyDocument) });
export type CompanyDocumentList = z.infer<typeof CompanyDocumentList>;
