/** The applicant's documents: list, upload, category change, delete, preview. */
import type { Document, DocumentList, DocumentPatch } from "#contracts";
import { type ApiCallArgs, apiStream, type Body, callApi } from "./client.server";

export const listDocuments = (args: ApiCallArgs) => callApi<DocumentList>(args, "GET /v1/documents");

export const changeDocument = (args: ApiCallArgs, id: string, body: Body<typeof DocumentPatch>) =>
  callApi<Document>(args, `PATCH /v1/documents/${encodeURIComponent(id)}`, { body });

export const deleteDocument = (args: ApiCallArgs, id: string) =>
  callApi<void>(args, `DELETE /v1/documents/${encodeURIComponent(id)}`);

export const uploadDocument = (args: ApiCallArgs, body: FormData) =>
  callApi<Document>(args, "POST /v1/documents/upload", { body, upload: true });

/**
 * The document's bytes for the browser. A refusal is not sent to /maintenance (the preview opens in a new
 * tab the user did not ask to leave); 404 stays 404, anything else is 502.
 */
export const documentPreview = (args: ApiCallArgs, id: string) =>
  apiStream(args, `GET /v1/documents/${encodeURIComponent(id)}/preview`, { upload: true });
