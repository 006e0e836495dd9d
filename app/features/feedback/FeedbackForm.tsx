import type { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { FEEDBACK_MAX_CHARS, FEEDBACK_RATINGS, FEEDBACK_REASONS, type FeedbackRating } from "#contracts/feedback";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { FieldError } from "~/components/ui/Field";
import { Form, SubmissionKey } from "~/components/ui/Form";
import { useErrorText } from "~/components/ui/messages";
import { TextArea } from "~/components/ui/TextArea";
import type { FeedbackActionData, FeedbackUnit } from "~/features/feedback/feedback.server";
import { useTranslation } from "~/i18n/translation";

export interface FeedbackFormProps {
  unit: FeedbackUnit;
  action: string;
  /** In the dialog the form posts through a fetcher and gets data back. */
  fetcher?: ReturnType<typeof useFetcher<FeedbackActionData>>;
  result?: FeedbackActionData;
  idPrefix: string;
}

const subscribeToNothing = () => () => {};

/**
 * Each reason group's class written out whole: the stylesheet that hides the other rating's reasons keeps
 * only classes found in the source (Tailwind, and each route's stylesheet: scripts/route-css.mjs), and a
 * name put together at run time is found in neither, so the reasons would show until the whole stylesheet
 * arrived after hydration and then jump away.
 */
const REASONS_CLASS = {
  negative: "feedback-reasons-negative space-y-2",
  positive: "feedback-reasons-positive space-y-2",
} as const;
/**
 * False while the server renders and while React hydrates the server's markup, true in every render after
 * that (and from the first one of a form mounted later, the dialog's): what only the browser knows can
 * differ from the server's markup without a hydration mismatch.
 */
const useScripted = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/**
 * The feedback form of docs/product.md#other-flows: rating (required), the reasons of that rating, free text ≤ 2000.
 * Server-rendered (no JavaScript) it shows both reason groups and an enabled submit button, the server
 * answering a missing rating with the field error. With JavaScript only the chosen rating's reasons show
 * and the submit button is enabled only once a rating is chosen; agent and screen size are filled in.
 *
 * What shows is decided by the stylesheet (app/styles/tailwind.css, "feedback form"), from the checked radio and
 * the `data-js` mark the document's head sets before the first paint: the server's markup already looks
 * like the hydrated form, and hydrating it moves nothing. React renders the same markup on the server and
 * in its first client render, and afterwards changes only what is not seen (disabled, hidden fields).
 */
export function FeedbackForm({ unit, action, fetcher, result, idPrefix }: FeedbackFormProps) {
  const { t } = useTranslation("feedback");
  const errorText = useErrorText();
  const company = unit === "company";
  const values = result?.values;
  const scripted = useScripted();
  const form = useRef<HTMLFormElement>(null);
  // the rating the visitor chose here; null until then (the server's answer's rating, if any, is checked)
  const [rating, setRating] = useState<string | null>(null);
  useEffect(() => {
    // A rating checked before this ran (restored by the browser on reload or back, or clicked before the
    // page hydrated) is the visitor's choice too.
    const checked = form.current?.querySelector<HTMLInputElement>('input[name="selected"]:checked');
    if (checked) setRating(checked.value);
  }, []);
  const id = (name: string) => `${idPrefix}-${name}`;
  const ratingError = errorText(result?.errors?.selected, t("rating"));
  const chosen = rating ?? FEEDBACK_RATINGS.find((r) => r === values?.selected);
  const FormTag = fetcher ? fetcher.Form : Form;
  const submitDisabled = scripted && !chosen;
  return (
    <FormTag ref={form} method="post" action={action} noValidate className="feedback-form space-y-6">
      {/* our Form renders its key itself; a fetcher's form gets it here */}
      {fetcher ? <SubmissionKey /> : null}
      <ErrorSummary
        formErrors={result?.errors?.form}
        items={[
          { fieldId: id("rating-0"), label: t("rating"), errors: result?.errors?.selected },
          { fieldId: id("text"), label: t(company ? "textCompany" : "text"), errors: result?.errors?.feedback },
        ]}
      />
      {fetcher ? <input type="hidden" name="mode" value="dialog" /> : null}
      {/* Always there, empty without JavaScript (the server takes an empty one as not sent): a field added at
          hydration would be the form's first child in place of the server's submission key, which the
          browser script removes, and the space-y margins would move the form twice. */}
      <input type="hidden" name="agent" value={scripted ? navigator.userAgent : ""} />
      <input type="hidden" name="screenWidth" value={scripted ? String(window.screen.width) : ""} />
      <input type="hidden" name="screenHeight" value={scripted ? String(window.screen.height) : ""} />
      <fieldset className="space-y-2" aria-describedby={ratingError ? id("rating-error") : undefined}>
        <legend className="font-bold">
          {t("rating")}
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        </legend>
        {ratingError ? <FieldError id={id("rating-error")} text={ratingError} /> : null}
        <div className="flex flex-wrap gap-6">
          {FEEDBACK_RATINGS.map((r: FeedbackRating, i) => (
            <div key={r} className="flex items-center gap-2">
              <input
                type="radio"
                id={id(`rating-${i}`)}
                name="selected"
                value={r}
                defaultChecked={values?.selected === r}
                onChange={() => setRating(r)}
                aria-invalid={ratingError ? true : undefined}
                className="h-5 w-5"
              />
              <label htmlFor={id(`rating-${i}`)}>{t(`ratings.${r}`)}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <p className="feedback-no-js text-sm text-gray-700">{t("reasonsNoJs")}</p>
      {(["negative", "positive"] as const).map((group) => (
        <fieldset
          key={group}
          className={REASONS_CLASS[group]}
          // hidden by the stylesheet; disabled once a rating is chosen here, so that no reason of another
          // rating ticked before is sent ("other" is a reason of both)
          disabled={rating !== null && rating !== group}
        >
          <legend className="font-bold">{t(group === "negative" ? "reasonsNegative" : "reasonsPositive")}</legend>
          {FEEDBACK_REASONS[group].map((reason) => (
            <div key={reason} className="flex items-center gap-2">
              <input
                type="checkbox"
                id={id(`${group}-${reason}`)}
                name="reasons"
                value={reason}
                defaultChecked={values?.selected === group && values.reasons.includes(reason)}
                className="h-5 w-5"
              />
              <label htmlFor={id(`${group}-${reason}`)}>{t(`reasons.${reason}`)}</label>
            </div>
          ))}
        </fieldset>
      ))}
      <TextArea
        id={id("text")}
        name="feedback"
        label={t(company ? "textCompany" : "text")}
        defaultValue={values?.feedback ?? ""}
        maxChars={FEEDBACK_MAX_CHARS}
        errors={result?.errors?.feedback}
        counter
        rows={4}
      />
      <div>
        {/* shown by the stylesheet while no rating is checked, with JavaScript; its own margin (no space-y-2 on
            the parent): a hidden sibling would still give the button its space */}
        <p id={id("submit-hint")} className="feedback-submit-hint mb-2 text-sm text-gray-700">
          {t(company ? "submitHintCompany" : "submitHint")}
        </p>
        <button
          type="submit"
          name="intent"
          value="submit"
          className="feedback-submit btn-primary disabled:cursor-not-allowed disabled:opacity-60"
          disabled={submitDisabled || fetcher?.state === "submitting"}
          aria-describedby={submitDisabled ? id("submit-hint") : undefined}
        >
          {t("submit")}
        </button>
      </div>
    </FormTag>
  );
}
