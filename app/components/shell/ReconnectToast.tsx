import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/translation";

/** How long the toast stays. */
const SHOWN_MS = 4000;

/**
 * "Contact re-established successfully" (docs/product.md#app-shell toast): when the browser reports the connection back
 * after it was lost. JavaScript only (a page without it has no connection to lose between loads).
 */
export function ReconnectToast() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let lost = false;
    let timer: number | undefined;
    const offline = () => {
      lost = true;
      setShown(false);
    };
    const online = () => {
      if (!lost) return;
      lost = false;
      setShown(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setShown(false), SHOWN_MS);
    };
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-16 z-50 flex justify-center px-4"
    >
      {shown ? (
        <p className="pointer-events-auto rounded border-s-4 border-green-700 bg-green-50 p-3 text-gray-900 shadow-lg">
          {t("shell.reconnected")}
        </p>
      ) : null}
    </div>
  );
}
