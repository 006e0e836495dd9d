import type { AuditAction } from "#contracts";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";

export interface AuditEntry {
  actorKind: string;
  actorId: string | null;
  action: AuditAction;
  subjectType?: string;
  subjectId?: string | null;
  /** never personal data or secrets: field names, ids, kinds */
  details?: Record<string, unknown>;
}

export async function audit(db: Pick<Database, "insert">, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorKind: entry.actorKind,
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
    details: entry.details ?? {},
  });
}

/** Who wrote the entry: `audit(tx, { ...actedBy("company", companyUserId), action, ...about("job_opening", id) })`. */
export const actedBy = (actorKind: string, actorId: string | null) => ({ actorKind, actorId });

/** The record the entry is about. */
export const about = (subjectType: string, subjectId: string | null) => ({ subjectType, subjectId });

/** An applicant acting on their own account. */
export const ownAccount = (accountId: string) => ({
  ...actedBy("applicant", accountId),
  ...about("account", accountId),
});

/** A company user acting on their own user. */
export const ownCompanyUser = (companyUserId: string) => ({
  ...actedBy("company", companyUserId),
  ...about("company_user", companyUserId),
});
