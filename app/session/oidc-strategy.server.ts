/**
 * The portal's remix-auth strategy: the OpenID Connect authorization code flow, done by panva's
 * certified client `openid-client` 6 (ADR 050). The library does the protocol: discovery with the
 * exact issuer, `state`, `nonce`, PKCE S256, the token request with the client's authentication,
 * RFC 9207 `iss` in the answer, and the ID token's validation (signature against the provider's JWKS,
 * `iss`, `aud`, `exp`, `nonce`). This module only decides which client authentication to use, keeps
 * the login transaction with the caller (remix-auth 4 has no session of its own) and names each kind
 * of failure for the failure pages.
 */
import { redirect } from "@remix-run/node";
import { importJWK, type JWK } from "jose";
import * as oidc from "openid-client";
import { Strategy } from "remix-auth/strategy";
import { backchannelFetch } from "#contracts/backchannel";
import { failureOfProviderError, type LoginFailureKind } from "~/session/login-failure";

/** A failed login: its kind decides the page, `detail` goes to the log (never a token). */
export class LoginError extends Error {
  constructor(
    readonly kind: LoginFailureKind,
    readonly detail: string,
    readonly extra: { code?: string; claim?: string } = {},
  ) {
    super(detail);
    this.name = "LoginError";
  }
}

export type TokenAuthMethod = "client_secret_basic" | "client_secret_post" | "private_key_jwt";

/** The portal as a client of one provider. */
export interface OidcClientSettings {
  /** exactly as the provider's discovery document states it (a trailing slash included) */
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** Unset: client_secret_basic or client_secret_post, as the provider's discovery offers. */
  tokenAuthMethod?: TokenAuthMethod;
  /** private_key_jwt: the client's private signing key (a JWK with `alg`, and `kid` if registered so) */
  privateKey?: JWK;
  /** Our own development provider: reached over the server's own address (contracts/backchannel.ts). */
  internalOrigin?: string;
}

/** One login under way: what its answer must match. */
export interface LoginTransaction {
  state: string;
  nonce: string;
  verifier: string;
}

/** Where the caller keeps the logins under way (app/session/auth.server.ts: a signed cookie). */
export interface TransactionStore {
  /** Remembers a new login; the Set-Cookie header that does so. */
  begin(request: Request, transaction: LoginTransaction): Promise<string>;
  /** The login under way that the answer's `state` names, if any. */
  find(request: Request, state: string | null): Promise<LoginTransaction | undefined>;
}

export interface OidcStrategyOptions {
  client: OidcClientSettings;
  /** the callback's address, registered at the provider */
  redirectUri: string;
  scope?: string;
  transactions: TransactionStore;
  /** Further authorization parameters of a login (the portal's language as `ui_locales`). */
  authorizationParams?: (request: Request) => Promise<Record<string, string>>;
}

/** What the provider's validated answer gives the verify function. */
export interface ProviderLogin {
  accessToken: string;
  idToken: string;
  /** the nonce this login sent (the API checks the ID token against it once more) */
  nonce: string;
  claims: oidc.IDToken;
}

/**
 * Starts the login (throws the redirect to the provider, with the transaction's cookie) on any path
 * but the callback's; at the callback it finishes the login it finds by `state` and hands the
 * validated answer to the verify function. Failures are LoginErrors.
 */
export class OidcStrategy<User> extends Strategy<User, ProviderLogin> {
  name = "oidc";

  constructor(
    private readonly options: OidcStrategyOptions,
    verify: Strategy.VerifyFunction<User, ProviderLogin>,
  ) {
    super(verify);
  }

  async authenticate(request: Request): Promise<User> {
    const url = new URL(request.url);
    if (url.pathname !== new URL(this.options.redirectUri).pathname) throw await this.start(request);
    return this.verify(await this.finish(request, url));
  }

