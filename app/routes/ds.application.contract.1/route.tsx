import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { pageLanguage } from "~/features/application/application.server";
import { countryOptions } from "~/features/application/countries.server";
import { ContractReview } from "~/features/partner/ContractReview";
import { loadGate } from "~/features/partner/partner.server";
import type { RouteHandle } from "~/routing/route-handle";

// The contract step follows the five numbered steps (StepPage): no "step n of 5" indicator.
export const handle: RouteHandle = { title: "partner:contract1.title", i18n: ["partner"] };
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
