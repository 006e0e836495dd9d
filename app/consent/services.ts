/**
 * The browser side of the consent tool (docs/product.md#other-flows): registered services are switched on or off by the
 * consent events (ACCEPT_ALL, REJECT_ALL, SAVE, consent_status, consents_initialized) per the true/false
 * given for each. Switching one off removes its script and deletes its cookies (expiry in the past). Kept
 * tiny: it is part of every page's JavaScript.
 */
import type { ConsentEvent, ConsentService, ConsentServices } from "#contracts/consent";
import { allServices, isServiceCookie } from "#contracts/consent";
import type { ConsentState } from "~/consent/consent.server";

export interface ServiceHandle {
  on(): void;
  off(): void;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

const registry = new Map<ConsentService, ServiceHandle>();

export const registerService = (service: ConsentService, handle: ServiceHandle) => registry.set(service, handle);

/** The last event and what it switched (read by tests and by the page-view tracking). */
export const consentStatus: { event: ConsentEvent | null; on: Set<ConsentService> } = { event: null, on: new Set() };

/** Switches every registered service per the event's answer; a service the answer leaves out is off. */
export function applyConsentEvent(
  event: ConsentEvent,
  services: Partial<ConsentServices>,
  handles: ReadonlyMap<ConsentService, ServiceHandle> = registry,
) {
  consentStatus.event = event;
  for (const [service, handle] of handles) {
    if (services[service] === true) {
      consentStatus.on.add(service);
      handle.on();
    } else {
      consentStatus.on.delete(service);
      handle.off();
    }
  }
}

/** Deletes a service's cookies on this host and its parent domains (scripts often set them on the site). */
export function deleteServiceCookies(service: ConsentService, doc: Document = document) {
  const names = doc.cookie
    .split(";")
    .map((part) => part.split("=", 1)[0].trim())
    .filter((name) => name && isServiceCookie(service, name));
  const labels = doc.location.hostname.split(".");
  const domains = [""];
  for (let i = 0; i < labels.length - 1; i++) domains.push(`; domain=.${labels.slice(i).join(".")}`);
  for (const name of names) {
    for (const domain of domains) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  }
}

/** A service loaded by one script; off removes the script and the cookies it left. */
export function scriptService(service: ConsentService, src: string, doc: Document = document): ServiceHandle {
  const selector = `script[data-consent-service="${service}"]`;
  return {
    on() {
      if (doc.querySelector(selector)) return;
      if (service === "tagManager") {
        window.dataLayer = window.dataLayer ?? [];
        window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
      }
      const script = doc.createElement("script");
      script.async = true;
      script.src = src;
      script.dataset.consentService = service;
      doc.head.appendChild(script);
    },
    off() {
      doc.querySelector(selector)?.remove();
      deleteServiceCookies(service, doc);
    },
  };
}

/** A service without a script here (not configured, or not consented): off still deletes what it left. */
export const cookieOnlyService = (service: ConsentService): ServiceHandle => ({
  on() {},
  off() {
    deleteServiceCookies(service);
  },
});

/**
 * Page views of docs/product.md#app-shell for the tag manager's data layer: not for the application steps named there
 * (documents, abilities, info session, interview, search, contracts), delayed by 1 s on routes without a name.
 */
const UNTRACKED = /^\/ds\/application\/(data|skills|info-session|consultation|partner-search|contract)(\/|$)/;
export const isTrackedView = (pathname: string) => !UNTRACKED.test(pathname);
export const pageViewDelay = (named: boolean) => (named ? 0 : 1000);

export function pushPageView(pathname: string) {
  if (!consentStatus.on.has("tagManager") || !window.dataLayer || !isTrackedView(pathname)) return;
  window.dataLayer.push({ event: "page_view", page_path: pathname });
}

export const allOf = allServices;

/**
 * Registers the page's services (a script for those the visitor consented to, the cookie clean-up for the
 * others) and switches them per the stored answer: `consents_initialized` on the first page, then `consent_status`.
 */
export function startServices(consent: ConsentState, first: boolean) {
  if (!consent.given && !consent.offered.some((o) => o.src)) return;
  for (const { service, src } of consent.offered) {
    registerService(service, src ? scriptService(service, src) : cookieOnlyService(service));
  }
  applyConsentEvent(first ? "consents_initialized" : "consent_status", consent.given?.services ?? {});
}
