/**
 * The portal's OpenID Connect client (authorization code flow with PKCE S256, `state` and `nonce`),
 * written against the provider's discovery document: its `issuer` exactly, its endpoints and the
 * token-endpoint authentication method it offers (client_secret_basic or client_secret_post).
 * Every failure is a LoginError that names the kind of failure and, for the log, the real cause.
 */
import { createHash, randomBytes } from "node:crypto";
import type { LoginFailureKind } from "~/login-failure";

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  end_session_endpoint?: string;
  token_endpoint_auth_methods_supported?: string[];
  code_challenge_methods_supported?: string[];
}

export interface OidcClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Our own development provider only: the server's own listening address (e.g. http://127.0.0.1:3000),
   * over which the server reaches it. The issuer is under PUBLIC_URL, the browser's address, which may be
   * unreachable from inside (a container's port mapping, a proxy in front).
   */
  internalOrigin?: string;
}

/**
 * A request from this server to the provider (discovery, token, userinfo, keys). A URL of our own
 * development provider goes to the server's own listening address, telling the provider the public
 * address it serves (X-Forwarded-Host/-Proto: it writes its endpoints from the request's address, and the
 * browser must see the public ones). Any other URL is left as it is.
 */
export function backchannel(client: Pick<OidcClient, "issuer" | "internalOrigin">, url: string) {
  const target = new URL(url);
  const issuer = new URL(client.issuer);
  if (!client.internalOrigin || target.origin !== issuer.origin) return { url, headers: {} };
  const internal = new URL(client.internalOrigin);
  const headers = { "X-Forwarded-Host": target.host, "X-Forwarded-Proto": target.protocol.replace(/:$/, "") };
  target.protocol = internal.protocol;
  target.host = internal.host;
  return { url: target.toString(), headers };
}

/** A failed login: its kind decides the page, `cause` goes to the log (never a token). */
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

const discoveries = new Map<string, Promise<Discovery>>();

/** OIDC Discovery §4: the document under the issuer without its trailing slash. */
export const discoveryUrl = (issuer: string) => `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;

/** The provider's metadata, fetched once per issuer (lazily: the dev providers live in this very server). */
export function discover(client: Pick<OidcClient, "issuer" | "internalOrigin">): Promise<Discovery> {
  const { issuer } = client;
  let found = discoveries.get(issuer);
  if (!found) {
    found = (async () => {
      let response: Response;
      try {
        const request = backchannel(client, discoveryUrl(issuer));
        response = await fetch(request.url, { headers: { ...request.headers, Accept: "application/json" } });
      } catch (error) {
        throw new LoginError("unreachable", `discovery of ${issuer} failed: ${describe(error)}`);
      }
      if (!response.ok) throw new LoginError("unreachable", `discovery of ${issuer} answered ${response.status}`);
      const meta = (await response.json().catch(() => null)) as Discovery | null;
      if (!meta?.authorization_endpoint || !meta.token_endpoint || typeof meta.issuer !== "string") {
        throw new LoginError("unreachable", `discovery of ${issuer} is no OpenID provider metadata`);
      }
      if (meta.issuer.replace(/\/+$/, "") !== issuer.replace(/\/+$/, "")) {
        throw new LoginError("unverified", `discovery of ${issuer} names another issuer: ${meta.issuer}`);
      }
      return meta;
    })();
    found.catch(() => discoveries.delete(issuer));
    discoveries.set(issuer, found);
  }
  return found;
}

const describe = (error: unknown) => {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
};

const random = () => randomBytes(32).toString("base64url");

export interface LoginTransaction {
  state: string;
  nonce: string;
  verifier: string;
}

/** The provider's login address for a new transaction (state, nonce, PKCE S256). */
export function authorizationUrl(meta: Discovery, client: OidcClient, redirectUri: string, locale?: string) {
  const transaction: LoginTransaction = { state: random(), nonce: random(), verifier: random() };
  const url = new URL(meta.authorization_endpoint);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", client.clientId);
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("scope", "openid email profile");
  url.searchParams.set("state", transaction.state);
  url.searchParams.set("nonce", transaction.nonce);
  url.searchParams.set("code_challenge", createHash("sha256").update(transaction.verifier).digest("base64url"));
  url.searchParams.set("code_challenge_method", "S256");
  if (locale) url.searchParams.set("ui_locales", locale);
  return { url: url.toString(), transaction };
}

/**
 * The token endpoint's authentication method: client_secret_basic when offered (the default of
 * OAuth 2.0 metadata when the list is absent), else client_secret_post.
 */
export function tokenAuthMethod(meta: Discovery): "client_secret_basic" | "client_secret_post" {
  const offered = meta.token_endpoint_auth_methods_supported ?? ["client_secret_basic"];
  if (offered.includes("client_secret_basic")) return "client_secret_basic";
  if (offered.includes("client_secret_post")) return "client_secret_post";
  throw new LoginError(
    "refused",
    `${meta.issuer} offers neither client_secret_basic nor client_secret_post (${offered.join(", ")})`,
  );
}

export interface ProviderTokens {
  accessToken: string;
  idToken: string;
}

/** The authorization code for the provider's tokens (RFC 6749 §4.1.3 with PKCE). */
export async function redeemCode(
  meta: Discovery,
  client: OidcClient,
  code: string,
  verifier: string,
  redirectUri: string,
): Promise<ProviderTokens> {
  const body = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    Accept: "application/json",
  };
  if (tokenAuthMethod(meta) === "client_secret_basic") {
    // RFC 6749 §2.3.1: both parts form-encoded before base64
    const pair = `${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`;
    headers.Authorization = `Basic ${Buffer.from(pair).toString("base64")}`;
  } else {
    body.set("client_id", client.clientId);
    body.set("client_secret", client.clientSecret);
  }
  let response: Response;
  try {
    const endpoint = backchannel(client, meta.token_endpoint);
    response = await fetch(endpoint.url, {
      method: "POST",
      headers: { ...endpoint.headers, ...headers },
      body,
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new LoginError("unreachable", `token endpoint of ${meta.issuer} failed: ${describe(error)}`);
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const error = typeof answer.error === "string" ? answer.error.slice(0, 60) : `HTTP ${response.status}`;
    const kind = response.status >= 500 ? "unreachable" : "unverified";
    throw new LoginError(kind, `token endpoint of ${meta.issuer} refused the code: ${error}`);
  }
  if (typeof answer.id_token !== "string" || typeof answer.access_token !== "string") {
    throw new LoginError("unverified", `token endpoint of ${meta.issuer} sent no ID token or no access token`);
  }
  return { accessToken: answer.access_token, idToken: answer.id_token };
}
