/**
 * The daily digest switch of advisors and company users (ADR 033): a row in digest_subscriptions is the
 * opt-in. Each user reads and changes only their own switch; the mail itself is api/jobs/digest.ts.
 */
import { and, eq } from "drizzle-orm";
import type { DigestSetting } from "#contracts/digest";
import type { Database } from "../db/client";
import { digestSubscriptions } from "../db/schema";

export type DigestRecipientKind = "study_advisor" | "company";

const own = (kind: DigestRecipientKind, id: string) =>
  and(eq(digestSubscriptions.recipientKind, kind), eq(digestSubscriptions.recipientId, id));

export async function getDigestSetting(db: Database, kind: DigestRecipientKind, id: string): Promise<DigestSetting> {
  const [row] = await db.select({ id: digestSubscriptions.recipientId }).from(digestSubscriptions).where(own(kind, id));
  return { dailyDigest: Boolean(row) };
}

/**
 * Turning it on starts the period of the first digest now (nothing from before the opt-in is reported);
 * turning it on again keeps the running period; off removes the row.
 */
export async function putDigestSetting(
  db: Database,
  kind: DigestRecipientKind,
  id: string,
  setting: DigestSetting,
  now: Date = new Date(),
): Promise<DigestSetting> {
  if (setting.dailyDigest) {
    await db
      .insert(digestSubscriptions)
      .values({ recipientKind: kind, recipientId: id, coveredUntil: now })
      .onConflictDoNothing();
  } else {
    await db.delete(digestSubscriptions).where(own(kind, id));
  }
  return getDigestSetting(db, kind, id);
}
