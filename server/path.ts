/**
 * One normalisation of the request path for every router of the server. Express matches the raw
 * path case-insensitively, Hono the percent-decoded path case-sensitively, Remix the decoded path
 * case-insensitively, and WHATWG URLs (Hono's and Remix's request objects) drop dot segments. A limit
 * keyed on what Express sees is sidestepped by `/api/v1/%61uth`, `/api/v1/x/../auth` or `/API/v1/auth`.
 *
 * `normalisePath` answers the canonical path (which server.ts puts back into the request, so every
 * router sees it) and the form the limits match on; a path that two routers could read differently
 * (an encoded slash or backslash, a control character, a double encoding, malformed escapes) is
 * refused with null (400).
 */

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const HEX2 = /^[0-9A-Fa-f]{2}$/;

export interface NormalisedPath {
  /** Percent-encoding of unreserved characters decoded, other escapes upper-cased, dot segments
   * resolved, duplicate slashes collapsed. Case and a trailing slash are kept (tokens and ids are
   * case-sensitive). */
  canonical: string;
  /** Fully decoded, lower-cased, without trailing slash and without Remix's `.data` suffix: what
   * the limits match on, whichever router ends up handling the request. */
  match: string;
}

export function normalisePath(raw: string): NormalisedPath | null {
  if (!raw.startsWith("/")) return null;
  // Only printable ASCII on the wire: browsers encode everything else.
  if (!/^[\x21-\x7e]*$/.test(raw) || raw.includes("\\")) return null;
  let decoded = "";
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c !== "%") {
      decoded += c;
      continue;
    }
    const hex = raw.slice(i + 1, i + 3);
    if (!HEX2.test(hex)) return null;
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === "/" || char === "\\") return null;
    // `%2561` is `%61` after one decoding and `a` after two: routers disagree on how often to decode.
    if (char === "%" && HEX2.test(raw.slice(i + 3, i + 5))) return null;
    decoded += UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
    i += 2;
  }
  try {
    decodeURIComponent(decoded);
  } catch {
    return null; // escapes that are no valid UTF-8: Hono and Remix would read them differently
  }

  const trailingSlash = decoded.length > 1 && decoded.endsWith("/");
  const segments: string[] = [];
  for (const segment of decoded.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  const canonical = `/${segments.join("/")}${trailingSlash && segments.length > 0 ? "/" : ""}`;

  let match = decodeURIComponent(canonical).toLowerCase();
  if (match.length > 1 && match.endsWith("/")) match = match.slice(0, -1);
  // Remix's single fetch posts `/ds/feedback.data` for the action of `/ds/feedback`.
  if (match.endsWith(".data")) match = match.slice(0, -".data".length) || "/";
  return { canonical, match };
}
