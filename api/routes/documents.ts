/**
 * Documents of the applicant (docs/product.md#api-calls): list, upload (multipart, or base64 JSON with ?base64=true),
 * category change, delete, preview. Uploads are read with a byte limit: one byte beyond
 * MAX_UPLOAD_BYTES answers 413 and nothing is stored.
 */
import { z } from "@hono/zod-openapi";
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_TYPES,
  DocumentList,
  DocumentPatch,
  Document as DocumentSchema,
  DocumentUploadBase64,
  DocumentUploadFields,
  ErrorBody,
  ErrorCode,
  MAX_UPLOAD_BYTES,
  V,
} from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { ApiError, errorResponses, fieldErrors } from "../errors";
import {
  changeDocument,
  cleanFileName,
  createDocument,
  deleteDocument,
  listDocuments,
  type NewUpload,
  openDocument,
  tooLarge,
} from "../services/documents";
import { MULTIPART_OVERHEAD, readUploadForm, uploadedFile } from "../services/upload-form";
import { MemoryBlobStore } from "../storage";
import { bearerSecurity, json, newRouter, routeGroup } from "./router";

const uploadErrors = {
  413: { description: "File too large (code 413)", content: { "application/json": { schema: ErrorBody } } },
  422: {
    description: "File refused: empty, type not allowed (decided by content), or not processable (code 1007)",
    content: { "application/json": { schema: ErrorBody } },
  },
};

/** Plain JSON schemas (not zod) so the router does not buffer the body: we read it with a limit. */
const multipartSchema = {
  type: "object" as const,
  required: ["file", "category"],
  properties: {
    file: { type: "string" as const, format: "binary", description: `at most ${MAX_UPLOAD_BYTES} bytes` },
    category: { type: "string" as const, enum: [...DOCUMENT_CATEGORIES] },
    type: { type: "string" as const, enum: [...DOCUMENT_TYPES] },
  },
};
const { $schema: _ignored, ...base64Schema } = z.toJSONSchema(DocumentUploadBase64) as Record<string, unknown>;

/** A base64 body of the largest allowed file, plus the JSON around it. */
const BASE64_BODY_LIMIT = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + MULTIPART_OVERHEAD;

