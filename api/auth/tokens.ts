/** Opaque api tokens: 32 random bytes base64url, stored only as sha256 hex with an expiry. */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, getTableColumns, isNull } from "drizzle-orm";
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

/**
 * A new api token for `owner`. `idToken` is the provider's ID token the login verified: kept with the row
 * so that the logout can hand it back for the provider's `id_token_hint` (ADR 037).
 */
export async function issueToken(db: Database, owner: TokenOwner, ttlSeconds: number, idToken?: string) {
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
      idToken: idToken ?? null,
      expiresAt,
    })
    .returning({ id: apiTokens.id });
  return { token, expiresAt, id: row.id };
}

/**
 * A token row as the bearer check sees it: without the ID token, which only the logout reads (and which
 * then never sits in the instance's memory of rows, below).
 */
const { idToken: _idToken, ...tokenColumns } = getTableColumns(apiTokens);
export type TokenRow = Omit<typeof apiTokens.$inferSelect, "idToken">;

export async function findToken(db: Database, token: string): Promise<TokenRow | null> {
  const [row] = await db
    .select(tokenColumns)
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

/**
 * How long an instance trusts a token row it read (docs/decisions/036-a-page-reads-each-record-once.md):
 * one page of the portal makes three to six API calls with the same token within a few milliseconds, and
 * each read its row again. A logout on this instance forgets the row at once; on another instance the
 * revoked token is refused at most this long after the logout. Expiry and kind are checked on every call.
 */
export const TOKEN_MEMORY_MS = 2_000;
const TOKENS_KEPT = 10_000;
/** A row being read or read: calls that come while it is read share that read (a page's calls come together). */
type Remembered = { row: Promise<TokenRow | null>; readAt: number };
const memories = new WeakMap<Database, Map<string, Remembered>>();
const memoryOf = (db: Database) => {
  let memory = memories.get(db);
  if (!memory) {
    memory = new Map();
    memories.set(db, memory);
  }
  return memory;
};

/** findToken for the bearer check: a row read in the last TOKEN_MEMORY_MS is used again (unknown tokens never are). */
export function findTokenForCall(db: Database, token: string, now = Date.now()): Promise<TokenRow | null> {
  const memory = memoryOf(db);
  const hash = hashToken(token);
  const known = memory.get(hash);
  if (known && now - known.readAt < TOKEN_MEMORY_MS) return known.row;
  memory.delete(hash);
  if (memory.size >= TOKENS_KEPT) memory.delete(memory.keys().next().value as string);
  const entry: Remembered = { row: findToken(db, token), readAt: now };
  memory.set(hash, entry);
  const forgetEntry = () => {
    if (memory.get(hash) === entry) memory.delete(hash);
  };
  // an unknown token, or a read that failed, is not remembered (the caller gets the failure)
  entry.row.then((row) => (row ? undefined : forgetEntry()), forgetEntry);
  return entry.row;
}

/**
 * Revokes a token that is not revoked yet and takes its ID token out of the row, in one transaction under
 * the row's lock: of two logouts with the same token (two tabs, a re-sent form) exactly one gets
 * `revoked: true` and the ID token; the other finds it revoked. `idToken` is null for a row issued without one.
 */
export async function revokeToken(
  db: Database,
  id: string,
): Promise<{ revoked: true; idToken: string | null } | { revoked: false }> {
  return db.transaction(async (tx) => {
    // a concurrent logout waits here until this one commits, then no longer finds the row unrevoked
    const [row] = await tx
      .select({ idToken: apiTokens.idToken })
      .from(apiTokens)
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .for("update");
    if (!row) return { revoked: false as const };
    await tx.update(apiTokens).set({ revokedAt: new Date(), idToken: null }).where(eq(apiTokens.id, id));
    return { revoked: true as const, idToken: row.idToken };
  });
}

/** After a logout: this instance refuses the token from the next call on. */
export function forgetToken(db: Database, token: string) {
  memoryOf(db).delete(hashToken(token));
}

/** After tokens were deleted in bulk (a purged account): every remembered row is read again. */
export function forgetAllTokens(db: Database) {
  memoryOf(db).clear();
}

/** Reads `Authorization: Bearer <token>`; null when absent or malformed. */
export function bearerOf(header: string | undefined | null): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return m ? m[1] : null;
}
