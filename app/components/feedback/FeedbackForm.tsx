import { Form, type useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { FEEDBACK_MAX_CHARS, FEEDBACK_RATINGS, FEEDBACK_REASONS, type FeedbackRating } from "#contracts/feedback";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { FieldError } from "~/components/ui/Field";
import { useErrorText } from "~/components/ui/messages";
import { TextArea } from "~/components/ui/TextArea";
import type { FeedbackActionData, FeedbackUnit } from "~/features/feedback/feedback.server";
import { useTranslation } from "~/translation";

export interface FeedbackFormProps {
  unit: FeedbackUnit;
  action: string;
  /** In the dialog the form posts through a fetcher and gets data back. */
  fetcher?: ReturnType<typeof useFetcher<FeedbackActionData>>;
  result?: FeedbackActionData;
  idPrefix: string;
}

/**
 * The feedback form of spec §4.3: rating (required), the reasons of that rating, free text ≤ 2000.
 * Server-rendered (no JavaScript) it shows both reason groups and an enabled submit button, the server
 * answering a missing rating with the field error. Hydrated, only the chosen rating's reasons show and the
 * submit button is enabled only once a rating is chosen; agent and screen size are filled in.
 */
export function FeedbackForm({ unit, action, fetcher, result, idPrefix }: FeedbackFormProps) {
  const { t } = useTranslation("feedback");
  const errorText = useErrorText();
  const company = unit === "company";
  const values = result?.values;
  const [rating, setRating] = useState<string>(values?.selected ?? "");
  const [hydrated, setHydrated] = useState(false);
  const [client, setClient] = useState({ agent: "", width: "", height: "" });
  useEffect(() => {
    setHydrated(true);
    setClient({ agent: navigator.userAgent, width: String(window.screen.width), height: String(window.screen.height) });
  }, []);
  const id = (name: string) => `${idPrefix}-${name}`;
  const ratingError = errorText(result?.errors?.selected, t("rating"));
  const groups = (["negative", "positive"] as const).filter((g) => !hydrated || g === rating);
  const FormTag = fetcher ? fetcher.Form : Form;
  const submitDisabled = hydrated && !rating;
  return (
    <FormTag method="post" action={action} noValidate className="space-y-6">
      <ErrorSummary
        formErrors={result?.errors?.form}
        items={[
          { fieldId: id("rating-0"), label: t("rating"), errors: result?.errors?.selected },
          { fieldId: id("text"), label: t(company ? "textCompany" : "text"), errors: result?.errors?.feedback },
        ]}
      />
      {fetcher ? <input type="hidden" name="mode" value="dialog" /> : null}
      {hydrated ? (
        <>
          <input type="hidden" name="agent" value={client.agent} />
          <input type="hidden" name="screenWidth" value={client.width} />
          <input type="hidden" name="screenHeight" value={client.height} />
        </>
      ) : null}
      <fieldset className="space-y-2" aria-describedby={ratingError ? id("rating-error") : undefined}>
        <legend className="font-semibold">
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
                checked={hydrated ? rating === r : undefined}
                defaultChecked={hydrated ? undefined : values?.selected === r}
                onChange={() => setRating(r)}
                aria-invalid={ratingError ? true : undefined}
                className="h-5 w-5"
              />
              <label htmlFor={id(`rating-${i}`)}>{t(`ratings.${r}`)}</label>
            </div>
          ))}
        </div>
      </fieldset>
      {!hydrated ? <p className="text-sm text-gray-700">{t("reasonsNoJs")}</p> : null}
      {groups.map((group) => (
        <fieldset key={group} className="space-y-2">
          <legend className="font-semibold">{t(group === "negative" ? "reasonsNegative" : "reasonsPositive")}</legend>
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
      <div className="space-y-2">
        {submitDisabled ? (
          <p id={id("submit-hint")} className="text-sm text-gray-700">
            {t(company ? "submitHintCompany" : "submitHint")}
          </p>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="submit"
          className="btn-primary disabled:cursor-not-allowed disabled:opacity-60"
          disabled={submitDisabled || fetcher?.state === "submitting"}
          aria-describedby={submitDisabled ? id("submit-hint") : undefined}
        >
          {t("submit")}
        </button>
      </div>
    </FormTag>
  );
}
