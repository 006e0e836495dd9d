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
