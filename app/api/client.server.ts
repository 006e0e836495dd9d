/**
 * The portal's only way to the API (docs/architecture.md#layers). It implements the transport rules of docs/product.md#error-catalogue:
 * - 503 or a network error → /maintenance (not for uploads, not when already there); a download the API
 *   cannot make right now (503 with Retry-After: its PDF renderers are busy) answers 503 with Retry-After
 *   and a page saying to try again in a few seconds; a PDF a form stores (`busyIsRefusal`) is an ApiError
 *   of status 503 the form answers;
 * - 401/403/404 with code 1000/1003/1004 → remember the address, drop the api token, record the
 *   error, go to login; 1002 → clear the whole session, go to login;
 * - anything else that failed → ApiError {message, code, fieldErrors}.
 * Pages never call it with a path: they call the resource modules beside it (app/api/<resource>.server.ts),
 * which name each operation as an Endpoint (ADR 018). apiStream serves binary answers under the same rules.
 */
import { type AppLoadContext, redirect } from "@remix-run/node";
import type { z } from "zod";
import { CLEAR_SESSION_CODES, RELOGIN_CODES } from "#contracts";
import { busyAnswer } from "~/render/busy-page.server";
import { issuerOfUnit, selectUnit } from "~/routing/units";
import { stashPostedForm } from "~/session/pending-form.server";
import { commitSession, destroySession, getSession } from "~/session/session.server";

export const UNDEFINED_REQUEST_ERROR = "Undefined request error";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status: number,
    readonly fieldErrors: Record<string, string[]> = {},
    /** When a busy API (503) said to try again, in seconds (its Retry-After). */
    readonly retryAfter?: string,
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
  /** Upload calls never redirect to /maintenance (docs/product.md#error-catalogue). */
  upload?: boolean;
  /** Overrides the session's api token (e.g. null for the login exchange). */
  token?: string | null;
  /** The ETag of the copy being changed: the API answers 412 (code 1009) when the record changed since. */
  ifMatch?: string;
  /** Further request headers (e.g. an anonymous draft's key). */
  requestHeaders?: Record<string, string>;
  /**
   * A 503 with Retry-After (the API is up, its PDF renderers are busy) is an ApiError of status 503, not the
   * maintenance page: a form that stores a PDF answers it on its own page, where the user tries again.
   */
  busyIsRefusal?: boolean;
}

const isCode = (codes: readonly number[], code: unknown) => typeof code === "number" && codes.includes(code);

/**
 * One operation of the API as "METHOD /path" (the path may carry a query). Resource modules name their
 * operations this way so a test can check each against the API's OpenAPI document.
 */
export type Endpoint = `${"GET" | "POST" | "PUT" | "PATCH" | "DELETE"} /${string}`;

/** What a request body must be: the input of the API's own zod schema (shared in #contracts). */
export type Body<S extends z.ZodType> = z.input<S>;

type EndpointOptions = Omit<ApiCallOptions, "method">;

function split(endpoint: Endpoint): { method: ApiCallOptions["method"]; path: string } {
  const space = endpoint.indexOf(" ");
  return { method: endpoint.slice(0, space) as ApiCallOptions["method"], path: endpoint.slice(space + 1) };
}

/** apiCall for an endpoint of a resource module. */
export function callApi<T>(args: ApiCallArgs, endpoint: Endpoint, options: EndpointOptions = {}): Promise<T> {
  const { method, path } = split(endpoint);
  return apiCall<T>(args, path, { ...options, method });
}

/** apiCallWithETag for an endpoint of a resource module. */
export function callApiWithETag<T>(
  args: ApiCallArgs,
  endpoint: Endpoint,
  options: EndpointOptions = {},
): Promise<{ data: T; etag: string | null }> {
  const { method, path } = split(endpoint);
  return apiCallWithETag<T>(args, path, { ...options, method });
}

export async function apiCall<T>(args: ApiCallArgs, path: string, options: ApiCallOptions = {}): Promise<T> {
  return (await apiCallWithETag<T>(args, path, options)).data;
}

