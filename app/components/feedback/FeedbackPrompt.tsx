import { useFetcher, useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { Account, B2bUser } from "#contracts";
import { FEEDBACK_GIVEN_KEY } from "#contracts/feedback";
import type { FeedbackActionData, FeedbackUnit } from "~/features/feedback/feedback.server";
import { useTranslation } from "~/translation";

// The form arrives when the visitor reaches for the prompt (or opens it): the navbar is on every page, and
// the form with its fields would otherwise be part of every page's first load.
const loadForm = () => import("./FeedbackForm");
const FeedbackForm = lazy(() => loadForm().then((module) => ({ default: module.FeedbackForm })));

const given = (user: { metadata: Record<string, unknown>; hints: { feedbackGiven?: boolean } } | undefined) =>
  !user || user.metadata[FEEDBACK_GIVEN_KEY] === true || user.hints.feedbackGiven === true;

/** The unit whose layout data is loaded and whether its user still may be asked for feedback. */
function useFeedbackUnit(): { unit: FeedbackUnit; ask: boolean } | null {
  const ds = useRouteLoaderData<{ account?: Account }>("routes/ds");
  const b2b = useRouteLoaderData<{ me?: B2bUser }>("routes/b2b");
  if (ds?.account) return { unit: "applicant", ask: !given(ds.account) };
  if (b2b?.me) return { unit: "company", ask: !given(b2b.me) };
  return null;
}

/**
 * "Feedback geben" in the navbar of both units while FEEDBACK_GIVEN is not set (spec §4.3). Without
 * JavaScript a link to the feedback page; with it the same form in a modal dialog (native <dialog>: the
 * page behind is inert, Escape closes). Closing without an answer sets the flag too, so the prompt never
 * returns; after submitting the dialog shows the thank-you with a close button.
 */
export function FeedbackPrompt() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation("feedback");
  const state = useFeedbackUnit();
  const dialog = useRef<HTMLDialogElement>(null);
  const submit = useFetcher<FeedbackActionData>();
  const dismiss = useFetcher<FeedbackActionData>();
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const sent = submit.data?.ok === true;
  const path = state?.unit === "company" ? "/b2b/feedback" : "/ds/feedback";

  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);

  // keep the dialog while it is open, even after the answer set the flag and the layout data reloaded
  if (!state || (!state.ask && !open)) return null;
  const company = state.unit === "company";

  const onClosed = () => {
    setOpen(false);
    if (!sent) dismiss.submit({ intent: "dismiss", mode: "dialog" }, { method: "post", action: path });
    setFormKey((k) => k + 1);
  };

  return (
    <>
      {state.ask ? (
        <a
          href={path}
          className="text-white underline underline-offset-2 hover:text-white"
          onPointerEnter={loadForm}
          onFocus={loadForm}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {t("shell.nav.feedback")}
        </a>
      ) : null}
      {open ? (
        <dialog
          ref={dialog}
          aria-labelledby="feedback-dialog-title"
          onClose={onClosed}
          className="w-full max-w-lg rounded-lg border border-gray-300 bg-white p-6 text-gray-900 shadow-lg backdrop:bg-black/50"
        >
          {sent ? (
            <div className="space-y-4" role="status">
              <h2 id="feedback-dialog-title" className="text-xl font-bold">
                {tf("thanksTitle")}
              </h2>
              <p>{tf(company ? "thanksCompany" : "thanks")}</p>
              <button type="button" className="btn-primary" onClick={() => dialog.current?.close()}>
                {tf("close")}
              </button>
            </div>
          ) : (
            <div className="space-y-4">
              <div className="flex items-start justify-between gap-4">
                <h2 id="feedback-dialog-title" className="text-xl font-bold">
                  {tf(company ? "titleCompany" : "title")}
                </h2>
                <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
                  {tf("close")}
                </button>
              </div>
              <p>{tf(company ? "introCompany" : "intro")}</p>
              <Suspense fallback={null}>
                <FeedbackForm
                  key={formKey}
                  unit={state.unit}
                  action={path}
                  fetcher={submit}
                  result={submit.data}
                  idPrefix="feedback-dialog"
                />
              </Suspense>
            </div>
          )}
        </dialog>
      ) : null}
    </>
  );
}
