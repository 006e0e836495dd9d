/**
 * Decides an upload's type by its content (magic bytes), never by its name or the client's mime
 * type (docs/product.md#validation, docs/security.md): jpeg, png, pdf, docx (a zip holding word/document.xml, bounded
 * against zip bombs) and legacy doc (a compound file holding a WordDocument stream).
 */
import { fileTypeFromBuffer } from "file-type";
import { type DocumentCategory, type DocumentType, PHOTO_MIME_TYPES } from "#contracts";
import { inspectDocx } from "./docx";

export const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const DOC_MIME = "application/msword";

export type ContentVerdict =
  | { ok: true; mimeType: string }
  | { ok: false; reason: "empty" | "type" | "photoType" | "processing" };

/** A photo upload: the Picture category or one of the picture types. */
export const isPhoto = (category: DocumentCategory, type?: DocumentType | null) =>
  category === "Picture" || type === "Picture" || type === "EmployeeProfilePicture";

/** "WordDocument" in UTF-16LE: the name of the main stream of every legacy Word file. */
const WORD_STREAM_NAME = Buffer.from("WordDocument", "utf16le");

export async function checkContent(bytes: Uint8Array, opts: { photo: boolean }): Promise<ContentVerdict> {
  if (bytes.byteLength === 0) return { ok: false, reason: "empty" };
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const mime = detected?.mime;
  if (opts.photo) {
    return mime && (PHOTO_MIME_TYPES as readonly string[]).includes(mime)
      ? { ok: true, mimeType: mime }
      : { ok: false, reason: "photoType" };
  }
  switch (mime) {
    case "image/jpeg":
    case "image/png":
    case "application/pdf":
      return { ok: true, mimeType: mime };
    case DOCX_MIME: {
      const docx = await inspectDocx(bytes);
      return docx.ok ? { ok: true, mimeType: DOCX_MIME } : { ok: false, reason: "processing" };
    }
    case "application/x-cfb":
      // Compound files are also .xls, .msg and .msi installers: only Word documents are accepted.
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM_NAME)
        ? { ok: true, mimeType: DOC_MIME }
        : { ok: false, reason: "type" };
    default:
      return { ok: false, reason: "type" };
  }
}
