import type { JWTVerifyGetKey } from "jose";
import type { UserKind } from "#contracts";
import type { Database } from "./db/client";
import type { DeadlineSettings } from "./services/matching/deadlines";
import type { BlobStore } from "./storage";

/** An OpenID Connect issuer whose ID tokens the API accepts, and the kind of user it signs in. */
export interface TrustedIssuer {
  kind: UserKind;
  /** exact `iss` value */
  issuer: string;
  /** expected `aud` (the portal's client id at that issuer) */
  audience: string;
  /** key lookup, e.g. createRemoteJWKSet(new URL(jwks_uri)) or createLocalJWKSet(jwks) */
  jwks: JWTVerifyGetKey;
  /**
   * The `issuer` of the provider's discovery document, which `iss` must equal exactly (with or
   * without a trailing slash, as the provider states it); without it `issuer` itself.
   */
  discoveredIssuer?: () => Promise<string>;
  /** An applicant login without an e-mail claim (ID token or userinfo) is refused (the portal's issuers). */
  requireEmail?: boolean;
  /** The provider's userinfo answer for an access token (claims the ID token lacks), about `subject` only. */
  userinfo?: (accessToken: string, subject: string) => Promise<Record<string, unknown>>;
}

export interface ApiDeps {
  db: Database;
  issuers: TrustedIssuer[];
  /** enables POST /v1/reset-me */
  devTools: boolean;
  /** lifetime of an api token in seconds (default 8 h) */
  tokenTtlSeconds?: number;
  /** database health check for GET /health (default: `select 1`) */
  ping?: () => Promise<boolean>;
  /** public address of the portal, for links in mails (default http://localhost:3000) */
  publicUrl?: string;
  /** how long an offer waits for the applicant's answer (default DEFAULT_DEADLINES) */
  deadlines?: DeadlineSettings;
  /** where uploaded documents are kept (default: in memory, for tests) */
  storage?: BlobStore;
  /**
   * Writes with an Idempotency-Key header run in one transaction that records their answer (api/idempotency.ts).
   * On PostgreSQL; PGlite has one connection, which such a transaction would hold for every other request.
   */
  idempotentWrites?: boolean;
}

/** The authenticated caller, set by the bearer middleware. */
export interface Principal {
  kind: UserKind;
  tokenId: string;
  accountId: string | null;
  companyUserId: string | null;
  advisorId: string | null;
}

export type ApiEnv = {
  Variables: { principal: Principal };
  /**
   * What the server hands in beside the request (absent on in-process calls): `noteRoute` takes the path
   * of the route that answered, the metrics label of the request (server/observability.ts).
   */
  Bindings: { noteRoute?: (route: string) => void };
};
