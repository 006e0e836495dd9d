/**
 * Login through the unit's OpenID Connect provider with remix-auth and the strategy on openid-client
 * (app/session/oidc-strategy.server.ts, ADR 050), and exchange of its tokens for the API's own token
 * (POST /v1/auth). Only the api token, the subject and a display name are kept, in the sealed HttpOnly
 * cookie session; the ID token stays with the API, which hands it back at logout for the provider's
 * id_token_hint (ADR 037). The transaction (state, nonce, verifier) waits in its own signed cookie.
 */
import { randomBytes } from "node:crypto";
import { type AppLoadContext, createCookie, redirect, redirectDocument } from "@remix-run/node";
import * as oidc from "openid-client";
import { Authenticator } from "remix-auth";
import { type AuthResponse, ISSUER_NAMES } from "#contracts";
import { isLanguage } from "#contracts/enums";
import { ErrorCode } from "#contracts/errors";
import { currentUser, exchangeTokens as exchangeApiToken } from "~/api/auth.server";
import { ApiError } from "~/api/client.server";
import { i18next, languageCookie } from "~/i18n/i18next.server";
import type { IssuerName } from "~/render/context";
import { unitHome } from "~/routing/units";
import {
  LoginError,
  type LoginTransaction,
  OidcStrategy,
  type ProviderLogin,
  providerConfiguration,
  type TransactionStore,
} from "~/session/oidc-strategy.server";
import { loginAfterStash, stashPostedForm } from "~/session/pending-form.server";
import { commitSession, getSession, type PortalSession } from "~/session/session.server";
import { subjectOfIdToken } from "~/utils/id-token-subject.server";

export { LoginError };

export const ISSUERS: readonly IssuerName[] = ISSUER_NAMES;
export const isIssuer = (value: unknown): value is IssuerName => ISSUERS.includes(value as IssuerName);
/** Issuers whose users have portal screens: applicants, companies and study advisors (/advisor). */
export const isPortalIssuer = (value: unknown): value is IssuerName =>
  value === "applicant" || value === "company" || value === "staff";

export interface LoggedInUser {
  apiToken: string;
  /** The `sub` of the ID token the API just verified (null only for a token without one, which it refuses) */
  subject: string | null;
  userName: string;
  /** ISO date-time: the person asked to delete the account, which is purged then unless undone */
  deletionDueAt?: string;
}

/**
 * Where a finished login goes: a person whose account is being deleted is told so first, with the date
 * and the undo (/ds/profile/delete, /b2b/profile/delete); everyone else returns where they were going.
 */
export function afterLoginPath(issuer: IssuerName, user: LoggedInUser, returnTo: string) {
  if (!user.deletionDueAt) return returnTo;
  return issuer === "applicant" ? "/ds/profile/delete" : issuer === "company" ? "/b2b/profile/delete" : returnTo;
}

/** Logins under way in this browser (a few tabs at most) and when the one automatic retry was used. */
interface LoginState {
  pending: LoginTransaction[];
  retriedAt?: number;
}

/** A retry within this window is not repeated: the second failure ends on the failure page. */
const RETRY_WINDOW_MS = 2 * 60 * 1000;
const MAX_PENDING = 3;

function loginCookie(issuer: IssuerName, context: AppLoadContext) {
  return createCookie(`tandem_login_${issuer}`, {
    httpOnly: true,
    sameSite: "lax",
    path: "/auth",
    secure: context.portal.secure,
    secrets: [context.portal.sessionSecret],
    // the provider's login page may take a while; an older transaction is no use
    maxAge: 15 * 60,
  });
}

async function readLoginState(issuer: IssuerName, request: Request, context: AppLoadContext): Promise<LoginState> {
  const value = (await loginCookie(issuer, context).parse(request.headers.get("Cookie"))) as LoginState | null;
  return value && Array.isArray(value.pending) ? value : { pending: [] };
}

const writeLoginState = (issuer: IssuerName, state: LoginState, context: AppLoadContext) =>
  loginCookie(issuer, context).serialize(state);

const redirectUri = (issuer: IssuerName, context: AppLoadContext) =>
  `${context.portal.publicUrl}/auth/${issuer}/callback`;

