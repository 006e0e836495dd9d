import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { DoneScreen } from "~/features/application/StepPage";
import { gatedStepLoader } from "~/features/partner/partner.server";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { title: "partner:contractDone.title", i18n: ["partner"] };
export async function loader(args: LoaderFunctionArgs) {
  const gate = await gatedStepLoader(args, "contract");
  if (!gate.state.contractDone) throw redirect("/ds/application/contract/1");
  return null;
}

/** Final screen of contract and enrolment. */
export default function ContractDone() {
  return <DoneScreen ns="partner" page="contractDone" next="/ds/application" />;
}
