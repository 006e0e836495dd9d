import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { type StepHandle, StepPage } from "~/features/application/StepPage";
import { AdvisorContact } from "~/features/journey/AdvisorContact";
import { ConfirmCheckboxForm } from "~/features/journey/ConfirmCheckboxForm";
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
  const { registration, sessionParts, rules } = useLoaderData<typeof loader>();
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
        <ConfirmCheckboxForm id="attendance" name="attended" rules={rules.AttendanceForm} />
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
