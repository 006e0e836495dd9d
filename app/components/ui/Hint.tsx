import { useFetcher, useLocation } from "@remix-run/react";
import { type ReactNode, useState } from "react";
import { SubmissionKey } from "~/components/ui/Form";
import { type DialogHint, HINT_ACTION } from "~/features/hints/hint-dialogs";
import type { ApplicantHint } from "~/features/hints/hints";
import { useTranslation } from "~/i18n/translation";

export const HINT_FRAME = "space-y-3 border-s-4 border-blue-800 bg-blue-50 p-4 text-gray-900";

/** A hint's dismissal in the background (PUT /v1/metadata through /ds/hints); the hint is gone at once. */
export function useHintDismissal(flag: ApplicantHint) {
  const fetcher = useFetcher();
  const [dismissed, setDismissed] = useState(false);
  const dismiss = () => {
    setDismissed(true);
    // the fetcher reloads the pages' data afterwards, so the flag holds on every later navigation too
    fetcher.submit({ flag, mode: "fetch" }, { method: "post", action: HINT_ACTION });
  };
  return { dismissed, dismiss };
}

/** A hint's heading, text and dismiss form (a plain form without JavaScript: the page comes back without it). */
export function HintContent({
  flag,
  title,
  children,
  dismiss,
  closeButton = false,
}: {
  flag: ApplicantHint;
  title: string;
  children: ReactNode;
  dismiss: () => void;
  closeButton?: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const formId = `hint-form-${flag}`;
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <h2 id={`hint-${flag}`} className="text-lg font-bold">
          {title}
        </h2>
        {closeButton ? (
          <button
            type="submit"
            form={formId}
            className="btn-link"
            aria-label={t("hints.close")}
            data-testid={`hint-close-${flag}`}
          >
            ×
          </button>
        ) : null}
      </div>
      <div className="space-y-2">{children}</div>
      <form
        id={formId}
        method="post"
        action={HINT_ACTION}
        onSubmit={(event) => {
          event.preventDefault();
          dismiss();
        }}
      >
        <SubmissionKey />
        <input type="hidden" name="flag" value={flag} />
        <input type="hidden" name="at" value={pathname} />
        <button type="submit" className="btn-secondary">
          {t("hints.dismiss")}
        </button>
      </form>
    </>
  );
}

/**
 * A one-time hint of docs/product.md#entities shown inline: its button posts the dismissal, in the background with
 * JavaScript. The hints that open as a modal dialog with JavaScript are `HintDialog` (./HintDialog.tsx).
 */
export function Hint({
  flag,
  title,
  children,
}: {
  flag: Exclude<ApplicantHint, DialogHint>;
  title: string;
  children: ReactNode;
}) {
  const { dismissed, dismiss } = useHintDismissal(flag);
  if (dismissed) return null;
  return (
    <section aria-labelledby={`hint-${flag}`} className={HINT_FRAME} data-hint={flag}>
      <HintContent flag={flag} title={title} dismiss={dismiss}>
        {children}
      </HintContent>
    </section>
  );
}
