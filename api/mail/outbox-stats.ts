import { count, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";

/** The outbox's depth (mails waiting) and the mails the sender gave up on: two counts on its status index. */
export async function outboxStats(db: Database): Promise<{ queued: number; failed: number }> {
  const [[queued], [failed]] = await Promise.all([
    db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, "queued")),
    db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, "failed")),
  ]);
  return { queued: queued?.n ?? 0, failed: failed?.n ?? 0 };
}
