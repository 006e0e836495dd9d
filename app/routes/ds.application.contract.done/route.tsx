import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { DoneScreen } from "~/features/application/StepPage";
import { loadGate } from "~/features/partner/partner.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";

export const handle: RouteHandle = { title: "partner:contractDone.title", i18n: ["partner"] };
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const gate = await loadGate({ request, context }, "contract");
  if (!gate.state.contractDone) throw redirect("/ds/application/contract/1");
  return null;
}

/** Final screen of contract and enrolment. */
export default function ContractDone() {
  const { t } = useTranslation("partner");
  return (
    <DoneScreen
      title={t("contractDone.title")}
      text={t("contractDone.text")}
      next={{ to: "/ds/application", label: t("contractDone.next") }}
    />
  );
}
