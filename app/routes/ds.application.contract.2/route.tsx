import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { ContractReview } from "~/features/partner/ContractReview";
import { loadGate } from "~/features/partner/partner.server";
import type { RouteHandle } from "~/routing/route-handle";

// The contract step follows the five numbered steps (StepPage): no "step n of 5" indicator.
export const handle: RouteHandle = { title: "partner:contract2.title", i18n: ["partner", "application"] };
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return loadGate({ request, context }, "contract");
}

/** Contract and enrolment, sub-step 2: review of the graduation data. */
export default function ContractReviewPage() {
  return <ContractReview part="graduation" />;
}
