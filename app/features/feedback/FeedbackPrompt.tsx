import { useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";
import type { Account, B2bUser } from "#contracts";
import { FEEDBACK_GIVEN_KEY } from "#contracts/feedback-flag";
import type { FeedbackUnit } from "~/features/feedback/feedback.server";
import { useTranslation } from "~/i18n/translation";

// The dialog with its form (and the `feedback` texts) arrives when the visitor reaches for the prompt (or
// opens it): the navbar is on every page, and they would otherwise be part of every page's first load.
const loadDialog = () => import("./FeedbackDialog");
const FeedbackDialog = lazy(loadDialog);

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
 * "Feedback geben" in the navbar of both units while FEEDBACK_GIVEN is not set (docs/product.md#other-flows). Without
 * JavaScript a link to the feedback page; with it the same form in a modal dialog (FeedbackDialog).
 */
export function FeedbackPrompt() {
  const { t } = useTranslation();
  const state = useFeedbackUnit();
  const [open, setOpen] = useState(false);
  const path = state?.unit === "company" ? "/b2b/feedback" : "/ds/feedback";

  // keep the dialog while it is open, even after the answer set the flag and the layout data reloaded
  if (!state || (!state.ask && !open)) return null;

  return (
    <>
      {state.ask ? (
        <a
          href={path}
          className="text-white underline underline-offset-2 hover:text-white"
          onPointerEnter={loadDialog}
          onFocus={loadDialog}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {t("shell.nav.feedback")}
        </a>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <FeedbackDialog unit={state.unit} path={path} onClosed={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
