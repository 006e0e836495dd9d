import { useState } from "react";
import { useTranslation } from "~/i18n/translation";

/**
 * Copies `text` to the clipboard and announces the result politely. Hidden without JavaScript (`no-js:`):
 * there is no button that could not work (the field stays selectable). With JavaScript the server's
 * button shows from the first paint (a click before the page hydrated does nothing), so hydrating moves
 * nothing on the page.
 */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation("content");
  const [status, setStatus] = useState<"" | "copied" | "failed">("");
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
      <button type="button" className="btn-primary no-js:hidden" onClick={copy}>
        {t("bringafriend.copy")}
      </button>
      <p role="status" aria-live="polite" className="font-bold">
        {status === "copied" ? t("bringafriend.copied") : status === "failed" ? t("bringafriend.copyFailed") : ""}
      </p>
    </>
  );
}
