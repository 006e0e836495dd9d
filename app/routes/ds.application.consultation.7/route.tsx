import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { type StepHandle, StepPage } from "~/features/application/StepPage";
import { requireConsultation } from "~/features/journey/journey.server";
import { SubStepLinks } from "~/features/journey/SubStepLinks";
import { useTranslation } from "~/i18n/translation";
import { requireUser } from "~/session/auth.server";
import { formatDate } from "~/utils/format";

export const handle: StepHandle = { step: 4, subStep: 7, subSteps: 7, title: "journey:held.title", i18n: ["journey"] };
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const consultation = await requireConsultation({ request, context }, "confirmed");
  return { interviewOn: consultation.interviewOn };
}

/** The consultation took place: the date the advisor entered. */
export default function ConsultationHeld() {
  const { t, i18n } = useTranslation("journey");
  const { interviewOn } = useLoaderData<typeof loader>();
  return (
    <StepPage title={t("held.title")}>
      <div className="card space-y-4">
        <p>{interviewOn ? t("held.on", { date: formatDate(interviewOn, i18n.language) }) : t("held.text")}</p>
      </div>
      <SubStepLinks next={{ to: "/ds/application/consultation/done", label: t("next") }} />
    </StepPage>
  );
}
