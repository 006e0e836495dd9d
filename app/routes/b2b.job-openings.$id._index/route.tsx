import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { requireCompany } from "~/features/company/company.server";
import { loadOpening } from "~/features/job-openings/jobOpenings.server";
import { requireUser } from "~/session/auth.server";
import { detailsAction } from "../b2b.job-openings.$id/details.server";

/** job-openings/{id} opens the suggestions (docs/product.md#company-unit); a draft has none yet, so its overview. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const { companyId } = await requireCompany(args);
  const opening = await loadOpening(args, companyId, params.id ?? "");
  return redirect(`/b2b/job-openings/${opening.id}/${opening.status === "draft" ? "overview" : "reco"}`);
}

/**
 * The header's commands post to /b2b/job-openings/{id}; a native (no-JS) post to that address reaches
 * this index route, so it runs the same commands as the layout.
 */
export const action = (args: ActionFunctionArgs) => detailsAction(args);

/**
 * Never shown (the loader redirects), but a route with a component is a page: an unknown or another
 * company's opening then gets the portal's 404 page instead of a bare "Not found" answer.
 */
export default function JobOpeningIndex() {
  return null;
}
