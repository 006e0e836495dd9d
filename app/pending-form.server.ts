/**
 * Nothing typed is lost when the login expires between showing a form and posting it (DESIGN.md §4):
 * the posted text fields are kept under the page's path; after the new login the user returns to that
 * page, whose draft loader takes them over (and the root loader then drops them from the session).
 *
 * Small forms travel in the session cookie. The cookie has room for about 1500 characters, while a
 * job opening's step alone may hold 8000, so bigger forms wait in a file under DATA_DIR named by a
 * random id that only the (signed) session knows. The file is read once and deleted; files nobody
 * came back for are swept after two hours. With several portal instances and no shared DATA_DIR, a
 * login that lands on another instance finds no file and the page shows its last saved draft.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { getSession, type PortalSession, safeReturnPath } from "~/session.server";

/** What fits into the cookie session beside the tokens. */
const MAX_COOKIE_STASH_CHARS = 1500;
/** Far above any form of the portal (the longest text fields take 4000 characters). */
const MAX_FILE_STASH_CHARS = 100_000;
export const PENDING_FORM_TTL_MS = 2 * 60 * 60 * 1000;
const FILE_ID = /^[0-9a-f-]{36}$/;

export type PendingForm = { path: string; data: Record<string, string> } | { path: string; fileId: string };

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

/** Keeps the text fields of a posted (url-encoded) form; files are never kept. Answers the page to return to. */
export async function stashPostedForm(request: Request, session: PortalSession, context: AppLoadContext) {
  const path = formPagePath(request);
  if (!request.headers.get("Content-Type")?.startsWith("application/x-www-form-urlencoded")) return path;
  const form = await request.clone().formData();
  const data: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && key !== "intent") data[key] = value;
  }
  if (Object.keys(data).length === 0) return path;
  const json = JSON.stringify(data);
  if (json.length <= MAX_COOKIE_STASH_CHARS) {
    session.set("pendingForm", { path, data });
  } else if (json.length <= MAX_FILE_STASH_CHARS) {
    const directory = context.portal.pendingFormDir;
    await mkdir(directory, { recursive: true, mode: 0o700 });
    await sweepAbandoned(directory);
    const fileId = randomUUID();
    await writeFile(fileOf(directory, fileId), json, { mode: 0o600 });
    session.set("pendingForm", { path, fileId });
  }
  return path;
}

/** The stashed fields for the page of this request, if any (a stash kept in a file is read once). */
export async function pendingFormFor(
  request: Request,
  context: AppLoadContext,
): Promise<Record<string, string> | null> {
  const pending = (await getSession(request, context)).get("pendingForm");
  if (!pending || pending.path !== new URL(request.url).pathname) return null;
  if ("data" in pending) return pending.data;
  if (!FILE_ID.test(pending.fileId)) return null;
  const file = fileOf(context.portal.pendingFormDir, pending.fileId);
  try {
    const data = JSON.parse(await readFile(file, "utf8")) as Record<string, string>;
    await rm(file, { force: true });
    return data;
  } catch {
    // already taken over (a second tab), swept, or kept by another instance: the saved draft shows
    return null;
  }
}

const fileOf = (directory: string, fileId: string) => path.join(directory, `${fileId}.json`);

/** Deletes stashes older than the TTL: forms whose user never logged in again. */
async function sweepAbandoned(directory: string, now = Date.now()) {
  for (const name of await readdir(directory)) {
    const file = path.join(directory, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > PENDING_FORM_TTL_MS) await rm(file, { force: true });
  }
}
