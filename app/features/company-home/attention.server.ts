/**
 * Loader of the company home: the attention section from GET /b2b/v1/companies/{id}/attention for the current
 * company (without a chosen company, the home says so, there is nothing to count) and the news teasers.
 */

import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCompanyAttention } from "~/api/companies.server";
import { resolveCompany } from "~/features/company/company.server";
import { loadNewsTeasers } from "~/features/news/news.server";
import { requireUser } from "~/session/auth.server";

export async function companyHomeLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const choice = await resolveCompany(args);
  const attention = choice.companyId ? await getCompanyAttention(args, choice.companyId) : null;
  const news = await loadNewsTeasers(args, "company");
  return { attention, news: news.items };
}