/** The logins under way of one issuer, in its signed cookie (at most MAX_PENDING, newest first). */
function transactionsOf(issuer: IssuerName, context: AppLoadContext): TransactionStore {
  return {
    async begin(request, transaction) {
      const state = await readLoginState(issuer, request, context);
      state.pending = [transaction, ...state.pending].slice(0, MAX_PENDING);
      return writeLoginState(issuer, state, context);
    },
    async find(request, stateParam) {
      const { pending } = await readLoginState(issuer, request, context);
      return pending.find((t) => t.state === stateParam);
    },
  };
}

/**
 * The authenticator of a request: one strategy per issuer, named after it. Cheap to build (the
 * providers' discovery is cached by the strategy's module); per request because the transactions'
 * cookie belongs to the request's context.
 */
function authenticatorOf(context: AppLoadContext) {
  const authenticator = new Authenticator<ProviderLogin>();
  for (const issuer of ISSUERS) {
    const strategy = new OidcStrategy<ProviderLogin>(
      {
        client: context.portal.oidc[issuer],
        redirectUri: redirectUri(issuer, context),
        transactions: transactionsOf(issuer, context),
        // The provider's login page speaks the portal's language.
        authorizationParams: async (request) => ({ ui_locales: await i18next.getLocale(request) }),
      },
      // the provider's validated answer is the login; the API's exchange follows (finishLogin)
      async (login) => login,
    );
    authenticator.use(strategy, issuer);
  }
  return authenticator;
}

/** POST /v1/auth: the provider's tokens for the API's own token (docs/product.md#api-calls Authentication). */
async function exchangeTokens(
  { accessToken, idToken }: Pick<ProviderLogin, "accessToken" | "idToken">,
  nonce: string,
  context: AppLoadContext,
  issuer: IssuerName,
  invitationToken?: string,
): Promise<LoggedInUser> {
  const body = {
    accessToken,
    idToken,
    nonce,
    ...(issuer === "company" && invitationToken ? { invitationToken } : {}),
  };
  // Not through the transport rules: a refused ID token (1004) must end this login, not start another one.
  const response = await exchangeApiToken(context, issuer, body);
  const payload = (await response.json().catch(() => ({}))) as Partial<AuthResponse> & {
    code?: number;
    message?: string;
    errors?: Record<string, string[]>;
  };
  if (response.ok && payload.api_token) {
    return {
      apiToken: payload.api_token,
      // read once here, after the API verified the token; the token itself stays with the API (ADR 037)
      subject: subjectOfIdToken(idToken),
      userName: payload.display_name ?? "",
      ...(payload.deletion_due_at ? { deletionDueAt: payload.deletion_due_at } : {}),
    };
  }
  if (payload.code === ErrorCode.invalidIdentityToken) {
    throw new LoginError(
      "unverified",
      `the API refused the ID token of ${issuer} (code 1004; its [auth] line names the check)`,
    );
  }
  if (payload.code === ErrorCode.validationFailed && payload.errors?.email) {
    throw new LoginError("missingClaim", `the provider of ${issuer} released no claim email`, { claim: "email" });
  }
  throw new ApiError(
    typeof payload.message === "string" ? payload.message : "Authentication error",
    typeof payload.code === "number" ? payload.code : response.status,
    response.status,
    payload.errors ?? {},
  );
}

/** Starts the login (redirect to the provider), remembering where to return. */
export async function startLogin(
  issuer: IssuerName,
  request: Request,
  context: AppLoadContext,
  returnTo?: string,
): Promise<never> {
  try {
    await authenticatorOf(context).authenticate(issuer, request);
  } catch (thrown) {
    if (!(thrown instanceof Response) || !returnTo) throw thrown;
    const session = await getSession(request, context);
    session.set("returnTo", returnTo);
    thrown.headers.append("Set-Cookie", await commitSession(session, context));
    throw thrown;
  }
  throw new LoginError("unverified", `the strategy of ${issuer} started no login`);
}

/**
 * Finishes the login at the callback: the provider's answer, validated by the strategy (state, iss,
 * PKCE, ID token with its nonce), then the API's token. Throws LoginError (with the kind of failure)
 * or ApiError.
 */
export async function finishLogin(
  issuer: IssuerName,
  request: Request,
  context: AppLoadContext,
  invitationToken?: string,
): Promise<LoggedInUser> {
  const login = await authenticatorOf(context).authenticate(issuer, request);
  return exchangeTokens(login, login.nonce, context, issuer, invitationToken);
}

