import { BackToTop } from "./BackToTop";
import { ReconnectToast } from "./ReconnectToast";

/** The shell's JavaScript-only helpers, loaded after the page is interactive (their code is not in the first load). */
export default function ShellExtras() {
  return (
    <>
      <BackToTop />
      <ReconnectToast />
    </>
  );
}
