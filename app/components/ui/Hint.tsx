import { useFetcher, useLocation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { DIALOG_HINTS, HINT_ACTION } from "~/features/hints/hint-dialogs";
import type { ApplicantHint } from "~/features/hints/hints";
import { useTranslation } from "~/translation";

/**
 * A one-time hint of spec §3. Without JavaScript an inline notice whose button posts the dismissal (the page
 * comes back without it). With JavaScript a hint marked `dialog` opens as a modal <dialog> (the same element,
 * rendered open in place by the server, so hydration changes nothing; it is then reopened modally); the
 * button, the close button and Escape dismiss it in the background (PUT /v1/metadata through /ds/hints).
 */
export function Hint({ flag, title, children }: { flag: ApplicantHint; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const ref = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher();
  const [dismissed, setDismissed] = useState(false);
  const modal = DIALOG_HINTS.includes(flag);
  const headingId = `hint-${flag}`;
  const formId = `hint-form-${flag}`;

  useEffect(() => {
    const element = ref.current;
    if (!modal || !element || element.matches(":modal")) return;
    element.close();
    element.showModal();
  }, [modal]);

  if (dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    // the fetcher reloads the pages' data afterwards, so the flag holds on every later navigation too
    fetcher.submit({ flag, mode: "fetch" }, { method: "post", action: HINT_ACTION });
  };

  const content = (
    <>
      <div className="flex items-start justify-between gap-4">
        <h2 id={headingId} className="text-lg font-bold">
          {title}
        </h2>
        {modal ? (
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
        <input type="hidden" name="flag" value={flag} />
        <input type="hidden" name="at" value={pathname} />
        <button type="submit" className="btn-secondary">
          {t("hints.dismiss")}
        </button>
      </form>
    </>
  );
  const frame = "space-y-3 border-s-4 border-blue-800 bg-blue-50 p-4 text-gray-900";

  if (!modal) {
    return (
      <section aria-labelledby={headingId} className={frame} data-hint={flag}>
        {content}
      </section>
    );
  }
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={headingId}
      data-hint={flag}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      className={`${frame} w-full max-w-lg rounded-lg shadow-lg backdrop:bg-black/50 [&:not(:modal)]:static [&:not(:modal)]:max-w-none [&:not(:modal)]:rounded-none [&:not(:modal)]:shadow-none`}
    >
      {content}
    </dialog>
  );
}
