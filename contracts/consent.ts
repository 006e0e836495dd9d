/**
 * The portal's own consent tool (docs/product.md#other-flows): the optional services, the consent cookie's format and the
 * cookies each service leaves behind. Shared by the server (CSP, root loader, consent form), the browser
 * (switching services on and off) and the API (consent kept with the account). No zod here: the browser
 * imports this module.
 */

/** The optional services of docs/product.md#other-flows, each off until the visitor consents to it. */
export const CONSENT_SERVICES = ["tagManager", "sessionRecording", "inAppGuidance", "scheduling", "abTesting"] as const;
export type ConsentService = (typeof CONSENT_SERVICES)[number];

/** Raised when what the visitor is asked changes (a new kind of service): older answers are asked again. */
export const CONSENT_VERSION = 1;

/** How the visitor answered: accept all, reject all, or per service (the events ACCEPT_ALL, REJECT_ALL, SAVE). */
export const CONSENT_CHOICES = ["all", "none", "custom"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

export type ConsentServices = Record<ConsentService, boolean>;

export interface CookieConsent {
  version: number;
  /** When the answer was given (ms since the epoch, rounded to seconds). */
  givenAt: number;
  choice: ConsentChoice;
  services: ConsentServices;
}

/** The consent cookie: essential (it keeps a refusal too), so it is set without asking. */
export const CONSENT_COOKIE = "tandem_consent";
/** A year, then the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** The tracking cookie set from an API answer's `cookie` object (docs/product.md#api-calls): only with the tag manager's consent. */
export const TRACKING_COOKIE = "tandem_t";

export const allServices = (value: boolean): ConsentServices =>
  Object.fromEntries(CONSENT_SERVICES.map((s) => [s, value])) as ConsentServices;

/** `1.1795800000.custom.10001`: version, seconds, choice, one digit per service in CONSENT_SERVICES order. */
export function serializeConsent(consent: CookieConsent): string {
  const bits = CONSENT_SERVICES.map((s) => (consent.services[s] ? "1" : "0")).join("");
  return `${consent.version}.${Math.floor(consent.givenAt / 1000)}.${consent.choice}.${bits}`;
}

/** The cookie's value as a consent of the current version, else null (no answer, or asked again). */
export function parseConsent(value: string | null | undefined): CookieConsent | null {
  if (!value) return null;
  const match = /^(\d{1,4})\.(\d{1,12})\.(all|none|custom)\.([01]+)$/.exec(value);
  if (!match || Number(match[1]) !== CONSENT_VERSION || match[4].length !== CONSENT_SERVICES.length) return null;
  const services = Object.fromEntries(CONSENT_SERVICES.map((s, i) => [s, match[4][i] === "1"])) as ConsentServices;
  return { version: CONSENT_VERSION, givenAt: Number(match[2]) * 1000, choice: match[3] as ConsentChoice, services };
}

/** The value of one cookie in a `Cookie` header (raw, undecoded), or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The consent a request's `Cookie` header carries, or null. */
export const consentOfCookieHeader = (header: string | null | undefined) =>
  parseConsent(cookieValue(header, CONSENT_COOKIE));

/**
 * The cookies each service sets, by exact name or prefix: switching a service off deletes them (expiry in
 * the past). The tag manager's list holds the analytics cookies it loads and the portal's tracking cookie.
 */
export const SERVICE_COOKIES: Record<ConsentService, { names: string[]; prefixes: string[] }> = {
  tagManager: { names: ["_ga", "_gid", "_gat", "_gcl_au", TRACKING_COOKIE], prefixes: ["_ga_", "_gat_", "_gcl_"] },
  sessionRecording: { names: [], prefixes: ["_hj"] },
  inAppGuidance: { names: [], prefixes: ["productfruits", "pf_"] },
  scheduling: { names: [], prefixes: ["calendly"] },
  abTesting: { names: [], prefixes: ["_vwo", "_vis_opt_", "kameleoon"] },
};

/** Whether a cookie name belongs to a service. */
export const isServiceCookie = (service: ConsentService, name: string) =>
  SERVICE_COOKIES[service].names.includes(name) ||
  SERVICE_COOKIES[service].prefixes.some((prefix) => name.startsWith(prefix));

/** Names of the cookies of the switched-off services: those the browser sent plus the known exact names. */
export function cookiesToDelete(services: ConsentServices, cookieHeader: string | null | undefined): string[] {
  const sent = (cookieHeader ?? "")
    .split(";")
    .map((part) => part.split("=", 1)[0].trim())
    .filter(Boolean);
  const names = new Set<string>();
  for (const service of CONSENT_SERVICES) {
    if (services[service]) continue;
    for (const name of SERVICE_COOKIES[service].names) names.add(name);
    for (const name of sent) if (isServiceCookie(service, name)) names.add(name);
  }
  return [...names];
}

/** The units a service is configured for: the business-portal variant has its own container (docs/product.md#audiences-and-units). */
export const SERVICE_UNITS = ["applicant", "company", "businessPortal"] as const;
export type ServiceUnit = (typeof SERVICE_UNITS)[number];

/** A configured service (server/services-config.ts reads it from the environment). */
export interface ServiceConfig {
  /** With `{id}` where the unit's id goes (else `?id=` is added). */
  scriptUrl: string;
  origin: string;
  ids: Partial<Record<ServiceUnit, string>>;
}
export type ServicesConfig = Partial<Record<ConsentService, ServiceConfig>>;

/** The script address of a service for a unit's id. */
export function serviceScriptSrc(config: ServiceConfig, id: string): string {
  const encoded = encodeURIComponent(id);
  if (config.scriptUrl.includes("{id}")) return config.scriptUrl.replaceAll("{id}", encoded);
  const url = new URL(config.scriptUrl);
  url.searchParams.set("id", id);
  return url.toString();
}

/** The events of docs/product.md#other-flows that switch the registered services. */
export const CONSENT_EVENTS = ["ACCEPT_ALL", "REJECT_ALL", "SAVE", "consent_status", "consents_initialized"] as const;
export type ConsentEvent = (typeof CONSENT_EVENTS)[number];

/** The event a stored choice was given with. */
export const eventOfChoice = (choice: ConsentChoice): ConsentEvent =>
  choice === "all" ? "ACCEPT_ALL" : choice === "none" ? "REJECT_ALL" : "SAVE";

/** The A/B test of the onboarding flow (docs/product.md#entities: one experiment id is tied to it). */
export const ONBOARDING_EXPERIMENT = "onboarding-flow";
export const AB_VARIANTS = ["Original", "Variation 1"] as const;
export type AbVariant = (typeof AB_VARIANTS)[number];

export { withoutTrackingParameters } from "./consent-paths";

/** A tracking id as the API accepts it (`?t=`): letters, digits, `-` and `_`, at most 64. */
export const TRACKING_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
