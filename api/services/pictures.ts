/**
 * Profile pictures of companies and company users: one multipart `file` of at most 14 MB, accepted only
 * when its bytes are a jpeg or png (decided by content, like the document upload), kept in the blob
 * store under a random key; the row holds only that key. The old picture is removed after the new one
 * is recorded.
 */
import { fileTypeFromBuffer } from "file-type";
import { ErrorCode, V } from "#contracts";
import { ApiError } from "../errors";
import { type BlobStore, newStorageKey, readAll } from "../storage";
import { checkContent } from "../uploads/content";
import { readUploadForm, uploadedFile } from "./upload-form";

const refusal = (key: string, message: string, status: 400 | 422 = 422) =>
  new ApiError(status, ErrorCode.validationFailed, message, { file: [key] });

/** The picture's bytes from a multipart body, refused unless jpeg or png. */
export async function readPictureUpload(request: Request): Promise<Uint8Array> {
  const file = uploadedFile(await readUploadForm(request));
  if (!file) throw refusal(V.fileRequired, "A file is required", 400);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const verdict = await checkContent(bytes, { photo: true });
  if (!verdict.ok) {
    throw verdict.reason === "empty"
      ? refusal(V.uploadEmpty, "The file is empty")
      : refusal(V.uploadPhotoType, "The picture may only be jpeg, jpg or png");
  }
  return bytes;
}

export async function storePicture(store: BlobStore, bytes: Uint8Array): Promise<string> {
  const key = newStorageKey();
  await store.put(key, bytes);
  return key;
}

/** The stored picture as a response with safe headers (type sniffed again from the bytes we stored). */
export async function pictureResponse(store: BlobStore, key: string | null): Promise<Response> {
  const stream = key ? await store.get(key) : null;
  if (!stream) throw new ApiError(404, ErrorCode.notFound, "No picture");
  const bytes = await readAll(stream);
  const type = (await fileTypeFromBuffer(bytes))?.mime ?? "application/octet-stream";
  return new Response(bytes as unknown as BodyInit, {
    status: 200,
    headers: {
      "Content-Type": type,
      "Content-Length": String(bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox",
      "Cache-Control": "private, max-age=3600",
    },
  });
}
