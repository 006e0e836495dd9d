/**
 * Nothing typed is lost when the login expires between showing a form and posting it (docs/architecture.md#forms):
 * the posted text fields are kept under the page's path; after the new login the user returns to that
 * page, whose draft loader takes them over (and the root loader then drops them from the session).
 *
 * Small forms travel in the session cookie. The cookie has room for about 1000 bytes, while a
 * job opening's step alone may hold 8000, so bigger forms wait in the `PendingFormStore` under a
 * random id that only the (sealed) session knows: the database, shared by every instance
 * (api/shared-state/pending-form-store.ts), or a directory when the portal runs without its own
 * database (app/session/pending-form-directory.server.ts). A kept form is read once. Anyone can post a form
 * without a login, so the stash is bounded (docs/decisions/013-*): 64 KB per form, one form per client
 * address (a newer one replaces it), a rate limit per address, at most 200 forms and 8 MB in all, 30
 * minutes of life (the session's idle timeout). A form over these bounds is not kept and the login page
 * says so.
 */
import { createHmac, randomUUID } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { UUID_SOURCE } from "#contracts/uuid";
import { getSession, type PortalSession, safeReturnPath } from "~/session/session.server";

/** What fits into the sealed session cookie beside the tokens, in UTF-8 bytes (umlauts take two). */
export const MAX_COOKIE_STASH_BYTES = 1000;
/** Bytes of one stashed form: far above any form of the portal (a job-opening step, 8000 characters). */
export const MAX_FILE_STASH_BYTES = 64 * 1024;
/** The session's idle timeout: after it the session that names the file is gone anyway. */
export const PENDING_FORM_TTL_MS = 30 * 60 * 1000;
/** Bounds of the whole directory, whatever strangers send from however many addresses. */
export const MAX_STASH_FILES = 200;
export const MAX_STASH_BYTES = 8 * 1024 * 1024;
/** `<address tag>-<uuid>`: the tag finds the older stash of the same address, the uuid is unguessable. */
export const FILE_ID = new RegExp(`^([0-9a-f]{16}-)?${UUID_SOURCE}$`);

export type NotKeptReason = "tooLarge" | "full" | "tooOften" | "unavailable";
export const NOT_KEPT_REASONS: readonly NotKeptReason[] = ["tooLarge", "full", "tooOften", "unavailable"];

/** The page to return to after the login, and whether what was typed could be kept. */
export type StashOutcome = { path: string; notKept?: NotKeptReason };

/** The page a form was posted from: the same-origin Referer, else the posted path itself. */
export function formPagePath(request: Request): string {
  const url = new URL(request.url);
  const referer = request.headers.get("Referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === url.origin) return safeReturnPath(from.pathname, url.pathname);
    } catch {
      // an unparsable Referer: use the posted path
    }
  }
  return safeReturnPath(url.pathname, "/");
}

/** Keeps the text fields of a posted (url-encoded) form; files are never kept. */
export async function stashPostedForm(
  request: Request,
  session: PortalSession,
  context: AppLoadContext,
): Promise<StashOutcome> {
  const path = formPagePath(request);
  if (!request.headers.get("Content-Type")?.startsWith("application/x-www-form-urlencoded")) return { path };
  const form = await request.clone().formData();
  const data: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && key !== "intent") data[key] = value;
  }
  if (Object.keys(data).length === 0) return { path };
  const json = JSON.stringify(data);
  if (Buffer.byteLength(json) <= MAX_COOKIE_STASH_BYTES) {
    session.set("pendingForm", { path, data });
    return { path };
  }
  const previous = session.get("pendingForm");
  session.unset("pendingForm");
  const bytes = Buffer.byteLength(json);
  if (bytes > MAX_FILE_STASH_BYTES) return { path, notKept: "tooLarge" };
  const address = context.portal.clientAddress ?? "unknown";
  if (context.portal.allowPendingForm && !(await context.portal.allowPendingForm(address))) {
    return { path, notKept: "tooOften" };
  }
  const tag = addressTag(address, context);
  const replaces = previous && "fileId" in previous && FILE_ID.test(previous.fileId) ? previous.fileId : null;
  const fileId = `${tag}-${randomUUID()}`;
  // a store that cannot be reached keeps nothing: the login page then says the form was not kept, and why
  const kept = await context.portal.pendingForms
    .keep({ id: fileId, tag, json, replaces })
    .catch(() => "unavailable" as const);
  if (kept !== "kept") return { path, notKept: kept };
  session.set("pendingForm", { path, fileId });
  return { path };
}

/** A stable, unreadable tag of the client address (no address is stored). */
const addressTag = (address: string, context: AppLoadContext) =>
  createHmac("sha256", context.portal.sessionSecret).update(`pending-form|${address}`).digest("hex").slice(0, 16);

/** The login address after a form was posted with an expired login; it names a form that was not kept. */
export function loginAfterStash(issuer: string, stash: StashOutcome): string {
  const query = new URLSearchParams({ returnTo: stash.path });
  if (stash.notKept) query.set("formNotKept", stash.notKept);
  return `/auth/${issuer}/login?${query}`;
}

/** The stashed fields for the page of this request, if any (a form kept in the store is read once). */
export async function pendingFormFor(
  request: Request,
  context: AppLoadContext,
): Promise<Record<string, string> | null> {
  const pending = (await getSession(request, context)).get("pendingForm");
  if (!pending || pending.path !== new URL(request.url).pathname) return null;
  if ("data" in pending) return pending.data;
  if (!FILE_ID.test(pending.fileId)) return null;
  // already taken over (a second tab), swept, or the store unreachable: the saved draft shows
  const json = await context.portal.pendingForms.take(pending.fileId).catch(() => null);
  return json === null ? null : (JSON.parse(json) as Record<string, string>);
}
