/** Verifies an OpenID Connect ID token against the trusted issuer named by its (unverified) `iss`. */
import { createHash } from "node:crypto";
import { decodeJwt, decodeProtectedHeader, type JWTPayload, jwtVerify } from "jose";
import { ErrorCode } from "../../contracts";
import type { TrustedIssuer } from "../env";
import { unauthorized } from "../errors";

export interface VerifiedIdentity {
  issuer: TrustedIssuer;
  claims: JWTPayload & {
    sub: string;
    email?: string;
    given_name?: string;
    family_name?: string;
    locale?: string;
  };
}

const HASH_OF_ALG: Record<string, string> = { "256": "sha256", "384": "sha384", "512": "sha512" };

/** OIDC Core 3.1.3.6: at_hash = base64url(left half of hash(access_token)). */
function atHashMatches(alg: string, accessToken: string, atHash: string): boolean {
  const hash = HASH_OF_ALG[alg.slice(-3)];
  if (!hash) return false;
  const digest = createHash(hash).update(accessToken).digest();
  return digest.subarray(0, digest.length / 2).toString("base64url") === atHash;
}

export async function verifyIdToken(
  issuers: readonly TrustedIssuer[],
  idToken: string,
  accessToken: string,
): Promise<VerifiedIdentity> {
  const invalid = () => unauthorized(ErrorCode.invalidIdentityToken);
  let iss: string | undefined;
  try {
    iss = decodeJwt(idToken).iss;
  } catch {
    throw invalid();
  }
  const issuer = issuers.find((i) => i.issuer === iss);
  if (!issuer) throw invalid();
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, issuer.jwks, {
      issuer: issuer.issuer,
      audience: issuer.audience,
      requiredClaims: ["sub", "exp", "iat"],
    }));
  } catch {
    throw invalid();
  }
  if (typeof payload.sub !== "string" || !payload.sub) throw invalid();
  if (typeof payload.at_hash === "string") {
    const { alg } = decodeProtectedHeader(idToken);
    if (!alg || !atHashMatches(alg, accessToken, payload.at_hash)) throw invalid();
  }
  return { issuer, claims: payload as VerifiedIdentity["claims"] };
}
