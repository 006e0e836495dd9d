import type { LoaderFunctionArgs } from "@remix-run/node";
import type { StepHandle } from "~/features/application/StepPage";
import { ContractReview } from "~/features/partner/ContractReview";
import { gatedStepLoader } from "~/features/partner/partner.server";

// The contract step follows the five numbered steps: its parts are counted ("Teil n von 4"), the step is not.
export const handle: StepHandle = {
  title: "partner:contract2.title",
  i18n: ["partner", "application"],
  step: 0,
  subStep: 2,
  subSteps: 4,
};
export const loader = (args: LoaderFunctionArgs) => gatedStepLoader(args, "contract");

/** Contract and enrolment, sub-step 2: review of the graduation data. */
export default function ContractReviewPage() {
  return <ContractReview part="graduation" />;
}
