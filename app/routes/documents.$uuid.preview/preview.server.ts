import type { AppLoadContext } from "@remix-run/node";
import { apiCall } from "~/api/client.server";
import { getSession } from "~/session.server";

/** Headers of the API's preview answer passed on to the browser (the API decides them). */
const PASSED_HEADERS = [
  "content-type",
  "content-length",
  "content-disposition",
  "x-content-type-options",
  "content-security-policy",
  "cache-control",
];

/**
 * The document's bytes from GET /v1/documents/{id}/preview, streamed through. apiCall answers JSON
 * only, so the bytes are fetched with the same token directly; a failure is then asked again through
 * apiCall, which applies the transport rules (re-login, error codes) of spec §8.
 */
export async function fetchPreview(request: Request, context: AppLoadContext, uuid: string): Promise<Response> {
  const path = `/v1/documents/${encodeURIComponent(uuid)}/preview`;
  const session = await getSession(request, context);
  const token = session.get("apiToken");
  const response = await context.portal.apiFetch(
    new Request(`${context.portal.apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } }),
  );
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    await apiCall({ request, context }, path, { upload: true });
    throw new Response(null, { status: 502 });
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  // Whatever the API said: never let a stored file be sniffed or run as a page.
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", "sandbox");
  headers.set("Cache-Control", "private, no-store");
  return new Response(response.body, { status: 200, headers });
}
