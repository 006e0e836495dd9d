/**
 * Documents of an applicant (docs/product.md#entities Document, docs/product.md#api-calls): metadata in the `documents` table, bytes in the
 * blob store under a random key. Every query is scoped to the caller's account: another applicant's
 * id answers 404 (1008) exactly like an unknown one, and nothing changes.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import {
  type Document,
  type DocumentCategory,
  type DocumentPatch,
  type DocumentType,
  ErrorCode,
  MAX_UPLOAD_BYTES,
  V,
} from "#contracts";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import { prepared } from "../db/prepared";
import { documents } from "../db/schema";
import { ApiError, notFound, uuidOr404 } from "../errors";
import type { BlobStore } from "../storage";
import { newStorageKey } from "../storage";
import { checkContent, isPhoto } from "../uploads/content";
import { raiseApplicationDataComplete } from "./application";
import { about, actedBy, audit } from "./audit";
import { assertEnrolmentDocumentAllowed } from "./contract";

type DocumentRow = typeof documents.$inferSelect;

/** The type a document gets from its category when none is given. */
export const TYPE_OF_CATEGORY: Record<DocumentCategory, DocumentType> = {
  CV: "CV",
  Certificate: "Certificate",
  "Certificate German skills": "Certificate German skills",
  "Certificate health insurance": "Certificate",
  CertifiedCopyUEC: "CertifiedCopyUEC",
  Contract: "Contract",
  "De-registration certificate": "De-registration certificate",
  Other: "Other",
  Picture: "Picture",
};

export const TOO_LARGE_MESSAGE = "File too large (maximum 14MB)";
export const tooLarge = () => new ApiError(413, 413, TOO_LARGE_MESSAGE);

const REFUSALS = {
  empty: { message: "The file is empty", key: V.uploadEmpty },
  type: { message: "File type not allowed: jpeg, jpg, png, pdf, doc, docx", key: V.uploadType },
  photoType: { message: "The photo may only be jpeg, jpg or png", key: V.uploadPhotoType },
  processing: { message: "Processing error", key: V.uploadProcessing },
} as const;

const refused = (reason: keyof typeof REFUSALS, field = "file") =>
  new ApiError(422, ErrorCode.validationFailed, REFUSALS[reason].message, { [field]: [REFUSALS[reason].key] });

export const toDocument = (row: DocumentRow): Document => ({
  uuid: row.id,
  category: row.category as DocumentCategory,
  type: row.type as DocumentType,
  name: row.name,
  mimeType: row.mimeType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
  reviewStatus: row.reviewStatus as Document["reviewStatus"],
  reviewReason: row.reviewReason,
});

