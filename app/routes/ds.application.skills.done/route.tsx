import type { LoaderFunctionArgs } from "@remix-run/node";
import { DoneScreen, type StepHandle } from "~/features/application/StepPage";
import { useTranslation } from "~/i18n/translation";
import { requireUser } from "~/session/auth.server";

export const handle: StepHandle = { step: 2, title: "application:skillsDone.title", i18n: ["application"] };
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return null;
}

/** The final screen of step 2 leads to step 3, the info session. */
export default function SkillsDone() {
  const { t } = useTranslation("application");
  return (
    <DoneScreen
      title={t("skillsDone.title")}
      text={t("skillsDone.text")}
      next={{ to: "/ds/application/info-session/1", label: t("skillsDone.next") }}
    />
  );
}
