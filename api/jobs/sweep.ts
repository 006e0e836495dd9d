/**
 * Deletes what has expired and is read by nobody any more: forms kept across a login, rate-limit
 * windows, the recorded answers of idempotent requests, the identity providers' sessions and codes, used ID tokens, CV drafts, and api tokens a day
 * after they expired. Each delete is idempotent: running twice, or on two instances, deletes nothing twice.
 */
import { lt } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  apiTokens,
  cvDrafts,
  idempotentRequests,
  idTokenUses,
  oidcPayloads,
  pendingForms,
  rateLimitWindows,
} from "../db/schema";

/** An expired api token is kept a day longer: a request that was under way when it expired can still be traced. */
const KEEP_EXPIRED_TOKENS_MS = 24 * 60 * 60 * 1000;

export async function sweepExpired(db: Database, now = new Date()): Promise<Record<string, number>> {
  const deleted = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    pendingForms: await deleted(
      db.delete(pendingForms).where(lt(pendingForms.expiresAt, now)).returning({ id: pendingForms.id }),
    ),
    rateLimitWindows: await deleted(
      db.delete(rateLimitWindows).where(lt(rateLimitWindows.resetAt, now)).returning({ key: rateLimitWindows.key }),
    ),
    oidcPayloads: await deleted(
      db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now)).returning({ id: oidcPayloads.id }),
    ),
    idTokenUses: await deleted(
      db.delete(idTokenUses).where(lt(idTokenUses.expiresAt, now)).returning({ key: idTokenUses.key }),
    ),
    idempotentRequests: await deleted(
      db
        .delete(idempotentRequests)
        .where(lt(idempotentRequests.expiresAt, now))
        .returning({ key: idempotentRequests.key }),
    ),
    cvDrafts: await deleted(
      db.delete(cvDrafts).where(lt(cvDrafts.expiresAt, now)).returning({ key: cvDrafts.tokenHash }),
    ),
    apiTokens: await deleted(
      db
        .delete(apiTokens)
        .where(lt(apiTokens.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_TOKENS_MS)))
        .returning({ id: apiTokens.id }),
    ),
  };
}
