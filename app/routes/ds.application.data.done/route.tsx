import type { LoaderFunctionArgs } from "@remix-run/node";
import { DoneScreen, type StepHandle } from "~/features/application/StepPage";
import { useTranslation } from "~/i18n/translation";
import { requireUser } from "~/session/auth.server";

export const handle: StepHandle = { step: 1, title: "application:dataDone.title", i18n: ["application"] };
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return null;
}

export default function DataDone() {
  const { t } = useTranslation("application");
  return (
    <DoneScreen
      title={t("dataDone.title")}
      text={t("dataDone.text")}
      next={{ to: "/ds/application/skills/1", label: t("dataDone.next") }}
    />
  );
}