/**
 * Development sign-in (only with DEV_TOOLS and the unit's own development provider, else null): an ID
 * token that provider issues for one of its demo accounts, exchanged at the API exactly like the one
 * of a login (signature, issuer, audience, nonce, single use). It carries e-mail and names, so no
 * userinfo (and no access token, hence no at_hash) is involved.
 */
export async function devSignIn(
  issuer: IssuerName,
  sub: string,
  context: AppLoadContext,
): Promise<LoggedInUser | null> {
  const mint = context.portal.devTools ? context.portal.devIdToken : undefined;
  if (!mint) return null;
  const nonce = randomBytes(16).toString("base64url");
  const idToken = await mint(issuer, sub, nonce);
  if (!idToken) return null;
  return exchangeTokens({ accessToken: "development-sign-in", idToken }, nonce, context, issuer);
}

/**
 * The session of a finished login, into `fresh` (a new session: the old one is rotated away), as
 * Set-Cookie headers: it holds only the api token, the subject, the display name and the issuer; the
 * login transactions are forgotten and the stored language (docs/product.md#audiences-and-units) is applied.
 */
export async function signedInHeaders(
  fresh: PortalSession,
  issuer: IssuerName,
  user: LoggedInUser,
  request: Request,
  context: AppLoadContext,
): Promise<Headers> {
  fresh.set("apiToken", user.apiToken);
  if (user.subject) fresh.set("subject", user.subject);
  fresh.set("userName", user.userName);
  fresh.set("issuer", issuer);
  const headers = new Headers({ "Set-Cookie": await commitSession(fresh, context) });
  headers.append("Set-Cookie", await clearLoginState(issuer, context));
  const language = await storedLanguage(issuer, user.apiToken, request, context);
  if (language) headers.append("Set-Cookie", await languageCookie.serialize(language));
  return headers;
}

/** The language stored with the account or company user, if any. */
async function storedLanguage(issuer: IssuerName, token: string, request: Request, context: AppLoadContext) {
  if (issuer === "staff") return null;
  const user = await currentUser({ request, context }, issuer, token).catch(() => null);
  return isLanguage(user?.language) ? user.language : null;
}

/**
 * After a failed login: whether the one automatic retry is still unused (then it is used now), and
 * the Set-Cookie that forgets the finished transaction and remembers the retry.
 */
export async function afterFailedLogin(
  issuer: IssuerName,
  request: Request,
  context: AppLoadContext,
  retryable: boolean,
): Promise<{ retry: boolean; cookie: string }> {
  const state = await readLoginState(issuer, request, context);
  const stateParam = new URL(request.url).searchParams.get("state");
  state.pending = state.pending.filter((t) => t.state !== stateParam);
  const retry = retryable && !(state.retriedAt && Date.now() - state.retriedAt < RETRY_WINDOW_MS);
  if (retry) state.retriedAt = Date.now();
  return { retry, cookie: await writeLoginState(issuer, state, context) };
}

/** After a successful login the transactions and the retry mark are forgotten. */
export const clearLoginState = (issuer: IssuerName, context: AppLoadContext) =>
  loginCookie(issuer, context).serialize("", { maxAge: 0 });

/** Where the unit of an issuer starts. */
export const homeOfIssuer = (issuer: IssuerName) =>
  issuer === "staff" ? "/advisor" : issuer === "company" ? unitHome("company") : unitHome("applicant");

/**
 * Ends the session at the provider too (RP-initiated logout), or lands on the logged-out page.
 * `idTokenHint` is the ID token the API handed back at logout; a cookie issued before the API kept it
 * (ADR 037) still has its own.
 */
export async function providerLogoutUrl(
  session: PortalSession,
  context: AppLoadContext,
  locale: string,
  idTokenHint?: string | null,
): Promise<string> {
  const issuer = session.get("issuer");
  const idToken = idTokenHint || session.get("idToken");
  const loggedOut = `${context.portal.publicUrl}/auth/logged-out${issuer ? `?unit=${issuer}` : ""}`;
  if (!issuer || !idToken) return loggedOut;
  try {
    const config = await providerConfiguration(context.portal.oidc[issuer]);
    if (!config.serverMetadata().end_session_endpoint) return loggedOut;
    // client_id is added by the library; the provider's logout page speaks the portal's language
    return oidc.buildEndSessionUrl(config, {
      id_token_hint: idToken,
      post_logout_redirect_uri: loggedOut,
      ui_locales: locale,
    }).href;
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
  context.noteUser?.(issuer);
  return { session, apiToken, userName: session.get("userName") ?? "" };
}
