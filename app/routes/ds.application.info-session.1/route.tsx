import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { RadioGroup } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { fieldControl } from "~/components/ui/field-control";
import { useConstraintForm } from "~/components/ui/use-constraint-form";
import { type StepHandle, StepPage } from "~/features/application/StepPage";
import { useTranslation } from "~/i18n/translation";
import { formRules } from "~/utils/form-rules.server";
import { dateTimeParts } from "~/utils/format";
import { SignUpForm } from "./schema.server";
import { signUpAction, signUpLoader, type TookPartResult } from "./signup.server";
import { TookPart } from "./TookPart";

export const handle: StepHandle = {
  step: 3,
  subStep: 1,
  subSteps: 2,
  title: "journey:signUp.title",
  i18n: ["journey"],
};
export const loader = async (args: LoaderFunctionArgs) => ({
  ...(await signUpLoader(args)),
  rules: { SignUpForm: formRules(SignUpForm) },
});
export const action = (args: ActionFunctionArgs) => signUpAction(args);

export default function InfoSessionSignUp() {
  const { t, i18n } = useTranslation("journey");
  const { locked, sessions, current } = useLoaderData<typeof loader>();
  const actionData = useActionData<SubmissionResult<string[]> | TookPartResult>();
  // the "I took part" form answers for itself (TookPart); Conform reads only the sign-up's replies
  const lastResult = actionData && "intent" in actionData && actionData.intent === "tookPart" ? undefined : actionData;
  const { rules } = useLoaderData<typeof loader>();
  const [form, fields] = useConstraintForm<z.input<typeof SignUpForm>>({
    id: "signup",
    lastResult,
    rules: rules.SignUpForm,
    defaultValue: { sessionId: current ?? undefined },
  });
  if (locked) {
    return (
      <StepPage title={t("signUp.title")}>
        <div className="card space-y-4">
          <p>{t("signUp.locked")}</p>
          <Link to="/ds/application" className="btn-primary">
            {t("toOverview")}
          </Link>
        </div>
      </StepPage>
    );
  }
  const options = sessions.map((s) => {
    const { weekday, day, time } = dateTimeParts(s.startsAt, i18n.language);
    return { value: s.id, label: t("signUp.option", { weekday, day, time, location: s.location }) };
  });
  return (
    <StepPage title={t("signUp.title")} intro={<p>{t("signUp.intro")}</p>}>
      <Form method="post" {...getFormProps(form)} noValidate className="card space-y-6">
        <ErrorSummary
          formErrors={form.errors}
          items={[{ fieldId: `${fields.sessionId.id}-0`, label: t("signUp.legend"), errors: fields.sessionId.errors }]}
        />
        {options.length ? (
          <RadioGroup
            {...fieldControl(fields.sessionId)}
            legend={t("signUp.legend")}
            hint={t("signUp.hint")}
            options={options}
            required
          />
        ) : (
          <p>{t("signUp.none")}</p>
        )}
        <button type="submit" className="btn-primary">
          {current ? t("signUp.change") : t("signUp.submit")}
        </button>
      </Form>
      <TookPart />
    </StepPage>
  );
}
