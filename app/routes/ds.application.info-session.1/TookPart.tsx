import { useActionData, useLoaderData } from "@remix-run/react";
import type { JourneyInfoSession } from "#contracts";
import { RadioGroup } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
import { useTranslation } from "~/i18n/translation";
import { dateTimeParts } from "~/utils/format";
import type { TookPartResult } from "./signup.server";

const FIELD = "took-part-session";

/**
 * Sessions of the last days, apart from the coming ones: for someone who attended without signing up.
 * One choice and one button that says what it does ("I took part"); no browser validation, the server
 * answers with the summary and the message at the field.
 */
export function TookPart() {
  const { t, i18n } = useTranslation("journey");
  const { recent } = useLoaderData<{ recent: JourneyInfoSession[] }>();
  const result = useActionData<TookPartResult | undefined>();
  const error = result?.intent === "tookPart" ? [result.error] : undefined;
  if (recent.length === 0) return null;
  const options = recent.map((s) => {
    const { weekday, day, time } = dateTimeParts(s.startsAt, i18n.language);
    return { value: s.id, label: t("signUp.option", { weekday, day, time, location: s.location }) };
  });
  return (
    <Section titleId="took-part-title" title={t("signUp.tookPartTitle")} className="card space-y-4">
      <p>{t("signUp.tookPartIntro")}</p>
      <Form method="post" noValidate className="space-y-6">
        <input type="hidden" name="intent" value="tookPart" />
        {error ? (
          <ErrorSummary items={[{ fieldId: `${FIELD}-0`, label: t("signUp.tookPartLegend"), errors: error }]} />
        ) : null}
        <RadioGroup
          id={FIELD}
          name="sessionId"
          legend={t("signUp.tookPartLegend")}
          options={options}
          errors={error}
          required
        />
        <button type="submit" className="btn-secondary">
          {t("signUp.tookPartSubmit")}
        </button>
      </Form>
    </Section>
  );
}
