/**
 * What the consent tool renders for a browser without JavaScript, inside one <noscript>: the banner's form
 * (never on `suppressCmp` routes, never with `testmode` in the query) and, with consent, the tag manager's
 * own no-script frame. Server only: the browser's bundle gets an empty module (a browser that runs the
 * bundle runs JavaScript), so none of this is in a page's JavaScript.
 */
import { useLocation, useMatches } from "@remix-run/react";
import { ConsentBanner } from "~/components/shell/ConsentBanner";
import { useRootData } from "~/render/root-data";
import { bannerWanted } from "./banner-rule";

export function NoscriptConsent() {
  const consent = useRootData()?.consent;
  const location = useLocation();
  const matches = useMatches();
  if (!consent) return <noscript />;
  const frameSrc = consent.offered.find((o) => o.frameSrc)?.frameSrc;
  const banner = bannerWanted(consent, matches, location.search);
  return (
    <noscript>
      {frameSrc ? <iframe src={frameSrc} title="Tag manager" className="hidden" height="0" width="0" /> : null}
      {banner ? <ConsentBanner returnTo={`${location.pathname}${location.search}`} /> : null}
    </noscript>
  );
}

/** The no-JavaScript redirect to the address without tracking parameters (docs/product.md#other-flows), in the <head>. */
export function NoscriptCleanAddress() {
  const cleanUrl = useRootData()?.consent?.cleanUrl;
  return <noscript>{cleanUrl ? <meta httpEquiv="refresh" content={`0; url=${cleanUrl}`} /> : null}</noscript>;
}
