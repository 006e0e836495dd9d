/**
 * Forms kept across a login, in the database: a login that ends on another instance still finds the
 * form (app/session/pending-form.server.ts). Same contract as the portal's `PendingFormStore`. The bounds hold
 * across instances: each keep runs in a transaction that holds one advisory lock, so two instances
 * cannot both take the last place.
 */
import { eq, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { pendingForms } from "../db/schema";

export interface PendingFormBounds {
  /** Forms kept at most, from all addresses together. */
  maxForms: number;
  /** UTF-8 bytes kept at most, all forms together. */
  maxBytes: number;
  /** How long a form waits for its user's new login. */
  ttlMs: number;
}

/** The lock that makes "count, then insert" one step across instances (any constant of our own). */
const PENDING_FORMS_LOCK = 7_316_001;

export class DatabasePendingFormStore {
  constructor(
    private readonly db: Database,
    private readonly bounds: PendingFormBounds,
    private readonly now: () => number = Date.now,
  ) {}

  async keep(entry: { id: string; tag: string; json: string; replaces: string | null }): Promise<"kept" | "full"> {
    const now = new Date(this.now());
    const bytes = Buffer.byteLength(entry.json);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PENDING_FORMS_LOCK})`);
      // forms nobody came back for, and the older form of the same address or session
      await tx
        .delete(pendingForms)
        .where(
          or(
            lt(pendingForms.expiresAt, now),
            eq(pendingForms.tag, entry.tag),
            entry.replaces ? eq(pendingForms.id, entry.replaces) : undefined,
          ),
        );
      const [kept] = await tx
        .select({ forms: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${pendingForms.bytes}), 0)::int` })
        .from(pendingForms);
      if (kept.forms + 1 > this.bounds.maxForms || kept.bytes + bytes > this.bounds.maxBytes) return "full";
      await tx.insert(pendingForms).values({
        id: entry.id,
        tag: entry.tag,
        data: entry.json,
        bytes,
        expiresAt: new Date(now.getTime() + this.bounds.ttlMs),
      });
      return "kept";
    });
  }

  /** Read once: the row is deleted as it is read, so a second tab (or instance) finds nothing. */
  async take(id: string): Promise<string | null> {
    const [row] = await this.db
      .delete(pendingForms)
      .where(eq(pendingForms.id, id))
      .returning({ data: pendingForms.data, expiresAt: pendingForms.expiresAt });
    if (!row || row.expiresAt.getTime() <= this.now()) return null;
    return row.data;
  }
}
