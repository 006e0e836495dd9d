import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { Checkbox } from "~/components/ui/Choice";
import { validateByConstraints } from "~/components/ui/constraint-validation";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { type StepHandle, StepPage } from "~/features/application/StepPage";
import { AdvisorContact } from "~/features/journey/AdvisorContact";
import { useTranslation } from "~/i18n/translation";
import { formRules } from "~/utils/form-rules.server";
import { attendanceAction, attendanceLoader } from "./attendance.server";
import { AttendanceForm } from "./schema.server";

export const handle: StepHandle = {
  step: 3,
  subStep: 2,
  subSteps: 2,
  title: "journey:attendance.title",
  i18n: ["journey"],
};
export const loader = async (args: LoaderFunctionArgs) => ({
  ...(await attendanceLoader(args)),
  rules: { AttendanceForm: formRules(AttendanceForm) },
});
export const action = (args: ActionFunctionArgs) => attendanceAction(args);

export default function InfoSessionAttendance() {
  const { t } = useTranslation("journey");
  const { registration, sessionParts } = useLoaderData<typeof loader>();
  const session = registration.session!;
  const { weekday, day, time } = sessionParts;
  const when = t("signUp.option", { weekday, day, time, location: session.location });
  if (registration.state.confirmed) {
    return (
      <StepPage title={t("attendance.title")}>
        <div className="card space-y-4">
          <p>{t("attendance.confirmed")}</p>
          <Link to="/ds/application/info-session/done" className="btn-primary">
            {t("next")}
          </Link>
        </div>
      </StepPage>
    );
  }
  if (registration.state.ticked) return <Waiting when={when} />;
  return (
    <StepPage title={t("attendance.title")} intro={<p>{t("attendance.intro", { when })}</p>}>
      {session.started ? (
        <TickForm />
      ) : (
        <div className="card space-y-2">
          <p>{t("attendance.notYet")}</p>
        </div>
      )}
      <p>
        <Link to="/ds/application/info-session/1" className="btn-link">
          {t("attendance.change")}
        </Link>
      </p>
    </StepPage>
  );
}

function TickForm() {
  const { t } = useTranslation("journey");
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const { rules } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<z.input<typeof AttendanceForm>>({
    id: "attendance",
    lastResult,
    shouldValidate: "onSubmit",
    // After a failed submit, revalidate on input: the summary must not vanish under the pointer on blur.
    shouldRevalidate: "onInput",
    onValidate: validateByConstraints(rules.AttendanceForm),
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="card space-y-6">
      <ErrorSummary
        formErrors={form.errors}
        items={[{ fieldId: fields.attended.id, label: t("attendance.label"), errors: fields.attended.errors }]}
      />
      <fieldset className="space-y-2">
        <legend className="font-bold">{t("attendance.legend")}</legend>
        <Checkbox
          id={fields.attended.id}
          name={fields.attended.name}
          label={t("attendance.label")}
          errors={fields.attended.errors}
          errorLabel={t("attendance.label")}
        />
      </fieldset>
      <button type="submit" className="btn-primary">
        {t("attendance.submit")}
      </button>
    </Form>
  );
}

/** The waiting screen: no timed refresh (ADR 011); the applicant reloads with the link. */
function Waiting({ when }: { when: string }) {
  const { t } = useTranslation("journey");
  const { registration, expectedBy } = useLoaderData<typeof loader>();
  const { overdue } = registration.state;
  return (
    <StepPage title={t("waiting.title")}>
      <div className="card space-y-4" role="status">
        <p className="text-lg font-bold">{t("waiting.notConfirmed")}</p>
        <p>{t("waiting.session", { when })}</p>
        {overdue ? (
          <div className="space-y-2">
            <p>{t("waiting.overdue")}</p>
            <AdvisorContact />
          </div>
        ) : (
          <p>{t("waiting.expected", { date: expectedBy })}</p>
        )}
        <div className="flex flex-wrap gap-3">
          <Link to="/ds/application/info-session/2" className="btn-secondary" reloadDocument>
            {t("waiting.reload")}
          </Link>
          <Link to="/ds/application" className="btn-link">
            {t("toOverview")}
          </Link>
        </div>
      </div>
    </StepPage>
  );
}
