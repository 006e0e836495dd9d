/**
 * Drafts of job openings nobody touched (docs/decisions/074-job-opening-draft-lifecycle.md): on day 23
 * after its last change the creator is told once, by notification and mail, that the draft will be
 * removed; from day 30 (and at least a week after that notice) it is removed, audited like a deletion by
 * hand. A change of the draft clears the notice (../services/job-openings.ts), so its 30 days start anew.
 * Idempotent: the notice is recorded on the draft in the transaction that writes it, and each removal
 * re-checks the draft is still due.
 */
import { and, eq, isNotNull, isNull, like, lte } from "drizzle-orm";
import { jobOpeningDraftKey } from "#contracts";
import type { Database } from "../db/client";
import { formDrafts, jobOpenings } from "../db/schema";
import { about, actedBy, audit } from "../services/audit";
import { DRAFT_KEEP_MS, DRAFT_NOTICE_MS, draftRemovalDue } from "../services/job-opening-drafts";
import { notifyJobOpeningDraftExpiring } from "../services/notification-producers";

export interface DraftCleanupContext {
  db: Database;
  publicUrl: string;
  now: Date;
}

const draftsDue = (now: Date) => {
  const untouchedSince = new Date(now.getTime() - DRAFT_KEEP_MS);
  return {
    notice: and(
      eq(jobOpenings.status, "draft"),
      isNull(jobOpenings.expiryNoticeAt),
      lte(jobOpenings.updatedAt, new Date(untouchedSince.getTime() + DRAFT_NOTICE_MS)),
    ),
    removal: and(
      eq(jobOpenings.status, "draft"),
      isNotNull(jobOpenings.expiryNoticeAt),
      lte(jobOpenings.expiryNoticeAt, new Date(now.getTime() - DRAFT_NOTICE_MS)),
      lte(jobOpenings.updatedAt, untouchedSince),
    ),
  };
};

/** Day 23: the notice, once per untouched stretch. */
export async function noticeUntouchedDrafts({ db, publicUrl, now }: DraftCleanupContext) {
  const due = draftsDue(now).notice;
  const candidates = await db.select({ id: jobOpenings.id }).from(jobOpenings).where(due);
  let noticed = 0;
  for (const { id } of candidates) {
    const sent = await db.transaction(async (tx) => {
      // a second run (or instance) waits for this lock and then finds the notice recorded
      const [draft] = await tx
        .select()
        .from(jobOpenings)
        .where(and(eq(jobOpenings.id, id), due))
        .for("update");
      if (!draft) return false;
      // the notice is no change of the draft: its last change and its version stay
      await tx
        .update(jobOpenings)
        .set({ expiryNoticeAt: now, updatedAt: draft.updatedAt })
        .where(eq(jobOpenings.id, id));
      await notifyJobOpeningDraftExpiring(tx, {
        draft,
        removalDue: draftRemovalDue({ updatedAt: draft.updatedAt, expiryNoticeAt: now }),
        publicUrl,
      });
      return true;
    });
    if (sent) noticed++;
  }
  return noticed;
}

/** Day 30 (a week after the notice at the earliest): the removal, with its step drafts, audited. */
export async function removeUntouchedDrafts({ db, now }: Pick<DraftCleanupContext, "db" | "now">) {
  const due = draftsDue(now).removal;
  const candidates = await db.select({ id: jobOpenings.id }).from(jobOpenings).where(due);
  let removed = 0;
  for (const { id } of candidates) {
    const gone = await db.transaction(async (tx) => {
      const [draft] = await tx
        .delete(jobOpenings)
        .where(and(eq(jobOpenings.id, id), due))
        .returning({ id: jobOpenings.id, companyId: jobOpenings.companyId });
      if (!draft) return false;
      await tx.delete(formDrafts).where(like(formDrafts.formKey, jobOpeningDraftKey(id, "%")));
      await audit(tx, {
        ...actedBy("system", null),
        action: "job_opening.deleted",
        ...about("job_opening", id),
        details: { companyId: draft.companyId, reason: "draft_untouched" },
      });
      return true;
    });
    if (gone) removed++;
  }
  return removed;
}

/** One run: first what is due for removal, then the notices (a draft is never noticed and removed at once). */
export async function expireJobOpeningDrafts(context: DraftCleanupContext) {
  const removed = await removeUntouchedDrafts(context);
  const noticed = await noticeUntouchedDrafts(context);
  return { noticed, removed };
}
