import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { DoneScreen, type StepHandle } from "~/features/application/StepPage";
import { loadGate } from "~/features/partner/partner.server";
import { useTranslation } from "~/i18n/translation";
import { requireUser } from "~/session/auth.server";

export const handle: StepHandle = { step: 5, title: "partner:searchDone.title", i18n: ["partner"] };
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const gate = await loadGate({ request, context }, "partner-search");
  if (!gate.state.partnerSearchDone) throw redirect("/ds/application/partner-search/1");
  return null;
}

/** Final screen of step 5, leading to the contract step. */
export default function PartnerSearchDone() {
  const { t } = useTranslation("partner");
  return (
    <DoneScreen
      title={t("searchDone.title")}
      text={t("searchDone.text")}
      next={{ to: "/ds/application/contract/1", label: t("searchDone.next") }}
    />
  );
}
