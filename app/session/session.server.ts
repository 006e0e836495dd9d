import type { AppLoadContext, Session } from "@remix-run/node";
import type { IssuerName } from "~/render/context";
import { createSealedCookieSessionStorage, type SealedSessionStorage } from "~/session/sealed-cookie.server";

/** The one return-path rule lives in contracts/; re-exported for the modules that import it from here. */
export { safeReturnPath } from "#contracts/return-path";

/** The global API error of docs/product.md#app-shell/docs/product.md#error-catalogue: when set, a full-page error screen replaces the page. */
export interface StoredApiError {
  code: number;
  message: string;
}

/** A form posted while the login had expired: its text fields, or the id of its stashed file (app/session/pending-form.server.ts). */
export type PendingForm = { path: string; data: Record<string, string> } | { path: string; fileId: string };

export interface SessionData {
  /**
   * The API's opaque token. The provider's ID token stays with the API, which hands it back at logout
   * for the provider's id_token_hint (docs/decisions/037-id-token-kept-by-the-api.md).
   */
  apiToken: string;
  issuer: IssuerName;
  /** The `sub` of the login's ID token (the offline copies' key, app/utils/offline-key.server.ts). */
  subject: string;
  /**
   * The provider's ID token, only in cookies issued before the API kept it (ADR 037): still read for
   * their logout and offline key until they expire; never written any more.
   */
  idToken: string;
  userName: string;
  /** Where to go after (re-)login. */
  returnTo: string;
  apiError: StoredApiError;
  /** How often the applicant's missing unit was re-checked (docs/product.md#other-flows: every 10 s, 5 tries). */
  unitTries: number;
  /** Text fields of a form posted while the login had expired (app/session/pending-form.server.ts). */
  pendingForm: PendingForm;
  /** Company unit: the company the user works on (docs/product.md#other-flows), chosen in /b2b/company-select. */
  activeCompanyId: string;
  /** Company unit: an invitation link being accepted; travels through the login to POST /b2b/v1/auth. */
  invitationToken: string;
}

export interface FlashData {
  flash: { kind: "success" | "error" | "info"; key: string };
}

export type PortalSession = Session<SessionData, FlashData>;

/** Idle timeout of the session (docs/security.md): the cookie is renewed on every authenticated request. */
export const SESSION_IDLE_SECONDS = 30 * 60;

/** __Host- needs Secure (https); plain http development uses a plain name. */
const sessionCookieName = (secure: boolean) => (secure ? "__Host-tandem_session" : "tandem_session");

const storages = new Map<string, SealedSessionStorage<SessionData, FlashData>>();

/**
 * The session lives in its cookie, encrypted and authenticated (app/session/sealed-cookie.server.ts): the
 * client can neither read nor change it. Secrets of before a rotation still open older cookies.
 */
export function sessionStorage(context: AppLoadContext): SealedSessionStorage<SessionData, FlashData> {
  const { sessionSecret, previousSessionSecrets = [], secure } = context.portal;
  const secrets = [sessionSecret, ...previousSessionSecrets];
  const key = `${secure}:${secrets.join("\n")}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createSealedCookieSessionStorage<SessionData, FlashData>({
      name: sessionCookieName(secure),
      secure,
      secrets,
      maxAgeSeconds: SESSION_IDLE_SECONDS,
      // a form kept across the login, then the return address: conveniences, never the login itself
      droppableWhenTooBig: ["pendingForm", "returnTo"],
    });
    storages.set(key, storage);
  }
  return storage;
}

/** Every response of a request whose session holds a login carries personal data: never cached. */
export async function getSession(request: Request, context: AppLoadContext) {
  const session = await sessionStorage(context).getSession(request.headers.get("Cookie"));
  if (session.get("apiToken")) context.markPersonal?.();
  return session;
}

export function commitSession(session: PortalSession, context: AppLoadContext) {
  // the response that starts a login carries its cookie
  if (session.get("apiToken")) context.markPersonal?.();
  return sessionStorage(context).commitSession(session);
}

export const destroySession = (session: PortalSession, context: AppLoadContext) =>
  sessionStorage(context).destroySession(session);

/** A cookie younger than this is not re-issued: the renewal costs half a kilobyte of the response. */
export const SESSION_RENEWAL_SECONDS = 60;

/**
 * Idle timeout (docs/security.md): a signed-in user's cookie is re-issued with a fresh max-age on a response
 * that does not set it anyway, once it is a minute old, so the session ends 29 to 30 minutes after the
 * last request. Not on every response: the sealed cookie is about 400 bytes, and a page's first response
 * has to fit in one round trip (14.6 KB with its headers).
 */
export async function renewSession(request: Request, context: AppLoadContext, headers: Headers) {
  const name = sessionCookieName(context.portal.secure);
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${name}=`)) return;
  if (headers.getSetCookie().some((c) => c.startsWith(`${name}=`))) return;
  const session = await getSession(request, context); // a signed-in user's page is personal (no-store) either way
  if (!session.get("apiToken")) return;
  if ((await sessionStorage(context).secondsLeft(cookieHeader)) > SESSION_IDLE_SECONDS - SESSION_RENEWAL_SECONDS)
    return;
  headers.append("Set-Cookie", await commitSession(session, context));
}

/**
 * When the session of this request ends if nothing else happens (ms since the epoch): its idle timeout
 * from now when this response renews the cookie, else what is left of the cookie it came with. The
 * service worker drops the person's offline copies at that time (public/sw.js).
 */
export async function sessionEndsAt(request: Request, context: AppLoadContext, headers: Headers): Promise<number> {
  const name = sessionCookieName(context.portal.secure);
  if (headers.getSetCookie().some((c) => c.startsWith(`${name}=`))) return Date.now() + SESSION_IDLE_SECONDS * 1000;
  return Date.now() + (await sessionStorage(context).secondsLeft(request.headers.get("Cookie"))) * 1000;
}