/** As apiCall, with the answer's ETag (the version of a record several people edit). */
export async function apiCallWithETag<T>(
  args: ApiCallArgs,
  path: string,
  options: ApiCallOptions = {},
): Promise<{ data: T; etag: string | null }> {
  const { session, response, text } = await answerOf(args, path, options);
  if (!response.ok) throw await refusal(args, session, response, options);
  const etag = response.headers.get("ETag");
  if (response.status === 204) return { data: undefined as T, etag };
  return { data: (text === undefined ? await response.json() : JSON.parse(text)) as T, etag };
}

export interface ApiStreamOptions extends Pick<ApiCallOptions, "token" | "upload" | "body"> {
  /** Headers the portal decides (a fixed Content-Type or Content-Disposition); they win over the API's. */
  headers?: Record<string, string>;
  /** The only content types passed on; any other answer is a 502 (an image route must never serve HTML). */
  contentTypes?: readonly string[];
  /** Default `private, no-store`: files carry personal data. */
  cacheControl?: string;
  /** The status the browser gets for a refusal the transport rules leave to the route (default: 404 stays 404, else 502). */
  refusal?: (error: ApiError) => number;
}

/** Headers of a binary answer the API decides and the browser gets as they are. */
const PASSED_HEADERS = ["content-type", "content-length", "content-disposition"];

/**
 * A binary answer of the API (document preview, PDFs, .ics, pictures) streamed to the browser. A
 * failure goes through the same transport rules as apiCall (maintenance, login); what is left is
 * answered with an empty status (`refusal`). Whatever the API said, the file is never sniffed or run
 * as a page, and no cache keeps it unless the route says so.
 */
export async function apiStream(
  args: ApiCallArgs,
  endpoint: `${"GET" | "POST"} /${string}`,
  options: ApiStreamOptions = {},
): Promise<Response> {
  const { method, path } = split(endpoint);
  const { session, response } = await send(args, path, "*/*", {
    token: options.token,
    upload: options.upload,
    body: options.body,
    method,
    passBusyOn: true,
  });
  if (!response.ok || !response.body) throw await refusedStream(args, session, response, options);
  const type = response.headers.get("content-type") ?? "";
  if (options.contentTypes && !options.contentTypes.includes(type)) {
    await response.body.cancel();
    throw new Response(null, { status: 502 });
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", "sandbox");
  headers.set("Cache-Control", options.cacheControl ?? "private, no-store");
  return new Response(response.body, { status: 200, headers });
}

/** The empty answer for a failed binary request, after the transport rules had their say (they may redirect). */
async function refusedStream(
  args: ApiCallArgs,
  session: Session,
  response: Response,
  options: ApiStreamOptions,
): Promise<Response> {
  const error = response.ok
    ? new ApiError(UNDEFINED_REQUEST_ERROR, 502, 502)
    : await refusal(args, session, response, options);
  return new Response(null, { status: options.refusal ? options.refusal(error) : error.status === 404 ? 404 : 502 });
}

/** How many writes each form submission has sent to the API so far. */
const writesSent = new WeakMap<Request, number>();

/**
 * The idempotency key of the next write of this submission: the form's key and the write's place in the
 * action. The action runs the same way when the form comes again, so its nth write gets the same key.
 */
function nextWriteKey(request: Request, submissionKey: string): string {
  const n = (writesSent.get(request) ?? 0) + 1;
  writesSent.set(request, n);
  return `${submissionKey}.${n}`;
}

/** A Retry-After in seconds, as the API sends it (anything else is not passed on). */
const RETRY_AFTER_SECONDS = /^\d{1,4}$/;

/**
 * One request to the API with the session's token; 503 and network errors already handled. `passBusyOn`:
 * a 503 with Retry-After (the API is up, its PDF renderers are busy) is answered as such, not as downtime.
 */
async function send(
  { request, context }: ApiCallArgs,
  path: string,
  accept: string,
  options: ApiCallOptions & { passBusyOn?: boolean },
): Promise<{ session: Session; response: Response }> {
  const url = new URL(request.url);
  const session = await getSession(request, context);
  const token = options.token === undefined ? session.get("apiToken") : options.token;
  const headers = new Headers({ Accept: accept });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (options.ifMatch) headers.set("If-Match", options.ifMatch);
  for (const [name, value] of Object.entries(options.requestHeaders ?? {})) headers.set(name, value);
  const method = options.method ?? "GET";
  if (method !== "GET" && context.submissionKey)
    headers.set("Idempotency-Key", nextWriteKey(request, context.submissionKey));
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
    response = await context.portal.apiFetch(new Request(`${context.portal.apiUrl}${path}`, { method, headers, body }));
  } catch (_cause) {
    if (canGoToMaintenance) throw redirect("/maintenance");
    throw new ApiError("Network error", 0, 0, {});
  }
  const retryAfter = response.headers.get("retry-after");
  if (response.status === 503 && options.passBusyOn && retryAfter && RETRY_AFTER_SECONDS.test(retryAfter)) {
    await response.body?.cancel();
    throw await busyAnswer(request, context, retryAfter);
  }
  if (response.status === 503 && options.busyIsRefusal && retryAfter && RETRY_AFTER_SECONDS.test(retryAfter)) {
    return { session, response };
  }
  if (response.status === 503 && canGoToMaintenance) {
    await response.body?.cancel();
    throw redirect("/maintenance");
  }
  return { session, response };
}

