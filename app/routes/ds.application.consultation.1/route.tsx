import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { Checkbox } from "~/components/ui/Choice";
import { validateByConstraints } from "~/components/ui/constraint-validation";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { Hint } from "~/components/ui/Hint";
import { useApplicant } from "~/features/applicant/use-applicant";
import { type StepHandle, StepPage } from "~/features/application/StepPage";
import { useTranslation } from "~/i18n/translation";
import { formRules } from "~/utils/form-rules.server";
import { preparationAction, preparationLoader } from "./preparation.server";
import { PreparationForm } from "./schema.server";

export const handle: StepHandle = {
  step: 4,
  subStep: 1,
  subSteps: 7,
  title: "journey:prepare.title",
  i18n: ["journey"],
};
export const loader = async (args: LoaderFunctionArgs) => ({
  ...(await preparationLoader(args)),
  rules: { PreparationForm: formRules(PreparationForm) },
});
export const action = (args: ActionFunctionArgs) => preparationAction(args);

export default function ConsultationPreparation() {
  const { t } = useTranslation("journey");
  const { t: tc } = useTranslation();
  const { consultation } = useLoaderData<typeof loader>();
  const { account } = useApplicant();
  const intro = account.hints.visitedStudyAdviceView ? null : (
    <Hint flag="visitedStudyAdviceView" title={tc("hints.studyAdvice.title")}>
      <p>{tc("hints.studyAdvice.text")}</p>
    </Hint>
  );
  if (!consultation.infoSessionConfirmed) {
    return (
      <StepPage title={t("prepare.title")}>
        {intro}
        <div className="card space-y-4" role="status">
          <p className="text-lg font-bold">{t("waiting.notConfirmed")}</p>
          <p>{t("prepare.blocked")}</p>
          <Link to="/ds/application/info-session/2" className="btn-primary">
            {t("prepare.toStep3")}
          </Link>
        </div>
      </StepPage>
    );
  }
  return (
    <StepPage title={t("prepare.title")} intro={<p>{t("prepare.intro")}</p>}>
      {intro}
      <section className="card space-y-3" aria-labelledby="sheet-title">
        <h2 id="sheet-title" className="text-xl font-bold">
          {t("prepare.sheetTitle")}
        </h2>
        <p>{t("prepare.sheetText")}</p>
        <a href="/ds/application/consultation/preparation-sheet" className="btn-secondary" download>
          {t("prepare.download")}
        </a>
      </section>
      {consultation.requested ? (
        <div className="card space-y-4">
          <p>{t("prepare.alreadyRequested")}</p>
          <Link to="/ds/application/consultation/2" className="btn-primary">
            {t("next")}
          </Link>
        </div>
      ) : (
        <RequestForm />
      )}
    </StepPage>
  );
}

function RequestForm() {
  const { t } = useTranslation("journey");
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const { rules } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<z.input<typeof PreparationForm>>({
    id: "prepare",
    lastResult,
    shouldValidate: "onSubmit",
    // After a failed submit, revalidate on input: the summary must not vanish under the pointer on blur.
    shouldRevalidate: "onInput",
    onValidate: validateByConstraints(rules.PreparationForm),
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="card space-y-6">
      <ErrorSummary
        formErrors={form.errors}
        items={[{ fieldId: fields.prepared.id, label: t("prepare.label"), errors: fields.prepared.errors }]}
      />
      <fieldset className="space-y-2">
        <legend className="font-bold">{t("prepare.legend")}</legend>
        <Checkbox
          id={fields.prepared.id}
          name={fields.prepared.name}
          label={t("prepare.label")}
          errors={fields.prepared.errors}
          errorLabel={t("prepare.label")}
        />
      </fieldset>
      <button type="submit" className="btn-primary">
        {t("prepare.submit")}
      </button>
    </Form>
  );
}
