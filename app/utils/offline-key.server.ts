import { createHmac } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { OFFLINE_KEY_HEADER, OFFLINE_SESSION_ENDS_HEADER } from "#contracts/offline";
import { getSession, sessionEndsAt } from "~/session/session.server";
import { subjectOfIdToken } from "~/utils/id-token-subject.server";

/**
 * The name of the signed-in applicant's offline cache (ADR 034), or null for anybody else: a keyed hash of
 * the person's subject, so that two people never share a cache and the name tells nobody who it belongs to.
 */
export async function offlineKey(request: Request, context: AppLoadContext): Promise<string | null> {
  const session = await getSession(request, context);
  if (!session.get("apiToken") || session.get("issuer") !== "applicant") return null;
  // the login's subject; a cookie issued before the session kept it has the ID token to read it from
  const subject = session.get("subject") || subjectOfIdToken(session.get("idToken"));
  if (!subject) return null;
  return createHmac("sha256", context.portal.sessionSecret)
    .update(`offline-copies\0applicant\0${subject}`)
    .digest("base64url")
    .slice(0, 32);
}

/**
 * Names the cache on a page's response for the service worker (public/sw.js), and when the session ends
 * (call it after the session's renewal). A page without the key is somebody else's (signed out, a company
 * or an advisor): seeing one, the worker deletes every kept copy; past the end time it serves none.
 */
export async function setOfflineKey(request: Request, context: AppLoadContext, headers: Headers) {
  const key = await offlineKey(request, context);
  if (!key) return;
  headers.set(OFFLINE_KEY_HEADER, key);
  headers.set(OFFLINE_SESSION_ENDS_HEADER, String(await sessionEndsAt(request, context, headers)));
}
