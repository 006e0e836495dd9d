/**
 * Nothing typed is lost when the login expires between showing a form and posting it (DESIGN.md §4):
 * the posted text fields are kept in the session under the page's path; after the new login the user
 * returns to that page, whose draft loader takes them over (and the root loader then drops them).
 */
import type { AppLoadContext } from "@remix-run/node";
import { getSession, type PortalSession, safeReturnPath } from "~/session.server";

/** Cookie sessions are small: bigger forms fall back to their last saved draft. */
const MAX_STASH_CHARS = 1500;

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
  return url.pathname;
}

/** Keeps the text fields of a posted (url-encoded) form in the session; files are never kept. */
export async function stashPostedForm(request: Request, session: PortalSession): Promise<string> {
  const path = formPagePath(request);
  if (!request.headers.get("Content-Type")?.startsWith("application/x-www-form-urlencoded")) return path;
  const form = await request.clone().formData();
  const data: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && key !== "intent") data[key] = value;
  }
  if (Object.keys(data).length > 0 && JSON.stringify(data).length <= MAX_STASH_CHARS) {
    session.set("pendingForm", { path, data });
  }
  return path;
}

/** The stashed fields for the page of this request, if any. */
export async function pendingFormFor(request: Request, context: AppLoadContext) {
  const pending = (await getSession(request, context)).get("pendingForm");
  return pending && pending.path === new URL(request.url).pathname ? pending.data : null;
}
