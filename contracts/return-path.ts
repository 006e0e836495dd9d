/**
 * The one rule for every user-supplied return target (`returnTo`, a Referer, a value kept in the
 * session): only a path of this origin. Browsers are lenient where this rule is strict: they drop
 * tabs and newlines inside a URL, read `\` as `/`, and a `Location` holding CR/LF is a header
 * injection (Node refuses to send it: a 500). So the value must be plain URL characters (RFC 3986),
 * start with one `/` followed by a path character, stay a same-origin path however often it is
 * percent-decoded, and resolve (WHATWG URL) to this origin with a path that does not start with `//`.
 * Anything else answers the caller's fallback (the unit's home).
 */

/** Characters RFC 3986 allows in a URI reference; excludes controls, space, `\`, `"`, `<`, `>`, `^`, `` ` ``, `{`, `|`, `}` and all non-ASCII. */
const URL_CHARACTERS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/;
/** After the leading `/`: a path character (pchar), or the start of a query or fragment of `/`. */
const SECOND_CHARACTER = /^[A-Za-z0-9\-._~:@!$&'()*+,;=%?#]$/;
/**
 * What must not appear however far the value is decoded: controls, invisible format characters
 * (bidi overrides, zero-width), unicode spaces and line separators, backslash and characters that
 * look like or are normalised to a slash or a dot by URL or IDNA processing.
 */
const HOSTILE_DECODED =
  /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Z}\\\u2044\u2215\u2216\u29F5\u29F8\u29F9\uFE68\uFF0F\uFF3C\u3002\uFF0E\uFF61\uFE52]/u;
const MAX_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 8;
const PROBE_ORIGIN = "http://x.invalid";

/** The path part (before `?` or `#`). */
const pathPart = (value: string) => value.split(/[?#]/, 1)[0];

/** Every layer of percent-decoding is harmless; undecodable (malformed) escapes count as hostile. */
function decodesSafely(value: string): boolean {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    if (HOSTILE_DECODED.test(current)) return false;
    if (current.startsWith("//") || pathPart(current).includes("//")) return false;
    if (/^[a-z][a-z0-9+.-]*:/i.test(current)) return false;
    if (!current.includes("%")) return true;
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (next === current) return true;
    current = next;
  }
  // still changing after that many rounds: nobody writes a legitimate path like that
  return false;
}

/** Whether `value` is a same-origin path that is safe to send as `Location`. */
export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return false;
  if (!URL_CHARACTERS.test(value) || value[0] !== "/") return false;
  if (value.length > 1 && !SECOND_CHARACTER.test(value[1])) return false;
  if (!decodesSafely(value)) return false;
  let resolved: URL;
  try {
    resolved = new URL(value, PROBE_ORIGIN);
  } catch {
    return false;
  }
  return resolved.origin === PROBE_ORIGIN && !resolved.pathname.startsWith("//");
}

/** A same-origin path to return to, or the fallback (the unit's home). */
export function safeReturnPath(value: unknown, fallback: string): string {
  return isSafeReturnPath(value) ? value : fallback;
}
