/**
 * The consent tool in every page (app/root.tsx). Without JavaScript the server's <noscript> holds the
 * banner's form and, with consent, the tag manager's no-script frame (app/consent/noscript.server.tsx).
 * With JavaScript everything else (app/consent/runtime.tsx) loads after hydration with the shell's other
 * JavaScript-only parts (app/render/after-hydration.tsx): a page's own JavaScript grows by a few dozen bytes.
 */
import { NoscriptCleanAddress, NoscriptConsent } from "./noscript.server";

export function ConsentManager() {
  // in the browser the element stays as the server sent it (its content is no-JavaScript markup)
  return NoscriptConsent ? <NoscriptConsent /> : <noscript suppressHydrationWarning />;
}

/** In the <head>: without JavaScript the address loses the tracking id and campaign parameters by a redirect. */
export function ConsentHead() {
  return NoscriptCleanAddress ? <NoscriptCleanAddress /> : <noscript suppressHydrationWarning />;
}
