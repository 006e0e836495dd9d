import type { useMatches } from "@remix-run/react";
import type { ConsentState } from "~/consent/consent.server";
import type { RouteHandle } from "~/routing/route-handle";

/**
 * Whether the banner is shown: no answer yet, something to ask about, not on a route with `suppressCmp`
 * (docs/product.md#route-meta) and not with `testmode` in the query (docs/product.md#constants-and-limits).
 */
export const bannerWanted = (consent: ConsentState, matches: ReturnType<typeof useMatches>, search: string) =>
  !consent.given &&
  consent.offered.length > 0 &&
  !matches.some((m) => (m.handle as RouteHandle | undefined)?.suppressCmp) &&
  !search.includes("testmode");
