/**
 * Storage of the development identity providers (oidc-provider's adapter contract) in the database:
 * sessions, interactions, codes, grants and tokens survive a restart and are the same on every
 * instance, so a login started on one instance finishes on another. One table for all three issuers
 * and every model; a row past its expiry is never found (the `sweep-expired` job deletes it, api/jobs/sweep.ts).
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { oidcPayloads } from "../db/schema";

type Payload = Record<string, unknown>;

/** What oidc-provider calls on the adapter of one model (e.g. "Session", "AuthorizationCode"). */
export interface OidcModelStorage {
  upsert(id: string, payload: Payload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<Payload | undefined>;
  findByUid(uid: string): Promise<Payload | undefined>;
  findByUserCode(userCode: string): Promise<Payload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

/** The adapter class of one issuer, as oidc-provider's `adapter` option takes it (one instance per model). */
export function oidcStorageFor(db: Database, issuer: string, now: () => number = Date.now) {
  const found = (row: { payload: Payload; expiresAt: Date | null; consumedAt: Date | null } | undefined) => {
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= now())) return undefined;
    return row.consumedAt ? { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : row.payload;
  };
  const columns = {
    payload: oidcPayloads.payload,
    expiresAt: oidcPayloads.expiresAt,
    consumedAt: oidcPayloads.consumedAt,
  };

  return class DatabaseOidcAdapter implements OidcModelStorage {
    constructor(private readonly model: string) {}

    private where(id: string) {
      return and(eq(oidcPayloads.issuer, issuer), eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id));
    }

    async upsert(id: string, payload: Payload, expiresIn?: number) {
      const row = {
        payload,
        grantId: typeof payload.grantId === "string" ? payload.grantId : null,
        userCode: typeof payload.userCode === "string" ? payload.userCode : null,
        uid: typeof payload.uid === "string" ? payload.uid : null,
        expiresAt: expiresIn ? new Date(now() + expiresIn * 1000) : null,
        consumedAt: null,
      };
      await db
        .insert(oidcPayloads)
        .values({ issuer, model: this.model, id, ...row })
        .onConflictDoUpdate({ target: [oidcPayloads.issuer, oidcPayloads.model, oidcPayloads.id], set: row });
    }

    async find(id: string) {
      const [row] = await db.select(columns).from(oidcPayloads).where(this.where(id));
      return found(row);
    }

    async findByUid(uid: string) {
      const [row] = await db
        .select(columns)
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.issuer, issuer), eq(oidcPayloads.model, this.model), eq(oidcPayloads.uid, uid)));
      return found(row);
    }

    async findByUserCode(userCode: string) {
      const [row] = await db
        .select(columns)
        .from(oidcPayloads)
        .where(
          and(eq(oidcPayloads.issuer, issuer), eq(oidcPayloads.model, this.model), eq(oidcPayloads.userCode, userCode)),
        );
      return found(row);
    }

    async consume(id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date(now()) })
        .where(this.where(id));
    }

    async destroy(id: string) {
      await db.delete(oidcPayloads).where(this.where(id));
    }

    /** Every model's rows of the grant (its codes, tokens and the grant itself), as the contract asks. */
    async revokeByGrantId(grantId: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.issuer, issuer), eq(oidcPayloads.grantId, grantId)));
    }
  };
}
