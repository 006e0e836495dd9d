/**
 * Login through the unit's OpenID Connect provider (authorization code + PKCE, remix-auth-oauth2)
 * and exchange of its tokens for the API's own token (POST /v1/auth). Only the api token, the ID
 * token (needed to end the provider's session at logout) and a display name are kept, in the
 * signed HttpOnly cookie session.
 */
import { type AppLoadContext, redirect, redirectDocument } from "@remix-run/node";
import { decodeJwt } from "jose";
import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import type { AuthResponse } from "#contracts";
import { apiCall } from "~/api/client.server";
import type { IssuerName } from "~/context";
import { loginAfterStash, stashPostedForm } from "~/pending-form.server";
import { commitSession, getSession, type PortalSession } from "~/session.server";
import { unitHome } from "~/units";

export const ISSUERS: readonly IssuerName[] = ["applicant", "company", "staff"];
export const isIssuer = (value: unknown): value is IssuerName => ISSUERS.includes(value as IssuerName);
/** Issuers whose users have portal screens: applicants, companies and study advisors (/advisor). */
export const isPortalIssuer = (value: unknown): value is IssuerName =>
  value === "applicant" || value === "company" || value === "staff";

export interface LoggedInUser {
  apiToken: string;
  idToken: string;
  userName: string;
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint?: string;
}

const discoveries = new Map<string, Promise<Discovery>>();

/** The provider's metadata, fetched once per issuer (lazily: the dev providers live in this very server). */
export function discover(issuer: string): Promise<Discovery> {
  let found = discoveries.get(issuer);
  if (!found) {
    found = fetch(`${issuer}/.well-known/openid-configuration`).then(async (r) => {
      if (!r.ok) throw new Error(`OpenID discovery failed for ${issuer}: ${r.status}`);
      return (await r.json()) as Discovery;
    });
    found.catch(() => discoveries.delete(issuer));
    discoveries.set(issuer, found);
  }
  return found;
}

interface ProviderTokens {
  accessToken: string;
  idToken: string;
}

const authenticators = new Map<string, Promise<Authenticator<ProviderTokens>>>();

/** One Authenticator per issuer (and client configuration). */
function authenticatorFor(issuer: IssuerName, context: AppLoadContext) {
  const { oidc, publicUrl, secure } = context.portal;
  const client = oidc[issuer];
  const key = `${issuer}:${client.issuer}:${client.clientId}`;
  let authenticator = authenticators.get(key);
  if (!authenticator) {
    authenticator = discover(client.issuer).then((meta) =>
      new Authenticator<ProviderTokens>().use(
        new OAuth2Strategy<ProviderTokens>(
          {
            cookie: {
              name: `tandem_oauth_${issuer}`,
              httpOnly: true,
              sameSite: "Lax",
              path: "/auth",
              ...(secure ? { secure: true } : {}),
            },
            clientId: client.clientId,
            clientSecret: client.clientSecret,
            authorizationEndpoint: meta.authorization_endpoint,
            tokenEndpoint: meta.token_endpoint,
            redirectURI: `${publicUrl}/auth/${issuer}/callback`,
            scopes: ["openid", "email", "profile"],
          },
          // The provider's tokens leave the strategy as they are; finishLogin exchanges them with the API.
          async ({ tokens }) => ({ accessToken: tokens.accessToken(), idToken: tokens.idToken() }),
        ),
        issuer,
      ),
    );
    authenticator.catch(() => authenticators.delete(key));
    authenticators.set(key, authenticator);
  }
  return authenticator;
}

