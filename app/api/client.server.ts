/**
 * The portal's only way to the API (DESIGN.md §2). It implements the transport rules of spec §8:
 * - 503 or a network error → /maintenance (not for uploads, not when already there);
 * - 401/403/404 with code 1000/1003/1004 → remember the address, drop the api token, record the
 *   error, go to login; 1002 → clear the whole session, go to login;
 * - anything else that failed → ApiError {message, code, fieldErrors}.
 */
import { type AppLoadContext, redirect } from "@remix-run/node";
import { CLEAR_SESSION_CODES, RELOGIN_CODES } from "#contracts";
import { stashPostedForm } from "~/pending-form.server";
import { commitSession, destroySession, getSession } from "~/session.server";
import { issuerOfUnit, selectUnit } from "~/units";

export const UNDEFINED_REQUEST_ERROR = "Undefined request error";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status: number,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface ApiCallArgs {
  request: Request;
  context: AppLoadContext;
}

export interface ApiCallOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Upload calls never redirect to /maintenance (spec §8). */
  upload?: boolean;
  /** Overrides the session's api token (e.g. null for the login exchange). */
  token?: string | null;
  /** The ETag of the copy being changed: the API answers 412 (code 1009) when the record changed since. */
  ifMatch?: string;
}

const isCode = (codes: readonly number[], code: unknown) => typeof code === "number" && codes.includes(code);

export async function apiCall<T>(args: ApiCallArgs, path: string, options: ApiCallOptions = {}): Promise<T> {
  return (await apiCallWithETag<T>(args, path, options)).data;
}

/** As apiCall, with the answer's ETag (the version of a record several people edit). */
export async function apiCallWithETag<T>(
  { request, context }: ApiCallArgs,
  path: string,
  options: ApiCallOptions = {},
): Promise<{ data: T; etag: string | null }> {
  const url = new URL(request.url);
  const session = await getSession(request, context);
  const token = options.token === undefined ? session.get("apiToken") : options.token;
  const headers = new Headers({ Accept: "application/json" });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (options.ifMatch) headers.set("If-Match", options.ifMatch);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.body);
  }
  const canGoToMaintenance = !options.upload && url.pathname !== "/maintenance";

  let response: Response;
  try {
    response = await context.portal.apiFetch(
      new Request(`${context.portal.apiUrl}${path}`, { method: options.method ?? "GET", headers, body }),
    );
  } catch (_cause) {
    if (canGoToMaintenance) throw redirect("/maintenance");
    throw new ApiError("Network error", 0, 0, {});
  }
  if (response.status === 503 && canGoToMaintenance) throw redirect("/maintenance");
  if (response.ok) {
    const etag = response.headers.get("ETag");
    if (response.status === 204) return { data: undefined as T, etag };
    return { data: (await response.json()) as T, etag };
  }

  const payload = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown; errors?: unknown };
  const code = typeof payload.code === "number" ? payload.code : response.status;
  const message = typeof payload.message === "string" ? payload.message : UNDEFINED_REQUEST_ERROR;
  if ([401, 403, 404].includes(response.status)) {
    const issuer =
      session.get("issuer") ?? issuerOfUnit(selectUnit(url, request.headers.get("Host"), context.portal).unit);
    const login = `/auth/${issuer}/login`;
    // An explicitly anonymous call (the login's token exchange) has no login to renew: sending the user
    // to the login again could only feed the provider's next token into the same refusal, round and round.
    if (isCode(RELOGIN_CODES, code) && options.token !== null) {
      session.unset("apiToken");
      session.set("apiError", { code, message });
      const stash = request.method === "GET" ? null : await stashPostedForm(request, session, context);
      session.set("returnTo", stash ? stash.path : `${url.pathname}${url.search}`);
      // A form that could not be kept: the login page says so before leaving for the provider.
      const notKept = stash?.notKept ? `?formNotKept=${stash.notKept}` : "";
      throw redirect(`${login}${notKept}`, { headers: { "Set-Cookie": await commitSession(session, context) } });
    }
    if (isCode(CLEAR_SESSION_CODES, code)) {
      throw redirect(login, { headers: { "Set-Cookie": await destroySession(session, context) } });
    }
  }
  const fieldErrors =
    payload.errors && typeof payload.errors === "object" ? (payload.errors as Record<string, string[]>) : {};
  throw new ApiError(message, code, response.status, fieldErrors);
}
