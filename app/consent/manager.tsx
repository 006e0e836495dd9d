/**
 * The consent tool in every page (app/root.tsx). Without JavaScript the server's <noscript> holds the
 * banner's form and, with consent, the tag manager's no-script frame (app/consent/noscript.server.tsx).
 * With JavaScript everything else (app/consent/runtime.tsx) loads after hydration: a page's own
 * JavaScript grows by a few dozen bytes.
 */
import { lazy, Suspense } from "react";
import { NoscriptConsent } from "./noscript.server";

const ConsentRuntime = lazy(() => import("./runtime"));

export function ConsentManager() {
  return (
    <>
      {/* in the browser the element stays as the server sent it (its content is no-JavaScript markup) */}
      {NoscriptConsent ? <NoscriptConsent /> : <noscript suppressHydrationWarning />}
      <Suspense fallback={null}>
        <ConsentRuntime />
      </Suspense>
    </>
  );
}