export function documentRoutes(deps: ApiDeps) {
  const { db } = deps;
  const store = deps.storage ?? new MemoryBlobStore();
  const auth = accessGuards(db).requireApplicant();
  const common = routeGroup({ tags: ["Documents"], security: bearerSecurity, middleware: [auth] });
  const idParam = z.object({ id: z.string().max(100) });

  const listRoute = common.get("/documents", "The caller's documents, newest first", {
    responses: { 200: json(DocumentList, "The documents") },
  });
  const uploadRoute = common.post("/documents/upload", {
    summary: "Upload a document (multipart `file`, `category`, `type?`; or a base64 JSON body with ?base64=true)",
    description:
      "The type is decided by the content: jpeg, png, pdf, docx, doc; the Picture category only jpeg or png. " +
      `At most ${MAX_UPLOAD_BYTES} bytes (413 beyond). The file name is kept as metadata only.`,
    request: {
      query: z.object({ base64: z.enum(["true", "false"]).optional() }),
      body: {
        required: true,
        content: {
          "multipart/form-data": { schema: multipartSchema },
          "application/json": { schema: base64Schema },
        },
      },
    },
    responses: {
      201: json(DocumentSchema, "The stored document"),
      ...uploadErrors,
      ...errorResponses(400),
    },
  });
  const patchRoute = common.patch("/documents/{id}", "Change the category (and type) of a document", {
    request: { params: idParam, body: { required: true, content: { "application/json": { schema: DocumentPatch } } } },
    responses: {
      200: json(DocumentSchema, "The changed document"),
      422: uploadErrors[422],
      ...errorResponses(400, 404),
    },
  });
  const deleteRoute = common.delete("/documents/{id}", "Delete a document and its bytes", {
    request: { params: idParam },
    responses: { 204: { description: "Deleted" }, ...errorResponses(404) },
  });
  const previewRoute = common.get("/documents/{id}/preview", {
    summary: "The document's bytes: inline for images and PDF, as an attachment otherwise; never as HTML",
    request: { params: idParam },
    responses: { 200: storedFileResponse, ...errorResponses(404) },
  });

  return newRouter()
    .openapi(listRoute, async (c) => c.json({ documents: await listDocuments(db, c.var.principal.accountId!) }, 200))
    .openapi(uploadRoute, async (c) => {
      const base64 = c.req.valid("query").base64 === "true";
      const upload = base64 ? await readBase64Upload(c.req.raw) : await readMultipartUpload(c.req.raw);
      const document = await createDocument(db, store, c.var.principal.accountId!, upload);
      return c.json(document, 201);
    })
    .openapi(patchRoute, async (c) =>
      c.json(await changeDocument(db, c.var.principal.accountId!, c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await deleteDocument(db, store, c.var.principal.accountId!, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(previewRoute, async (c) => {
      const { document, body } = await openDocument(db, store, c.var.principal.accountId!, c.req.valid("param").id);
      return new Response(body, { status: 200, headers: previewHeaders(document) });
    });
}

const INLINE_TYPES = ["application/pdf", "image/jpeg", "image/png"];
const binary = { schema: { type: "string" as const, format: "binary" } };

/** The OpenAPI answer of a stored file sent with `previewHeaders`. */
export const storedFileResponse = {
  description: "The file (Content-Disposition, nosniff, CSP sandbox, no caching)",
  content: {
    "application/pdf": binary,
    "image/jpeg": binary,
    "image/png": binary,
    "application/octet-stream": binary,
  },
};

/** Headers that keep a stored file from ever running as a page (docs/security.md). */
export function previewHeaders(document: { name: string; mimeType: string; size: number }): Headers {
  const inline = INLINE_TYPES.includes(document.mimeType);
  // names stored before the cleaning on upload are cleaned here too
  const name = cleanFileName(document.name);
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  // RFC 8187 value: encodeURIComponent leaves ' ( ) * unencoded, which are not attr-chars
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return new Headers({
    "Content-Type": document.mimeType,
    "Content-Length": String(document.size),
    "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encoded}`,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "sandbox",
    "Cache-Control": "private, no-store",
  });
}

function parseFields(fields: Record<string, unknown>) {
  const parsed = DocumentUploadFields.safeParse(fields);
  if (!parsed.success) {
    throw new ApiError(400, ErrorCode.validationFailed, undefined, fieldErrors(parsed.error));
  }
  return parsed.data;
}

const fileRequired = () => new ApiError(400, ErrorCode.validationFailed, undefined, { file: [V.fileRequired] });

async function readMultipartUpload(request: Request): Promise<NewUpload> {
  const form = await readUploadForm(request);
  const fields = parseFields({
    category: form.get("category") ?? undefined,
    type: form.get("type") || undefined,
  });
  const file = uploadedFile(form);
  if (!file) throw fileRequired();
  return { ...fields, name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** Reads the whole body, but never more than `limit` bytes. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

async function readBase64Upload(request: Request): Promise<NewUpload> {
  const raw = await readLimited(request, BASE64_BODY_LIMIT);
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(raw).toString("utf8"));
  } catch {
    throw new ApiError(400, ErrorCode.validationFailed, "The request body is not valid JSON");
  }
  const parsed = DocumentUploadBase64.safeParse(body);
  if (!parsed.success) throw new ApiError(400, ErrorCode.validationFailed, undefined, fieldErrors(parsed.error));
  const data = parsed.data.data.replace(/\s/g, "");
  if (data.length % 4 !== 0 || !BASE64.test(data)) {
    throw new ApiError(400, ErrorCode.validationFailed, undefined, { data: [V.uploadProcessing] });
  }
  const bytes = Buffer.from(data, "base64");
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw tooLarge();
  return { name: parsed.data.name, category: parsed.data.category, type: parsed.data.type, bytes };
}
