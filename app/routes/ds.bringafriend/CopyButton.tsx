import { useEffect, useState } from "react";
import { useTranslation } from "~/translation";

/**
 * Copies `text` to the clipboard and announces the result politely. Rendered only after hydration:
 * without JavaScript there is no button that could not work (the field stays selectable).
 */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation("content");
  const [hydrated, setHydrated] = useState(false);
  const [status, setStatus] = useState<"" | "copied" | "failed">("");
  useEffect(() => setHydrated(true), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }
  return (
    <>
      {hydrated ? (
        <button type="button" className="btn-primary" onClick={copy}>
          {t("bringafriend.copy")}
        </button>
      ) : null}
      <p role="status" aria-live="polite" className="font-semibold">
        {status === "copied" ? t("bringafriend.copied") : status === "failed" ? t("bringafriend.copyFailed") : ""}
      </p>
    </>
  );
}
