import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { RootData } from "~/root-data";

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
