/** Verifies an OpenID Connect ID token against the trusted issuer named by its (unverified) `iss`. */
import { createHash } from "node:crypto";
import { decodeJwt, decodeProtectedHeader, errors, type JWTPayload, jwtVerify } from "jose";
import { ErrorCode } from "#contracts";
import type { TrustedIssuer } from "../env";
import { ApiError, unauthorized } from "../errors";
import { type MappedClaims, mapClaims, needsUserinfo } from "./claims";

export interface VerifiedIdentity {
  issuer: TrustedIssuer;
  claims: MappedClaims;
  /** The ID token's `exp` (seconds): how long its single use must be remembered. */
  expiresAt: number;
}

const HASH_OF_ALG: Record<string, string> = { "256": "sha256", "384": "sha384", "512": "sha512" };

/** OIDC Core 3.1.3.6: at_hash = base64url(left half of hash(access_token)). */
function atHashMatches(alg: string, accessToken: string, atHash: string): boolean {
  const hash = HASH_OF_ALG[alg.slice(-3)];
  if (!hash) return false;
  const digest = createHash(hash).update(accessToken).digest();
  return digest.subarray(0, digest.length / 2).toString("base64url") === atHash;
}

const withoutSlash = (url: string) => url.replace(/\/+$/, "");

/** Which check a jose error stands for, for the log (never the token itself). */
function failedCheck(error: unknown): string {
  if (error instanceof errors.JWSSignatureVerificationFailed) return "signature";
  if (error instanceof errors.JWKSNoMatchingKey) return "signing key (no key of the provider's JWKS matches)";
  if (error instanceof errors.JWTExpired) return "expiry (exp)";
  if (error instanceof errors.JWTClaimValidationFailed) return `claim ${error.claim} (${error.reason})`;
  if (error instanceof errors.JOSEError) return `${error.code}`;
  return `keys could not be fetched (${error instanceof Error ? error.message : String(error)})`;
}

/** The refusal (1004), logged with the issuer and the check that failed. */
function refuse(iss: string | undefined, check: string): ApiError {
  console.warn(`[auth] ID token refused (code ${ErrorCode.invalidIdentityToken}): issuer ${iss ?? "(none)"}, ${check}`);
  return unauthorized(ErrorCode.invalidIdentityToken);
}

export async function verifyIdToken(
  issuers: readonly TrustedIssuer[],
  idToken: string,
  accessToken: string,
  nonce: string,
): Promise<VerifiedIdentity> {
  let iss: string | undefined;
  try {
    iss = decodeJwt(idToken).iss;
  } catch {
    throw refuse(undefined, "not a JWT");
  }
  // Found by the configured address (a trailing slash either way); verified against the exact value below.
  const issuer =
    typeof iss === "string" ? issuers.find((i) => withoutSlash(i.issuer) === withoutSlash(iss!)) : undefined;
  if (!issuer) throw refuse(iss, "unknown issuer");
  let expected: string;
  try {
    expected = issuer.discoveredIssuer ? await issuer.discoveredIssuer() : issuer.issuer;
  } catch (error) {
    throw refuse(iss, `discovery failed (${error instanceof Error ? error.message : String(error)})`);
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, issuer.jwks, {
      issuer: expected,
      audience: issuer.audience,
      requiredClaims: ["sub", "exp", "iat"],
    }));
  } catch (error) {
    throw refuse(iss, failedCheck(error));
  }
  if (typeof payload.sub !== "string" || !payload.sub) throw refuse(iss, "claim sub missing");
  // The nonce of the login that asked for this token (OIDC Core 3.1.3.7): a token of another login, or
  // one issued without a nonce (so bound to no login), is refused.
  if (typeof payload.nonce !== "string") throw refuse(iss, "claim nonce missing");
  if (payload.nonce !== nonce) throw refuse(iss, "nonce does not match the login's");
  if (typeof payload.at_hash === "string") {
    const { alg } = decodeProtectedHeader(idToken);
    if (!alg || !atHashMatches(alg, accessToken, payload.at_hash)) throw refuse(iss, "at_hash");
  }
  const idClaims = payload as JWTPayload & { sub: string };
  let userinfo: Record<string, unknown> | undefined;
  if (issuer.userinfo && needsUserinfo(idClaims)) {
    userinfo = await issuer.userinfo(accessToken, idClaims.sub).catch((error) => {
      console.warn(`[auth] userinfo of ${iss} failed: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    if (userinfo && userinfo.sub !== idClaims.sub) {
      console.warn(`[auth] userinfo of ${iss} ignored: it names another subject`);
    }
  }
  return { issuer, claims: mapClaims(idClaims, userinfo), expiresAt: payload.exp as number };
}

/** An applicant's account needs an e-mail address: a provider that releases none is refused (1007). */
export function requireEmail(identity: VerifiedIdentity) {
  if (identity.issuer.kind !== "applicant" || !identity.issuer.requireEmail || identity.claims.email) return;
  console.warn(`[auth] login refused: issuer ${identity.issuer.issuer} released no claim email (ID token or userinfo)`);
  throw new ApiError(400, ErrorCode.validationFailed, "The identity provider released no e-mail address", {
    email: ["claim email missing from the ID token and userinfo"],
  });
}
