import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/features/application/application.server";
import { countryOptions } from "~/features/application/countries.server";
import type { StepHandle } from "~/features/application/StepPage";
import { ContractReview } from "~/features/partner/ContractReview";
import { loadGate } from "~/features/partner/partner.server";
import { requireUser } from "~/session/auth.server";

// The contract step follows the five numbered steps: its parts are counted ("Teil n von 4"), the step is not.
export const handle: StepHandle = {
  title: "partner:contract1.title",
  i18n: ["partner"],
  step: 0,
  subStep: 1,
  subSteps: 4,
};
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const [gate, lng] = await Promise.all([loadGate({ request, context }, "contract"), pageLanguage(request)]);
  // the country names of the data step's select, so the review names the nationality as it was chosen
  const countries = Object.fromEntries(countryOptions(lng).map((o) => [o.value, o.label]));
  return { ...gate, countries };
}

/** Contract and enrolment, sub-step 1: review of the personal data. */
export default function ContractReviewPage() {
  return <ContractReview part="personal" />;
}
