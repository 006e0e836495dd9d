import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/translation";

/** Below this many pixels from the top the button is never needed. */
const MIN_OFFSET = 400;

/**
 * The back-to-top button (docs/product.md#app-shell): shows while the reader scrolls up, and is hidden 150 ms after each
 * navigation. JavaScript only and fixed in the corner, so it never moves the page (without JavaScript the
 * browser's own Home key and the skip link remain).
 */
export function BackToTop() {
  const { t } = useTranslation();
  const { key } = useLocation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setVisible(y < last && y > MIN_OFFSET);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    if (!key) return;
    const timer = window.setTimeout(() => setVisible(false), 150);
    return () => window.clearTimeout(timer);
  }, [key]);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="btn-secondary fixed bottom-4 end-4 z-40 shadow-lg"
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.getElementById("main-content")?.focus({ preventScroll: true });
        setVisible(false);
      }}
    >
      {t("shell.backToTop")}
    </button>
  );
}
