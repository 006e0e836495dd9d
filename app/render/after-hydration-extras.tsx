import { useEffect } from "react";
import { BackToTop } from "~/components/shell/BackToTop";
import { ReconnectToast } from "~/components/shell/ReconnectToast";
import ConsentRuntime from "~/consent/runtime";
import { useOfflineCopies } from "~/features/offline/offline-copies";

/** The shell's JavaScript-only parts, loaded after the page is interactive (app/render/after-hydration.tsx). */
export default function AfterHydrationExtras() {
  useOfflineCopies();
  // The page came with its route's rules (scripts/route-css.mjs, ADR 054): what the script shows later (a
  // dialog, the next page) needs the whole stylesheet, which the browser caches.
  useEffect(() => {
    const href = document.getElementById("critical-css")?.dataset.whole;
    if (!href) return;
    const whole = document.createElement("link");
    whole.rel = "stylesheet";
    whole.href = href;
    document.head.append(whole);
  }, []);
  return (
    <>
      <BackToTop />
      <ReconnectToast />
      <ConsentRuntime />
    </>
  );
}