  private async start(request: Request): Promise<Response> {
    const config = await providerConfiguration(this.options.client);
    const transaction: LoginTransaction = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.options.redirectUri,
      scope: this.options.scope ?? "openid email profile",
      state: transaction.state,
      nonce: transaction.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(transaction.verifier),
      code_challenge_method: "S256",
      ...(await this.options.authorizationParams?.(request)),
    });
    const cookie = await this.options.transactions.begin(request, transaction);
    return redirect(url.href, { headers: { "Set-Cookie": cookie } });
  }

  private async finish(request: Request, url: URL): Promise<ProviderLogin> {
    const { issuer } = this.options.client;
    const transaction = await this.options.transactions.find(request, url.searchParams.get("state"));
    if (!transaction) {
      // A provider's error for no login of ours finishes nothing: its page explains the code all the same.
      const error = url.searchParams.get("error");
      if (error) throw providerError(issuer, error, url.searchParams.get("error_description"));
      throw new LoginError(
        "unverified",
        "the answer's state belongs to no login of this browser (expired, other browser or replayed)",
      );
    }
    const config = await providerConfiguration(this.options.client);
    // The registered address with the provider's parameters: behind a proxy the request's own URL differs.
    const answer = new URL(this.options.redirectUri);
    answer.search = url.search;
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, answer, {
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        pkceCodeVerifier: transaction.verifier,
        idTokenExpected: true,
      });
    } catch (error) {
      throw loginErrorOf(issuer, "callback", error);
    }
    const claims = tokens.claims();
    if (!tokens.id_token || !claims) throw new LoginError("unverified", `${issuer} sent no ID token`);
    return { accessToken: tokens.access_token, idToken: tokens.id_token, nonce: transaction.nonce, claims };
  }
}

const providerError = (issuer: string, error: string, description: string | null) => {
  const code = error.slice(0, 60);
  return new LoginError(
    failureOfProviderError(code),
    `${issuer} answered error=${code} (${(description ?? "").slice(0, 200)})`,
    { code },
  );
};

/** The library's message and code, and its cause's, for the log: they never contain a token. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  const causeText =
    cause instanceof Error
      ? ` (${cause.message}${(cause as { code?: unknown }).code ? `, ${(cause as { code?: unknown }).code}` : ""})`
      : "";
  return `${error.message}${typeof code === "string" ? ` [${code}]` : ""}${causeText}`;
}

/** Network failures and a provider's 5xx: "unreachable"; a provider's refusal of ours: as its code says. */
function loginErrorOf(issuer: string, step: string, error: unknown): LoginError {
  if (error instanceof LoginError) return error;
  if (error instanceof oidc.AuthorizationResponseError) {
    return providerError(issuer, error.error, error.error_description ?? null);
  }
  if (error instanceof oidc.ResponseBodyError) {
    const kind = error.status >= 500 ? "unreachable" : "unverified";
    return new LoginError(kind, `${step} at ${issuer}: the provider answered ${error.status} ${error.error}`);
  }
  if (error instanceof oidc.WWWAuthenticateChallengeError) {
    // the client's authentication refused (401 with a challenge): our secret or key is not the registered one
    const codes = error.cause.map((challenge) => challenge.parameters.error ?? challenge.scheme).join(", ");
    return new LoginError("unverified", `${step} at ${issuer}: the provider answered ${error.status} ${codes}`);
  }
  const status = (error as { cause?: { status?: unknown } }).cause?.status;
  const unreachable =
    error instanceof TypeError ||
    (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) ||
    (error instanceof oidc.ClientError &&
      (error.code === "OAUTH_RESPONSE_IS_NOT_JSON" ||
        (error.code === "OAUTH_RESPONSE_IS_NOT_CONFORM" && (typeof status !== "number" || status >= 500))));
  return new LoginError(unreachable ? "unreachable" : "unverified", `${step} at ${issuer}: ${describe(error)}`);
}