/** POST /v1/auth: the provider's tokens for the API's own token (spec §7 Authentication). */
async function exchangeTokens(
  { accessToken, idToken }: ProviderTokens,
  request: Request,
  context: AppLoadContext,
  issuer: IssuerName,
  invitationToken?: string,
): Promise<LoggedInUser> {
  const path = issuer === "company" ? "/b2b/v1/auth" : "/v1/auth";
  const answer = await apiCall<AuthResponse>({ request, context }, path, {
    method: "POST",
    token: null,
    // an accepted employee invitation (/b2b/invitations/:token) is bound to this login by the API
    body: { accessToken, idToken, ...(issuer === "company" && invitationToken ? { invitationToken } : {}) },
  });
  const claims = decodeJwt(idToken);
  const userName =
    [claims.given_name, claims.family_name].filter((v) => typeof v === "string").join(" ") ||
    String(claims.email ?? "");
  return { apiToken: answer.api_token, idToken, userName };
}

/** Starts the login (redirect to the provider), remembering where to return. */
export async function startLogin(issuer: IssuerName, request: Request, context: AppLoadContext, returnTo?: string) {
  const authenticator = await authenticatorFor(issuer, context);
  const session = await getSession(request, context);
  if (returnTo) session.set("returnTo", returnTo);
  try {
    await authenticator.authenticate(issuer, request);
  } catch (thrown) {
    if (thrown instanceof Response) {
      thrown.headers.append("Set-Cookie", await commitSession(session, context));
    }
    throw thrown;
  }
  throw new Error("The provider did not redirect");
}

/** Finishes the login at the callback; returns the user (throws ApiError/OAuth errors). */
export async function finishLogin(
  issuer: IssuerName,
  request: Request,
  context: AppLoadContext,
  invitationToken?: string,
) {
  const authenticator = await authenticatorFor(issuer, context);
  const tokens = await authenticator.authenticate(issuer, request);
  return exchangeTokens(tokens, request, context, issuer, invitationToken);
}

/** Where the unit of an issuer starts. */
export const homeOfIssuer = (issuer: IssuerName) =>
  issuer === "staff" ? "/advisor" : issuer === "company" ? unitHome("company") : unitHome("applicant");

/** Ends the session at the provider too (RP-initiated logout), or lands on the logged-out page. */
export async function providerLogoutUrl(
  session: PortalSession,
  context: AppLoadContext,
  locale: string,
): Promise<string> {
  const issuer = session.get("issuer");
  const idToken = session.get("idToken");
  const loggedOut = `${context.portal.publicUrl}/auth/logged-out${issuer ? `?unit=${issuer}` : ""}`;
  if (!issuer || !idToken) return loggedOut;
  try {
    const meta = await discover(context.portal.oidc[issuer].issuer);
    if (!meta.end_session_endpoint) return loggedOut;
    const url = new URL(meta.end_session_endpoint);
    url.searchParams.set("id_token_hint", idToken);
    url.searchParams.set("client_id", context.portal.oidc[issuer].clientId);
    url.searchParams.set("post_logout_redirect_uri", loggedOut);
    // The provider's logout page speaks the portal's language.
    url.searchParams.set("ui_locales", locale);
    return url.toString();
  } catch {
    return loggedOut;
  }
}

/** Guard for loaders and actions of a unit: the api token of that issuer, or off to its login. */
export async function requireUser(request: Request, context: AppLoadContext, issuer: IssuerName) {
  const session = await getSession(request, context);
  if (session.get("apiError")) throw redirect("/auth/error");
  const apiToken = session.get("apiToken");
  if (!apiToken || session.get("issuer") !== issuer) {
    const url = new URL(request.url);
    // A document redirect: the login leaves for the identity provider, which a client-side (single
    // fetch) navigation of an enhanced page cannot follow (it would ask the provider for `.data`).
    if (request.method === "GET") {
      throw redirectDocument(`/auth/${issuer}/login?returnTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
    }
    // A form posted after the login expired: back to its page afterwards, with what was typed.
    const stash = await stashPostedForm(request, session, context);
    throw redirectDocument(loginAfterStash(issuer, stash), {
      headers: { "Set-Cookie": await commitSession(session, context) },
    });
  }
  return { session, apiToken, userName: session.get("userName") ?? "" };
}
