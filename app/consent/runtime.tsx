/**
 * The consent tool's behaviour with JavaScript, loaded after hydration (app/render/after-hydration.tsx): the banner
 * after 2 s (docs/product.md#constants-and-limits), the consented services switched by the consent events, the page views of docs/product.md#app-shell,
 * and the removal of the tracking id and campaign parameters 300 ms after reading them (docs/product.md#other-flows).
 */
import { useLocation, useMatches, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ConsentBanner, type ConsentIntent } from "~/components/shell/ConsentBanner";
import type { ConsentState } from "~/consent/consent.server";
import type { RootData } from "~/render/root-data";
import type { RouteHandle } from "~/routing/route-handle";
import { bannerWanted } from "./banner-rule";
import { allOf, applyConsentEvent, pushPageView, startServices } from "./services";

export const BANNER_DELAY_MS = 2000;
export const CLEAN_ADDRESS_DELAY_MS = 300;

const NO_CONSENT: ConsentState = { offered: [], given: null, cleanUrl: null };

export default function ConsentRuntime() {
  // the root's data without ~/root-data's hook: a module shared with the page would be a chunk of its own
  const consent = (useRouteLoaderData("root") as RootData | undefined)?.consent ?? NO_CONSENT;
  const location = useLocation();
  const matches = useMatches();
  const pathname = location.pathname;
  const named = Boolean((matches.at(-1)?.handle as RouteHandle | undefined)?.title);
  const showBanner = bannerWanted(consent, matches, location.search);
  const returnTo = `${pathname}${location.search}`;
  const initialized = useRef(false);
  const [late, setLate] = useState(false);
  const tagManager = consent.given?.services.tagManager === true;

  useEffect(() => {
    startServices(consent, !initialized.current);
    initialized.current = true;
  }, [consent]);

  const cleanUrl = consent.cleanUrl;
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
    if (!tagManager) return;
    const timer = setTimeout(() => pushPageView(pathname), named ? 0 : 1000);
    return () => clearTimeout(timer);
  }, [pathname, tagManager]);

  useEffect(() => {
    const timer = setTimeout(() => setLate(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // A choice switches the services at once (the page then reloads with the answer).
  const onChoice = (intent: ConsentIntent) =>
    applyConsentEvent(intent === "accept_all" ? "ACCEPT_ALL" : "REJECT_ALL", allOf(intent === "accept_all"));
  return showBanner && late ? <ConsentBanner returnTo={returnTo} onChoice={onChoice} /> : null;
}
