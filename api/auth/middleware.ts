/**
 * The bearer check: no/unknown token → 401 1000, revoked → 401 1002, expired → 401 1003,
 * wrong kind for the route family → 403 1005. Touches last_used_at at most once a minute.
 */
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { ErrorCode, type UserKind } from "#contracts";
import type { Database } from "../db/client";
import { apiTokens } from "../db/schema";
import type { ApiEnv } from "../env";
import { ApiError, unauthorized } from "../errors";
import { bearerOf, findTokenForCall } from "./tokens";

const TOUCH_INTERVAL_MS = 60_000;

/**
 * The bearer check under every declared access of api/auth/access.ts (routes never call it directly: they
 * declare requireApplicant(), requireAdvisor(), requireCompany…()).
 */
export async function authenticate(db: Database, c: Context<ApiEnv>, kinds: readonly UserKind[]) {
  const token = bearerOf(c.req.header("authorization"));
  if (!token) throw unauthorized(ErrorCode.missingToken);
  const row = await findTokenForCall(db, token);
  if (!row) throw unauthorized(ErrorCode.missingToken);
  if (row.revokedAt) throw unauthorized(ErrorCode.sessionRevoked);
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) throw unauthorized(ErrorCode.tokenExpired);
  if (!kinds.includes(row.kind)) throw new ApiError(403, ErrorCode.forbidden);
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(apiTokens.id, row.id));
    row.lastUsedAt = new Date(now); // the remembered row too, or every call would touch it until it is read again
  }
  c.set("principal", {
    kind: row.kind,
    tokenId: row.id,
    accountId: row.accountId,
    companyUserId: row.companyUserId,
    advisorId: row.advisorId,
  });
}
