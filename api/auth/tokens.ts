/** Opaque api tokens: 32 random bytes base64url, stored only as sha256 hex with an expiry. */
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { UserKind } from "#contracts";
import type { Database } from "../db/client";
import { apiTokens } from "../db/schema";

export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface TokenOwner {
  kind: UserKind;
  accountId?: string | null;
  companyUserId?: string | null;
  advisorId?: string | null;
}

export async function issueToken(db: Database, owner: TokenOwner, ttlSeconds: number) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const [row] = await db
    .insert(apiTokens)
    .values({
      tokenHash: hashToken(token),
      kind: owner.kind,
      accountId: owner.accountId ?? null,
      companyUserId: owner.companyUserId ?? null,
      advisorId: owner.advisorId ?? null,
      expiresAt,
    })
    .returning({ id: apiTokens.id });
  return { token, expiresAt, id: row.id };
}

export async function findToken(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

/** Reads `Authorization: Bearer <token>`; null when absent or malformed. */
export function bearerOf(header: string | undefined | null): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return m ? m[1] : null;
}
