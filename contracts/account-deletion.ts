/**
 * "My data" and "delete my account" (docs/decisions/032-my-data-and-account-deletion.md): the person's
 * data as one ZIP, and the deletion of the account after a grace period in which it can be undone.
 * Client-side constants only here besides the shapes: the portal imports this file directly.
 */
import { z } from "zod";

/** Days between the request and the purge, in which the person or a study advisor can undo it. */
export const DELETION_GRACE_DAYS = 14;

/**
 * What is kept after the purge (the confirmation page names each with its retention period, ADR 032):
 * the audit trail without names or texts (3 years), a signed training contract as the practice partner's
 * business record (6 years), the anonymous trace of each match for the companies' statistics.
 */
export const DELETION_RETENTION = ["audit", "contract", "matches"] as const;

/** Body of POST /v1/account/deletion: the person ticked the confirmation. */
export const AccountDeletionRequest = z.object({ confirm: z.literal(true) });
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequest>;

/** A pending deletion as the person and the advisor see it. */
export const AccountDeletion = z.object({
  id: z.string(),
  requestedAt: z.string().describe("ISO date-time"),
  purgeAfter: z.string().describe("ISO date-time: the personal data is purged after this time"),
});
export type AccountDeletion = z.infer<typeof AccountDeletion>;

/** Answer of GET/POST/DELETE /v1/account/deletion (null: no deletion pending). */
export const AccountDeletionState = z.object({
  deletion: AccountDeletion.nullable(),
  /** why the account cannot be deleted now: the company user is the only owner of a company */
  blocked: z.enum(["sole_owner"]).optional(),
});
export type AccountDeletionState = z.infer<typeof AccountDeletionState>;

/** The files of the ZIP besides the uploaded documents (each entity one JSON document). */
export const DATA_EXPORT_FILES = [
  "account.json",
  "units.json",
  "languages.json",
  "work-experiences.json",
  "documents.json",
  "matches.json",
  "withdrawals.json",
  "audit-trail.json",
  "notifications.json",
  "mails.json",
  "consents.json",
  "campaigns.json",
] as const;
export type DataExportFile = (typeof DATA_EXPORT_FILES)[number];

/** Accounts whose documents together are larger than this get their ZIP built in the background. */
export const LARGE_EXPORT_BYTES = 25 * 1024 * 1024;
/** Days a ZIP built in the background stays offered for download. */
export const EXPORT_KEEP_DAYS = 7;

/** A ZIP built in the background for a large account. */
export const DataExport = z.object({
  id: z.string(),
  status: z.enum(["pending", "ready"]),
  requestedAt: z.string().describe("ISO date-time"),
  /** ISO date-time after which the ZIP is removed (ready only) */
  expiresAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

/** Answer of GET /v1/account/data-export and POST …/prepare: direct download or background build. */
export const DataExportState = z.object({
  /** the documents are too large for a direct download: the ZIP is built in the background */
  large: z.boolean(),
  /** the latest ZIP asked for in the background that is still offered, if any */
  export: DataExport.nullable(),
});
export type DataExportState = z.infer<typeof DataExportState>;
