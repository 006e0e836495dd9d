/**
 * An ID token is good for one exchange (POST /auth). Without this, whoever reads an ID token (from a
 * browser, a log, a shared cookie) could mint fresh api tokens with it until it expires — also after
 * the user logged out. The uses are kept in the database, so the rule holds across API instances.
 */
import { createHash } from "node:crypto";
import { lt } from "drizzle-orm";
import { ErrorCode } from "#contracts";
import type { Database } from "../db/client";
import { idTokenUses } from "../db/schema";
import { unauthorized } from "../errors";

/**
 * A use is kept this long past the token's `exp`, so a verifier that tolerates some clock skew can
 * never accept a token whose use was already swept.
 */
const KEEP_AFTER_EXPIRY_SECONDS = 5 * 60;

/**
 * The key of an ID token: sha256 of its signed part (`header.payload`). That part holds every claim
 * (`jti` when the provider sets one; else `iss`, `sub`, `sid`, `iat`, `nonce`, `at_hash`, …) and cannot
 * be altered without breaking the signature. The signature itself is left out on purpose: ECDSA
 * signatures are malleable (s ↔ n − s) and base64url tails have spare bits, so the same token could be
 * re-sent under a different string.
 */
export function idTokenKey(idToken: string): string {
  const signedPart = idToken.slice(0, idToken.lastIndexOf("."));
  return createHash("sha256").update(signedPart).digest("hex");
}

/**
 * Records the one exchange of a verified ID token; a second one is refused with 401 code 1004 (the
 * portal answers it with its error screen, never by sending the same token again). Expired uses are
 * swept on the way: one indexed delete per login.
 */
export async function consumeIdToken(db: Database, idToken: string, expiresAtSeconds: number): Promise<void> {
  const now = new Date();
  await db.delete(idTokenUses).where(lt(idTokenUses.expiresAt, now));
  const expiresAt = new Date((expiresAtSeconds + KEEP_AFTER_EXPIRY_SECONDS) * 1000);
  const inserted = await db
    .insert(idTokenUses)
    .values({ key: idTokenKey(idToken), expiresAt })
    .onConflictDoNothing()
    .returning({ key: idTokenUses.key });
  if (inserted.length === 0) throw unauthorized(ErrorCode.invalidIdentityToken);
}
