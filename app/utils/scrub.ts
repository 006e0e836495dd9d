/**
 * Personal data out of what error monitoring sends (events, breadcrumbs, forwarded console logs), on the
 * server and in the browser alike: e-mail addresses, phone numbers, IBANs, tokens and query strings in any
 * text; names, contact and bank details, secrets and form values under their field names; the request's
 * body, cookies and headers but a few harmless ones; and, where known, the signed-in person's own name.
 * Pure (its one import is the UUID pattern of contracts/): it is bundled into the lazily loaded browser chunk.
 *
 * A name in free text cannot be recognised as such: only the names passed as `known` are removed there.
 */
import { isUuid } from "#contracts/uuid";

export const FILTERED = "[Filtered]";

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** Country code, check digits and 11–30 letters or digits, as typed (spaces, lower case). */
const IBAN = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b/gi;
/** "+49 711 5550100", "0171/1234567", "(030) 123 45 67": starts with + or 0, at least 7 digits. */
const PHONE = /(?<![\w+./:-])(?:\+\s?|\(?0)\d[\d ()/.-]{4,}\d(?![\w-])/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[\w~+/.=-]+/gi;
/** Long opaque strings mixing letters and digits: session ids, codes, keys. */
const OPAQUE = /\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{32,}\b/g;
/** A query string after a path or address: everything from `?` to the end of the address. */
const QUERY = /\?[^\s#"'<>`]*=[^\s#"'<>`]*/g;

/**
 * Field names whose values are personal or secret (compared without case, `_`, `-` and `.`): names,
 * contact and address, bank, identity, secrets and form values.
 */
const SENSITIVE_KEY =
  /(?:^|first|last|given|family|full|user|display|account|owner|contact|maiden|middle|sur|nick)name$|^name|mail|phone|mobile|^tel(?:efon)?$|fax|iban|bic|passw|token|secret|cookie|authoriz|session|street|address|zip|postal|birth|salutation|^(?:value|values|body|form|formdata|q|query|querystring|search|cookies|answers?|motivation)$/;

const HEADERS_KEPT = new Set(["user-agent", "accept", "accept-language", "content-type", "content-length", "host"]);

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A matcher of the known names: the whole name and each of its words of 2 letters or more. */
export function knownNames(names: readonly (string | null | undefined)[]): RegExp | null {
  const words = new Set<string>();
  for (const name of names) {
    const trimmed = name?.trim();
    if (!trimmed) continue;
    words.add(trimmed);
    for (const word of trimmed.split(/[\s,]+/)) if (word.length >= 2) words.add(word);
  }
  if (words.size === 0) return null;
  const alternatives = [...words].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "giu");
}

/** Text with every recognisable piece of personal data or secret replaced. */
export function scrubText(text: string, known: RegExp | null = null): string {
  let out = text
    .replace(QUERY, "?[Filtered]")
    .replace(JWT, FILTERED)
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(EMAIL, "[email]")
    .replace(IBAN, "[iban]")
    .replace(PHONE, (match) => (match.replace(/\D/g, "").length >= 7 ? "[phone]" : match))
    // request and incident ids (random, no personal data) stay readable: they link an event to the log
    .replace(OPAQUE, (match) => (isUuid(match) ? match : FILTERED));
  if (known) out = out.replace(known, "[name]");
  return out;
}

const isSensitiveKey = (key: string) => SENSITIVE_KEY.test(key.toLowerCase().replace(/[-_.\s]/g, ""));

/** Any value, deeply: strings scrubbed, values under sensitive keys replaced; depth-limited (cycles). */
export function scrubValue(value: unknown, known: RegExp | null = null, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value, known);
  if (value === null || typeof value !== "object") return value;
  if (depth > 8) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, known, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSensitiveKey(key) ? FILTERED : scrubValue(item, known, depth + 1);
  }
  return out;
}

/** The parts of a Sentry event this module reads; the real type lives in @sentry/core. */
export interface ScrubbableEvent {
  message?: string;
  logentry?: { message?: string; params?: unknown[] };
  exception?: { values?: { type?: string; value?: string }[] };
  breadcrumbs?: ScrubbableBreadcrumb[];
  request?: {
    url?: string;
    query_string?: unknown;
    data?: unknown;
    cookies?: unknown;
    headers?: Record<string, string>;
    env?: unknown;
  };
  user?: unknown;
  extra?: Record<string, unknown>;
  tags?: Record<string, unknown>;
  transaction?: string;
}

export interface ScrubbableBreadcrumb {
  category?: string;
  level?: string;
  message?: string;
  data?: Record<string, unknown>;
}

/** An event fit to send: personal data out (mutates and returns it). */
export function scrubEvent<E extends ScrubbableEvent>(event: E, known: RegExp | null = null): E {
  if (event.message) event.message = scrubText(event.message, known);
  if (event.logentry) {
    if (event.logentry.message) event.logentry.message = scrubText(event.logentry.message, known);
    if (event.logentry.params) event.logentry.params = scrubValue(event.logentry.params, known) as unknown[];
  }
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubText(exception.value, known);
  }
  if (event.breadcrumbs) {
    event.breadcrumbs = event.breadcrumbs.flatMap((crumb) => scrubBreadcrumb(crumb, known) ?? []);
  }
  if (event.request) {
    const request = event.request;
    if (request.url) request.url = stripQuery(request.url);
    delete request.query_string;
    delete request.data;
    delete request.cookies;
    delete request.env;
    if (request.headers) {
      request.headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => HEADERS_KEPT.has(name.toLowerCase())),
      );
    }
  }
  // who it happened to is not needed to find the fault; the incident id links to the server's log
  delete event.user;
  if (event.extra) event.extra = scrubValue(event.extra, known) as Record<string, unknown>;
  if (event.tags) event.tags = scrubValue(event.tags, known) as Record<string, unknown>;
  if (event.transaction) event.transaction = scrubText(event.transaction, known);
  return event;
}

/**
 * A breadcrumb fit to send, or null to drop it. Console breadcrumbs are kept for debug, warning and error
 * only: those are the levels forwarded to the monitoring (docs/product.md#error-catalogue).
 */
export function scrubBreadcrumb<B extends ScrubbableBreadcrumb>(crumb: B, known: RegExp | null = null): B | null {
  if (crumb.category === "console" && !["debug", "warning", "error"].includes(crumb.level ?? "")) return null;
  if (crumb.message) crumb.message = scrubText(crumb.message, known);
  if (crumb.data) crumb.data = scrubValue(crumb.data, known) as Record<string, unknown>;
  return crumb;
}

/** A forwarded console message (Sentry log) fit to send. */
export function scrubLog<L extends { message: unknown; attributes?: Record<string, unknown> }>(
  log: L,
  known: RegExp | null = null,
): L {
  // a parameterised message is a String object: scrubbed as the text it prints
  log.message = scrubText(String(log.message), known);
  if (log.attributes) log.attributes = scrubValue(log.attributes, known) as Record<string, unknown>;
  return log;
}

/** An address without its query string and fragment (both may carry personal data or tokens). */
export function stripQuery(url: string): string {
  return url.replace(/[?#].*$/s, "");
}
