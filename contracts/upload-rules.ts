/**
 * Documents and their upload (docs/product.md#entities Document, docs/product.md#validation, docs/product.md#constants-and-limits), defined once for API and portal
 * (re-exported by contracts/application.ts).
 */

/** Document categories (docs/product.md#entities Document). */
export const DOCUMENT_CATEGORIES = [
  "CV",
  "Certificate",
  "Certificate German skills",
  "Certificate health insurance",
  "CertifiedCopyUEC",
  "Contract",
  "De-registration certificate",
  "Other",
  "Picture",
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Document type values (docs/product.md#entities Document). */
export const DOCUMENT_TYPES = [
  "Picture",
  "EmployeeProfilePicture",
  "CV",
  "MotivationLetter",
  "Contract",
  "Certificate",
  "CertifiedCopyUEC",
  "Other",
  "Certificate German skills",
  "De-registration certificate",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The study advisor's check of a document; a rejection carries a reason the applicant sees. */
export const DOCUMENT_REVIEW_STATUSES = ["pending", "accepted", "rejected"] as const;

/** Upload states shown with JavaScript (docs/product.md#entities Document). */
export const UPLOAD_STATES = ["processing", "uploading", "deleting", "saved"] as const;

/** Spec §9: maximum upload size, 14 MB (14 × 1024 × 1024 bytes). */
export const MAX_UPLOAD_BYTES = 14 * 1024 * 1024;
/** Spec §5: allowed file types (decided by content); the photo only jpeg/jpg/png. */
export const DOCUMENT_MIME_TYPES = [
  "image/jpeg",
  "image/png",
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;
export const PHOTO_MIME_TYPES = ["image/jpeg", "image/png"] as const;
export const DOCUMENT_FILE_EXTENSIONS = [".jpeg", ".jpg", ".png", ".pdf", ".doc", ".docx"] as const;
export const PHOTO_FILE_EXTENSIONS = [".jpeg", ".jpg", ".png"] as const;
/** Bounds for a docx (a zip): unpacked size and entry count beyond these are refused as zip bombs. */
export const DOCX_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const DOCX_MAX_ENTRIES = 1000;
