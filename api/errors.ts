/** Error answers of the API: always `{ code, message, errors? }` with the codes of contracts/errors.ts. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import { ERROR_MESSAGES, ErrorBody, ErrorCode } from "#contracts";
import { isUuid } from "#contracts/uuid";

/** Thrown anywhere in a handler or middleware; app.onError turns it into the error body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: number,
    message?: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message ?? ERROR_MESSAGES[code] ?? "Request failed");
    this.name = "ApiError";
  }
}

export const errorBody = (code: number, message?: string, errors?: Record<string, string[]>): ErrorBody => ({
  code,
  message: message ?? ERROR_MESSAGES[code] ?? "Request failed",
  ...(errors ? { errors } : {}),
});

export const notFound = (message?: string) => new ApiError(404, ErrorCode.notFound, message);
/** Ids that are not uuids cannot exist: 404 without asking the database. */
export const uuidOr404 = (id: string, message?: string) => {
  if (!isUuid(id)) throw notFound(message);
  return id;
};
export const forbidden = () => new ApiError(403, ErrorCode.forbidden);
export const unauthorized = (code: number) => new ApiError(401, code);

/** Field messages of a failed zod validation, keyed by dotted path ("_" for the body itself). */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  // Keys come from the client: without a prototype, "toString" or "__proto__" are plain keys, not inherited members.
  const out: Record<string, string[]> = Object.create(null);
  const add = (key: string, msg: string) => {
    out[key] ??= [];
    out[key].push(msg);
  };
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add([...issue.path, key].join("."), "This field cannot be changed here");
      continue;
    }
    add(issue.path.length ? issue.path.map(String).join(".") : "_", issue.message);
  }
  return out;
}

/** defaultHook of every router: invalid input → 400 code 1007 with field errors. */
export const validationHook = (
  result: { success: true; data: unknown } | { success: false; error: ZodError },
  c: Context,
) => {
  if (!result.success) {
    return c.json(errorBody(ErrorCode.validationFailed, undefined, fieldErrors(result.error)), 400);
  }
};

const describe: Record<number, string> = {
  400: "Invalid request (code 1007, field errors in `errors`)",
  401: "Not authenticated (codes 1000 missing/unknown token, 1002 revoked, 1003 expired, 1004 invalid identity token, 1001 account unknown)",
  403: "No permission for this action (code 1005)",
  404: "Resource not found (code 1008)",
  409: "Conflict (code 1009)",
  412: "The record changed since it was read: If-Match does not name its current ETag (code 1009); nothing was changed",
  413: "Request body too large (code 413)",
  428: "If-Match is required: send the ETag of the copy being changed (code 1009); nothing was changed",
  429: "Too many requests (code 1010; Retry-After says when to try again)",
  500: "Internal server error (code 500; see the X-Incident-Id header)",
  503: "Service unavailable",
};

/** OpenAPI response entries for error statuses, all with the ErrorBody schema. */
export function errorResponses<S extends keyof typeof describe>(...statuses: S[]) {
  return Object.fromEntries(
    [...statuses, 500 as S].map((s) => [
      s,
      { description: describe[s], content: { "application/json": { schema: ErrorBody } } },
    ]),
  ) as { [K in S | 500]: { description: string; content: { "application/json": { schema: typeof ErrorBody } } } };
}
