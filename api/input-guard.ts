/**
 * Input that no route can use is refused before any route sees it, so a bad address never reaches the
 * database as a query parameter (PostgreSQL refuses NUL in text and answers with an error of its own).
 * A path that does not decode, or decodes to a control character, names nothing: 404. A query key or
 * value that does not decode or holds NUL is invalid input: 400 with the field error shape (a tab or a
 * line break in a search text stays allowed).
 */
import type { MiddlewareHandler } from "hono";
import { ErrorCode } from "#contracts";
import { errorBody } from "./errors";

// C0 controls (NUL, tab, newline…) and DEL are never part of an id, a slug or a search text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: exactly these characters are refused
const CONTROL = /[\u0000-\u001f\u007f]/;

const decodes = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

export const inputGuard: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  for (const segment of url.pathname.split("/")) {
    const decoded = decodes(segment);
    if (decoded === null || CONTROL.test(decoded)) return c.json(errorBody(ErrorCode.notFound), 404);
  }
  const errors: Record<string, string[]> = Object.create(null);
  for (const pair of url.search.slice(1).split("&")) {
    if (!pair) continue;
    const [rawKey, rawValue = ""] = pair.split("=", 2).map((part) => part.replace(/\+/g, " "));
    const key = decodes(rawKey);
    const value = decodes(rawValue);
    if (key === null || value === null || key.includes("\u0000") || value.includes("\u0000")) {
      errors[key !== null && !key.includes("\u0000") ? key : "_"] = ["Invalid characters in the query"];
    }
  }
  if (Object.keys(errors).length) return c.json(errorBody(ErrorCode.validationFailed, undefined, errors), 400);
  await next();
};

/** PostgreSQL's class 22 ("data exception"): a value the database refuses (NUL in text, out-of-range number…). */
export function isDataException(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === "object" && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
