import type { LoaderFunctionArgs } from "@remix-run/node";
import { DoneScreen, type StepHandle } from "~/features/application/StepPage";
import { requireConsultation } from "~/features/journey/journey.server";
import { useTranslation } from "~/i18n/translation";
import { requireUser } from "~/session/auth.server";

export const handle: StepHandle = { step: 4, title: "journey:consultationDone.title", i18n: ["journey"] };
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  await requireConsultation({ request, context }, "confirmed");
  return null;
}

export default function ConsultationDone() {
  const { t } = useTranslation("journey");
  return (
    <DoneScreen
      title={t("consultationDone.title")}
      text={t("consultationDone.text")}
      next={{ to: "/ds/application/partner-search/1", label: t("consultationDone.next") }}
    />
  );
}
