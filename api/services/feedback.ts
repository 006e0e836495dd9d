/**
 * Feedback of the feedback modal (docs/product.md#entities, docs/product.md#other-flows) from both units: the payload is stored exactly as sent,
 * and submitting or closing sets FEEDBACK_GIVEN (metadata) and feedbackGiven (hint) so the prompt never
 * returns. Support staff read the entries in the console.
 */
import { desc, eq, inArray } from "drizzle-orm";
import { FEEDBACK_GIVEN_KEY, type FeedbackInput, type FeedbackList, type FeedbackRating } from "#contracts";
import type { Database } from "../db/client";
import { accounts, companyUsers, feedback } from "../db/schema";
import type { Tx } from "./stage";

export type FeedbackUserKind = "applicant" | "company";

/** Sets the flag on the account or company user, keeping every other metadata key and hint. */
async function markFeedbackGiven(tx: Tx, kind: FeedbackUserKind, userId: string) {
  const table = kind === "applicant" ? accounts : companyUsers;
  const [row] = await tx
    .select({ metadata: table.metadata, hints: table.hints })
    .from(table)
    .where(eq(table.id, userId));
  if (!row) return;
  const metadata = { ...(row.metadata as Record<string, unknown>), [FEEDBACK_GIVEN_KEY]: true };
  await tx
    .update(table)
    .set({ metadata, hints: { ...row.hints, feedbackGiven: true } })
    .where(eq(table.id, userId));
}

export async function submitFeedback(
  db: Database,
  kind: FeedbackUserKind,
  userId: string,
  input: FeedbackInput,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({
        userKind: kind,
        userId,
        selected: input.selected,
        reasons: input.reasons,
        feedback: input.feedback,
        agent: input.agent,
        screenWidth: input.screenWidth,
        screenHeight: input.screenHeight,
      })
      .returning({ id: feedback.id });
    await markFeedbackGiven(tx, kind, userId);
    return row;
  });
}

/** Closing the prompt without answering also counts as given (docs/product.md#other-flows). */
export async function dismissFeedback(db: Database, kind: FeedbackUserKind, userId: string) {
  await db.transaction((tx) => markFeedbackGiven(tx, kind, userId));
}

/** The newest 100 entries for support staff, with the author's name. */
export async function listFeedback(db: Database): Promise<FeedbackList> {
  const rows = await db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(100);
  const names = new Map<string, string>();
  for (const [kind, people] of [
    ["applicant", accounts],
    ["company", companyUsers],
  ] as const) {
    const ids = rows.filter((r) => r.userKind === kind).map((r) => r.userId);
    if (!ids.length) continue;
    for (const p of await db
      .select({ id: people.id, first: people.firstName, last: people.lastName })
      .from(people)
      .where(inArray(people.id, ids)))
      names.set(p.id, [p.first, p.last].filter(Boolean).join(" "));
  }
  return {
    items: rows.map((r) => ({
      id: r.id,
      userKind: r.userKind === "company" ? "company" : "applicant",
      userName: names.get(r.userId) || null,
      selected: r.selected as FeedbackRating,
      reasons: r.reasons,
      feedback: r.feedback,
      agent: r.agent,
      screenWidth: r.screenWidth,
      screenHeight: r.screenHeight,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