/**
 * The token endpoint's authentication: as configured, else client_secret_post when discovery offers it,
 * else client_secret_basic (the default of the metadata when the list is absent). Post first because
 * RFC 6749 §2.3.1 form-encodes id and secret inside Basic: openid-client encodes every character but
 * letters and digits ("-" becomes "%2D", as the RFC allows), and providers that do not decode them
 * (LemonLDAP::NG 2.16) then refuse a client whose id or secret has a "-" (ADR 050).
 */
export function tokenAuthMethodOf(settings: OidcClientSettings, offered?: readonly string[]): TokenAuthMethod {
  if (settings.tokenAuthMethod) return settings.tokenAuthMethod;
  const methods = offered ?? ["client_secret_basic"];
  if (methods.includes("client_secret_post")) return "client_secret_post";
  if (methods.includes("client_secret_basic")) return "client_secret_basic";
  throw new LoginError(
    "refused",
    `${settings.issuer} offers neither client_secret_basic nor client_secret_post (${methods.join(", ")}); configure private_key_jwt`,
  );
}

async function clientAuthentication(settings: OidcClientSettings, method: TokenAuthMethod): Promise<oidc.ClientAuth> {
  if (method === "private_key_jwt") {
    if (!settings.privateKey)
      throw new LoginError("refused", `no private key for private_key_jwt at ${settings.issuer}`);
    const key = await importJWK(settings.privateKey, settings.privateKey.alg);
    if (!(key instanceof CryptoKey))
      throw new LoginError("refused", `the private key for ${settings.issuer} is no key pair's`);
    return oidc.PrivateKeyJwt({ key, ...(settings.privateKey.kid ? { kid: settings.privateKey.kid } : {}) });
  }
  return method === "client_secret_post"
    ? oidc.ClientSecretPost(settings.clientSecret)
    : oidc.ClientSecretBasic(settings.clientSecret);
}

const configurations = new Map<string, Promise<oidc.Configuration>>();

/**
 * The provider's configuration for this client, discovered once (lazily: the development providers
 * live in this very server) and forgotten when discovery failed, so that the next login tries again.
 */
export function providerConfiguration(settings: OidcClientSettings): Promise<oidc.Configuration> {
  const key = JSON.stringify([
    settings.issuer,
    settings.clientId,
    settings.clientSecret,
    settings.tokenAuthMethod,
    settings.privateKey?.kid,
  ]);
  let found = configurations.get(key);
  if (!found) {
    found = discover(settings);
    found.catch(() => configurations.delete(key));
    configurations.set(key, found);
  }
  return found;
}

async function discover(settings: OidcClientSettings): Promise<oidc.Configuration> {
  // Plain http only where the operator configured an http issuer (the development providers, loopback).
  const execute = new URL(settings.issuer).protocol === "http:" ? [oidc.allowInsecureRequests] : [];
  const viaBackchannel = backchannelFetch(settings);
  let discovered: oidc.Configuration;
  try {
    discovered = await oidc.discovery(new URL(settings.issuer), settings.clientId, undefined, undefined, {
      execute,
      [oidc.customFetch]: viaBackchannel,
    });
  } catch (error) {
    const named = loginErrorOf(settings.issuer, "discovery", error);
    // discovery naming another issuer than the configured one is a provider we cannot trust, not an outage
    const otherIssuer = error instanceof oidc.ClientError && error.code === "OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED";
    throw otherIssuer ? new LoginError("unverified", named.detail) : named;
  }
  const server = discovered.serverMetadata();
  const method = tokenAuthMethodOf(settings, server.token_endpoint_auth_methods_supported);
  const config = new oidc.Configuration(
    server,
    settings.clientId,
    { ...(settings.clientSecret ? { client_secret: settings.clientSecret } : {}) },
    await clientAuthentication(settings, method),
  );
  for (const step of execute) step(config);
  config[oidc.customFetch] = viaBackchannel;
  // The ID token's signature too: openid-client trusts the token endpoint's TLS for it by default, and
  // the development providers (and any http issuer) have none.
  oidc.enableNonRepudiationChecks(config);
  return config;
}