/**
 * The original name as metadata: no directories, no control characters and no invisible format
 * characters (Unicode Cf: bidi overrides and isolates such as U+202E, which show `cv\u202Efdp.exe` as
 * "cvexe.pdf", zero-width characters, U+061C), no unpaired surrogates, at most 250 characters.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, "").trim();
  return cleaned.slice(0, 250) || "document";
}

/** The extensions a detected type may carry; the first is the one a name gets when it has none of them. */
const EXTENSIONS_OF: Record<string, readonly string[]> = {
  "application/pdf": ["pdf"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "application/msword": ["doc"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
};

/**
 * The name a document is stored and offered for download under: the cleaned original name with the
 * extension of the type its content was detected as (a PDF named `fake.exe` becomes `fake.pdf`, so nobody
 * downloads a program's name); a name that already carries a fitting extension stays as it is.
 */
export function storedFileName(original: string, mimeType: string): string {
  const clean = cleanFileName(original);
  const extensions = EXTENSIONS_OF[mimeType];
  if (!extensions) return clean;
  const dot = clean.lastIndexOf(".");
  const extension = dot > 0 ? clean.slice(dot + 1).toLowerCase() : "";
  if (extensions.includes(extension)) return clean;
  const base = dot > 0 ? clean.slice(0, dot) : clean;
  return `${base.slice(0, 240)}.${extensions[0]}`;
}

export async function listDocuments(db: Database, accountId: string): Promise<Document[]> {
  const rows = await prepared(db, "documents_of_account", (on, name) =>
    on
      .select()
      .from(documents)
      .where(eq(documents.accountId, sql.placeholder("accountId")))
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .prepare(name),
  ).execute({ accountId });
  return rows.map(toDocument);
}

async function ownDocument(db: Database, accountId: string, id: string): Promise<DocumentRow> {
  uuidOr404(id);
  const row = await firstRow(db, documents, eq(documents.id, id), eq(documents.accountId, accountId));
  if (!row) throw notFound();
  return row;
}

export interface NewUpload {
  name: string;
  category: DocumentCategory;
  type?: DocumentType;
  bytes: Uint8Array;
}

/** Checks the content, stores the bytes under a random key, then records the metadata. */
export async function createDocument(
  db: Database,
  store: BlobStore,
  accountId: string,
  upload: NewUpload,
): Promise<Document> {
  if (upload.bytes.byteLength > MAX_UPLOAD_BYTES) throw tooLarge();
  await assertEnrolmentDocumentAllowed(db, accountId, upload.category);
  const type = upload.type ?? TYPE_OF_CATEGORY[upload.category];
  const verdict = await checkContent(upload.bytes, { photo: isPhoto(upload.category, type) });
  if (!verdict.ok) throw refused(verdict.reason);
  const storageKey = newStorageKey();
  await store.put(storageKey, upload.bytes);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(documents)
        .values({
          accountId,
          category: upload.category,
          type,
          name: storedFileName(upload.name, verdict.mimeType),
          storageKey,
          mimeType: verdict.mimeType,
          size: upload.bytes.byteLength,
        })
        .returning();
      await audit(tx, {
        actorKind: "applicant",
        actorId: accountId,
        action: "document.uploaded",
        subjectType: "document",
        subjectId: inserted.id,
        details: {
          category: inserted.category,
          type: inserted.type,
          mimeType: inserted.mimeType,
          size: inserted.size,
          // the name as it was sent, when the stored one differs (its extension did not fit the content)
          ...(inserted.name === cleanFileName(upload.name) ? {} : { originalName: cleanFileName(upload.name) }),
        },
      });
      await raiseApplicationDataComplete(tx, accountId);
      return inserted;
    });
    return toDocument(row);
  } catch (error) {
    await store.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** Category (and type) change; a photo category needs a photo. */
export async function changeDocument(
  db: Database,
  accountId: string,
  id: string,
  patch: DocumentPatch,
): Promise<Document> {
  const row = await ownDocument(db, accountId, id);
  const type = patch.type ?? TYPE_OF_CATEGORY[patch.category];
  if (isPhoto(patch.category, type) && row.mimeType !== "image/jpeg" && row.mimeType !== "image/png") {
    throw new ApiError(422, ErrorCode.validationFailed, REFUSALS.photoType.message, {
      category: [REFUSALS.photoType.key],
    });
  }
  const changed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(documents)
      .set({ category: patch.category, type, updatedAt: new Date() })
      .where(and(eq(documents.id, row.id), eq(documents.accountId, accountId)))
      .returning();
    await audit(tx, {
      ...actedBy("applicant", accountId),
      action: "document.updated",
      ...about("document", row.id),
      details: { from: { category: row.category, type: row.type }, to: { category: updated.category, type } },
    });
    await raiseApplicationDataComplete(tx, accountId);
    return updated;
  });
  return toDocument(changed);
}

export async function deleteDocument(db: Database, store: BlobStore, accountId: string, id: string): Promise<void> {
  const row = await ownDocument(db, accountId, id);
  await db.delete(documents).where(and(eq(documents.id, row.id), eq(documents.accountId, accountId)));
  await store.delete(row.storageKey);
  await audit(db, {
    ...actedBy("applicant", accountId),
    action: "document.deleted",
    ...about("document", row.id),
    details: { category: row.category, type: row.type },
  });
}

/** The document and its bytes; a row whose blob is gone answers 404 too. */
export async function openDocument(db: Database, store: BlobStore, accountId: string, id: string) {
  const row = await ownDocument(db, accountId, id);
  const body = await store.get(row.storageKey);
  if (!body) throw notFound();
  return { document: toDocument(row), body };
}
