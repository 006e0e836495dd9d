import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/auth.server";
import { pageTitle } from "~/components/application/application.server";
import { DoneScreen, type StepHandle } from "~/components/application/StepPage";

export const handle: StepHandle = { step: 2, title: "application:skillsDone.title", i18n: ["application"] };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Tandem" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return { title: await pageTitle(request, "skillsDone.title") };
}

/** Step 3 has no pages yet (later issue): the final screen leads back to the overview. */
export default function SkillsDone() {
  const { t } = useTranslation("application");
  return (
    <DoneScreen
      title={t("skillsDone.title")}
      text={t("skillsDone.text")}
      next={{ to: "/ds/application", label: t("skillsDone.next") }}
    />
  );
}
