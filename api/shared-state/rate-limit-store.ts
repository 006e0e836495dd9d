/**
 * Rate-limit windows in the database: every instance counts against the same window, so a limit holds
 * whichever instance answers. Same contract as server/rate-limit.ts's `RateLimitStore`. One statement
 * per hit (an upsert that starts a new window when the old one ended), atomic on PostgreSQL and PGlite.
 * Ended windows are deleted by the `sweep-expired` job (api/jobs/sweep.ts), not here.
 */
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitWindows } from "../db/schema";

export class DatabaseRateLimitStore {
  /**
   * `secret` keys the hash that names a window: the table holds no client address (personal data), and
   * nobody who reads it can tell which address a window counts.
   */
  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    const now = this.now();
    const nowAt = sql`${new Date(now).toISOString()}::timestamptz`;
    const nextReset = new Date(now + windowMs);
    const ended = sql`${rateLimitWindows.resetAt} <= ${nowAt}`;
    const [window] = await this.db
      .insert(rateLimitWindows)
      .values({ key: this.hashed(key), count: 1, resetAt: nextReset })
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimitWindows.count} + 1 end`,
          resetAt: sql`case when ${ended} then ${nextReset.toISOString()}::timestamptz else ${rateLimitWindows.resetAt} end`,
        },
      })
      .returning({ count: rateLimitWindows.count, resetAt: rateLimitWindows.resetAt });
    return { count: window.count, resetAt: window.resetAt.getTime() };
  }

  private hashed(key: string): string {
    return createHmac("sha256", this.secret).update(`rate-limit|${key}`).digest("hex");
  }
}
