import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/translation";

/** Spec docs/architecture.md / docs/architecture.md#routes: a client navigation that takes longer than 300 ms shows a pending indicator. */
export const PENDING_DELAY_MS = 300;

export function PendingIndicator() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (navigation.state === "idle") {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PENDING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigation.state]);
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-0 z-50">
      {visible ? (
        <>
          <div className="h-1 w-full bg-yellow-400 motion-safe:animate-pulse" />
          <span className="sr-only">{t("shell.loading")}</span>
        </>
      ) : null}
    </div>
  );
}
