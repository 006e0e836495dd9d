import { BackToTop } from "~/components/shell/BackToTop";
import { ReconnectToast } from "~/components/shell/ReconnectToast";
import ConsentRuntime from "~/consent/runtime";

/** The shell's JavaScript-only parts, loaded after the page is interactive (app/after-hydration.tsx). */
export default function AfterHydrationExtras() {
  return (
    <>
      <BackToTop />
      <ReconnectToast />
      <ConsentRuntime />
    </>
  );
}
