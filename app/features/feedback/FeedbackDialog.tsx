import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { FeedbackActionData, FeedbackUnit } from "~/features/feedback/feedback.server";
import { useTranslation } from "~/i18n/translation";
import { FeedbackForm } from "./FeedbackForm";

export interface FeedbackDialogProps {
  unit: FeedbackUnit;
  /** The feedback page: the form's action, and the dismissal's. */
  path: string;
  /** Called when the dialog has closed (Escape, the close button, or after the thank-you). */
  onClosed: () => void;
}

/**
 * The navbar's feedback form in a modal dialog (native <dialog>: the page behind is inert, Escape closes),
 * open from its first render. Closing without an answer dismisses the prompt for good (docs/product.md#other-flows); after
 * submitting the dialog shows the thank-you with a close button. Loaded only when the prompt is used.
 */
export default function FeedbackDialog({ unit, path, onClosed }: FeedbackDialogProps) {
  const { t } = useTranslation("feedback");
  const dialog = useRef<HTMLDialogElement>(null);
  const submit = useFetcher<FeedbackActionData>();
  const dismiss = useFetcher<FeedbackActionData>();
  const sent = submit.data?.ok === true;
  const company = unit === "company";

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  const onClose = () => {
    if (!sent) dismiss.submit({ intent: "dismiss", mode: "dialog" }, { method: "post", action: path });
    onClosed();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="feedback-dialog-title"
      onClose={onClose}
      className="w-full max-w-lg rounded-lg border border-gray-300 bg-white p-6 text-gray-900 shadow-lg backdrop:bg-black/50"
    >
      {sent ? (
        <div className="space-y-4" role="status">
          <h2 id="feedback-dialog-title" className="text-xl font-bold">
            {t("thanksTitle")}
          </h2>
          <p>{t(company ? "thanksCompany" : "thanks")}</p>
          <button type="button" className="btn-primary" onClick={() => dialog.current?.close()}>
            {t("close")}
          </button>
        </div>
      ) : (
        <div className="space-y-4">
          <div className="flex items-start justify-between gap-4">
            <h2 id="feedback-dialog-title" className="text-xl font-bold">
              {t(company ? "titleCompany" : "title")}
            </h2>
            <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
              {t("close")}
            </button>
          </div>
          <p>{t(company ? "introCompany" : "intro")}</p>
          <FeedbackForm unit={unit} action={path} fetcher={submit} result={submit.data} idPrefix="feedback-dialog" />
        </div>
      )}
    </dialog>
  );
}
