/**
 * Loader of the company home's attention section: GET /b2b/v1/companies/{id}/attention for the current
 * company. Without a chosen company (the home then says so) there is nothing to count.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { CompanyAttention } from "#contracts";
import { apiCall } from "~/api/client.server";
import { requireUser } from "~/auth.server";
import { resolveCompany } from "~/routes/b2b/company.server";

export async function companyHomeLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const choice = await resolveCompany(args);
  const attention = choice.companyId
    ? await apiCall<CompanyAttention>(args, `/b2b/v1/companies/${encodeURIComponent(choice.companyId)}/attention`)
    : null;
  return { attention };
}
