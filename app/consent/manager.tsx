/**
 * The consent tool in every page (app/root.tsx): the banner (without JavaScript at once inside <noscript>,
 * with JavaScript after 2 s, spec §9; never on `suppressCmp` routes, never with `testmode` in the query),
 * the consented services switched by the consent events, the page views of spec §2.5, and the removal of
 * the tracking id and campaign parameters from the address 300 ms after reading them (spec §4.3).
 */
import { useLocation, useMatches } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { allServices, withoutTrackingParameters } from "#contracts/consent";
import { ConsentBanner, type ConsentIntent } from "~/components/shell/ConsentBanner";
import { useRootData } from "~/root-data";
import type { RouteHandle } from "~/route-handle";
import {
  applyConsentEvent,
  cookieOnlyService,
  pageViewDelay,
  pushPageView,
  registerService,
  scriptService,
} from "./services";

export const BANNER_DELAY_MS = 2000;
export const CLEAN_ADDRESS_DELAY_MS = 300;

const handlesOf = (matches: ReturnType<typeof useMatches>) =>
  matches.map((m) => m.handle as RouteHandle | undefined).filter((h): h is RouteHandle => Boolean(h));

export function ConsentManager() {
  const consent = useRootData()?.consent;
  const location = useLocation();
  const handles = handlesOf(useMatches());
  const suppressCmp = handles.some((h) => h.suppressCmp);
  const named = Boolean(handles.at(-1)?.title);
  const initialized = useRef(false);
  const [late, setLate] = useState(false);

  useEffect(() => {
    if (!consent) return;
    for (const { service, src } of consent.offered) {
      registerService(service, src ? scriptService(service, src) : cookieOnlyService(service));
    }
    applyConsentEvent(initialized.current ? "consent_status" : "consents_initialized", consent.given?.services ?? {});
    initialized.current = true;
  }, [consent]);

  const cleanUrl = consent?.cleanUrl;
  useEffect(() => {
    if (!cleanUrl) return;
    const timer = setTimeout(
      () => window.history.replaceState(window.history.state, "", cleanUrl),
      CLEAN_ADDRESS_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [cleanUrl]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per address, with the route's delay
  useEffect(() => {
    const timer = setTimeout(() => pushPageView(location.pathname), pageViewDelay(named));
    return () => clearTimeout(timer);
  }, [location.pathname]);

  useEffect(() => {
    const timer = setTimeout(() => setLate(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const frameSrc = consent?.offered.find((o) => o.frameSrc)?.frameSrc;
  const showBanner =
    consent && !consent.given && consent.offered.length > 0 && !suppressCmp && !location.search.includes("testmode");
  const returnTo = `${location.pathname}${withoutTrackingParameters(location.search)}`;
  // With JavaScript, a choice switches the services at once (the page then reloads with the answer).
  const onChoice = (intent: ConsentIntent) =>
    applyConsentEvent(intent === "accept_all" ? "ACCEPT_ALL" : "REJECT_ALL", allServices(intent === "accept_all"));
  return (
    <>
      {frameSrc ? (
        <noscript>
          {/* the tag manager's own fallback without JavaScript, with consent only */}
          <iframe src={frameSrc} title="Tag manager" className="hidden" height="0" width="0" />
        </noscript>
      ) : null}
      {showBanner ? (
        <>
          <noscript>
            <ConsentBanner returnTo={returnTo} />
          </noscript>
          {late ? <ConsentBanner returnTo={returnTo} onChoice={onChoice} /> : null}
        </>
      ) : null}
    </>
  );
}
