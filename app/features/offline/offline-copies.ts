import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { RootData } from "~/render/root-data";

/**
 * Registers the service worker that keeps the signed-in applicant's pages readable offline (public/sw.js,
 * ADR 034), after hydration and only with JavaScript: the portal never needs it. Other users get no worker;
 * one left from an applicant's visit deletes the kept copies on the first page it sees of somebody else.
 */
export function useOfflineCopies() {
  // the root's data without ~/root-data's hook: a module shared with the page would be a chunk of its own
  const issuer = (useRouteLoaderData("root") as RootData | undefined)?.user?.issuer;
  const { pathname } = useLocation();
  const documentLoad = useRef(true);
  useEffect(() => {
    if (issuer !== "applicant" || !("serviceWorker" in navigator)) return;
    // a browser that refuses (private mode, storage off) simply has no offline copies
    navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  }, [issuer]);
  // Offline, a link followed by the page's script would fetch the next page's data and fail (an error
  // page): followed by the browser instead, it is a navigation the worker answers with its copy or the
  // offline page. The click is kept from React's handlers, not from the browser's default.
  useEffect(() => {
    if (issuer !== "applicant") return;
    const followByBrowser = (event: MouseEvent) => {
      if (navigator.onLine || !navigator.serviceWorker?.controller) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) event.stopPropagation();
    };
    window.addEventListener("click", followByBrowser, true);
    return () => window.removeEventListener("click", followByBrowser, true);
  }, [issuer]);
  // A page reached by a client-side navigation is no navigation the worker sees: it is told the address
  // and keeps the page if it is one it keeps. The document's own load it has seen itself.
  useEffect(() => {
    if (documentLoad.current) {
      documentLoad.current = false;
      return;
    }
    if (issuer === "applicant") navigator.serviceWorker?.controller?.postMessage({ keep: pathname });
  }, [issuer, pathname]);
}
