/**
 * The consent tool on the server: which optional services a page may offer (configured for its unit),
 * what the visitor agreed to (the consent cookie), the cookies that answer and withdraw consent, and the
 * tracking id of docs/product.md#other-flows. The CSP side is server/security.ts (`consentedOrigins`).
 */
import type { AppLoadContext } from "@remix-run/node";
import type { PortalUnit } from "#contracts";
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_SERVICES,
  type ConsentService,
  type CookieConsent,
  consentOfCookieHeader,
  cookiesToDelete,
  type ServiceUnit,
  serializeConsent,
  serviceScriptSrc,
  TRACKING_ID_PATTERN,
  withoutTrackingParameters,
} from "#contracts/consent";
import type { TrackingCookie } from "#contracts/tracking";

/** A service the page offers; `src` only once the visitor consented (nothing third-party is named before). */
export interface OfferedService {
  service: ConsentService;
  src?: string;
  /** The tag manager's no-JavaScript frame (its `ns.html`), with consent only. */
  frameSrc?: string;
}

/** What the root loader tells every page about consent. */
export interface ConsentState {
  /** The services the visitor is asked about on this unit, in the order of docs/product.md#other-flows. */
  offered: OfferedService[];
  /** The visitor's answer, or null (not answered yet, or asked again after a new version). */
  given: CookieConsent | null;
  /** The address without `t` and `utm_*` when the request carried them (removed after reading). */
  cleanUrl: string | null;
}

export const consentOf = (request: Request) => consentOfCookieHeader(request.headers.get("Cookie"));

/**
 * The services of a unit: those configured with an id for it (the business portal has its own), and the
 * portal's own A/B testing of the onboarding (docs/product.md#entities), which needs consent like any other.
 */
export function offeredServices(
  context: AppLoadContext,
  unit: PortalUnit,
  businessPortal: boolean,
  consent: CookieConsent | null,
): OfferedService[] {
  const key: ServiceUnit = businessPortal ? "businessPortal" : unit === "company" ? "company" : "applicant";
  const offered: OfferedService[] = [];
  for (const service of CONSENT_SERVICES) {
    const config = context.portal.services?.[service];
    const id = config?.ids[key];
    if (!config || !id) {
      if (service === "abTesting") offered.push({ service });
      continue;
    }
    if (!consent?.services[service]) {
      offered.push({ service });
      continue;
    }
    const src = serviceScriptSrc(config, id);
    const frameSrc =
      service === "tagManager"
        ? `${new URL("ns.html", src).toString().split("?")[0]}?id=${encodeURIComponent(id)}`
        : undefined;
    offered.push({ service, src, ...(frameSrc ? { frameSrc } : {}) });
  }
  return offered;
}

const cookieAttributes = (context: AppLoadContext) => `Path=/; SameSite=Lax${context.portal.secure ? "; Secure" : ""}`;

/** The consent cookie for an answer (essential: it keeps a refusal too). */
export const consentCookie = (context: AppLoadContext, consent: CookieConsent) =>
  `${CONSENT_COOKIE}=${serializeConsent(consent)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; HttpOnly; ${cookieAttributes(context)}`;

/** Deletes (expiry in the past) the cookies of every service the answer leaves off. */
export const withdrawnCookies = (request: Request, consent: CookieConsent) =>
  cookiesToDelete(consent.services, request.headers.get("Cookie")).map(
    (name) => `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/`,
  );

/** The tracking cookie of an API answer (docs/product.md#api-calls), only with the tag manager's consent. */
export function trackingCookie(
  context: AppLoadContext,
  consent: CookieConsent | null,
  cookie: TrackingCookie | undefined,
): string | null {
  if (!cookie || !consent?.services.tagManager) return null;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cookie.name) || !/^[A-Za-z0-9_-]{0,200}$/.test(cookie.value)) return null;
  return `${cookie.name}=${cookie.value}; Max-Age=${cookie.maxAge}; ${cookieAttributes(context)}`;
}

/** The tracking id of a request's address, when it is one the API takes. */
export function trackingIdOf(url: URL): string | null {
  const id = url.searchParams.get("t");
  return id && TRACKING_ID_PATTERN.test(id) ? id : null;
}

/** The address without the tracking id and campaign parameters, or null when there were none. */
export function cleanAddress(url: URL): string | null {
  if (![...url.searchParams.keys()].some((key) => key === "t" || key.startsWith("utm"))) return null;
  return `${url.pathname}${withoutTrackingParameters(url.search)}`;
}
