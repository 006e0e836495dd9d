import { BackToTop } from "~/components/shell/BackToTop";
import { ReconnectToast } from "~/components/shell/ReconnectToast";
import ConsentRuntime from "~/consent/runtime";
import { useOfflineCopies } from "~/features/offline/offline-copies";

/** The shell's JavaScript-only parts, loaded after the page is interactive (app/after-hydration.tsx). */
export default function AfterHydrationExtras() {
  useOfflineCopies();
  return (
    <>
      <BackToTop />
      <ReconnectToast />
      <ConsentRuntime />
    </>
  );
}
