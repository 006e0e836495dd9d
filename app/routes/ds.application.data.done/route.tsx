import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/auth.server";
import { DoneScreen, type StepHandle } from "~/components/application/StepPage";
import { pageTitle } from "~/features/application/application.server";

export const handle: StepHandle = { step: 1, title: "application:dataDone.title", i18n: ["application"] };
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return { title: await pageTitle(request, "dataDone.title") };
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