type Session = Awaited<ReturnType<typeof getSession>>;

interface KeptAnswer {
  status: number;
  headers: Headers;
  body: string;
}

/**
 * The API's answers to the reads of one page request (the load context is made per request), by token and
 * path: the layout and the page often read the same record (the account, the unit) while their loaders
 * run side by side, and the API is asked once. Each caller gets a copy of its own. A write through this
 * client forgets them all, so a loader that runs after an action reads the state the action left.
 */
const answersOfRequest = new WeakMap<AppLoadContext, Map<string, Promise<KeptAnswer>>>();

/**
 * The API's answer to one call; a read's with its text as well (`text`), which the caller parses itself:
 * reading it through the copy made for it would build a body stream a second time.
 */
async function answerOf(
  args: ApiCallArgs,
  path: string,
  options: ApiCallOptions,
): Promise<{ session: Session; response: Response; text?: string }> {
  const method = options.method ?? "GET";
  if (method !== "GET" || options.ifMatch || options.requestHeaders || options.upload) {
    if (method !== "GET") answersOfRequest.delete(args.context);
    return send(args, path, "application/json", options);
  }
  const answers = answersOfRequest.get(args.context) ?? new Map<string, Promise<KeptAnswer>>();
  answersOfRequest.set(args.context, answers);
  const key = `${options.token === undefined ? "session" : `token ${options.token}`}\n${path}`;
  let kept = answers.get(key);
  if (!kept) {
    kept = send(args, path, "application/json", options).then(async ({ response }) => ({
      status: response.status,
      headers: response.headers,
      body: await response.text(),
    }));
    answers.set(key, kept);
    // a call that failed on the way (maintenance, network) is asked again by the next caller
    kept.catch(() => answers.delete(key));
  }
  const { status, headers, body } = await kept;
  const response = new Response(status === 204 || status === 304 ? null : body, { status, headers });
  return { session: await getSession(args.request, args.context), response, text: body };
}

/**
 * A failed answer under the transport rules: throws a redirect (login, with the session changed), else
 * answers the ApiError the caller throws or reads.
 * The answer's body must still be unread.
 */
async function refusal(
  { request, context }: ApiCallArgs,
  session: Session,
  response: Response,
  options: Pick<ApiCallOptions, "token">,
): Promise<ApiError> {
  const url = new URL(request.url);
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
  const retryAfter = response.headers.get("retry-after");
  const busyFor =
    response.status === 503 && retryAfter && RETRY_AFTER_SECONDS.test(retryAfter) ? retryAfter : undefined;
  return new ApiError(message, code, response.status, fieldErrors, busyFor);
}
