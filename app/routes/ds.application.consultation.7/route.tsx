import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StepPage } from "~/features/application/StepPage";
import { consultationHandle } from "~/features/journey/consultation-handle";
import { consultationLoader } from "~/features/journey/journey.server";
import { SubStepLinks } from "~/features/journey/SubStepLinks";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/utils/format";

export const handle = consultationHandle(7, "held");
export async function loader(args: LoaderFunctionArgs) {
  const consultation = await consultationLoader(args, "confirmed");
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
