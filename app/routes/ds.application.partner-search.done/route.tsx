import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { DoneScreen, type StepHandle } from "~/features/application/StepPage";
import { gatedStepLoader } from "~/features/partner/partner.server";

export const handle: StepHandle = { step: 5, title: "partner:searchDone.title", i18n: ["partner"] };
export async function loader(args: LoaderFunctionArgs) {
  const gate = await gatedStepLoader(args, "partner-search");
  if (!gate.state.partnerSearchDone) throw redirect("/ds/application/partner-search/1");
  return null;
}

/** Final screen of step 5, leading to the contract step. */
export default function PartnerSearchDone() {
  return <DoneScreen ns="partner" page="searchDone" next="/ds/application/contract/1" />;
}
