import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ApplicantTab } from "#contracts";
import { searchCompanyApplicants } from "~/api/job-openings.server";
import { requireCompany } from "~/features/company/company.server";
import { pageParam } from "~/utils/paging";

/** One page of a tab (reco or contacted) of an opening's applicants; the page comes from `?page`. */
export async function loadApplicantTab(args: LoaderFunctionArgs, tab: ApplicantTab) {
  const { companyId } = await requireCompany(args);
  const jobId = args.params.id ?? "";
  const page = pageParam(new URL(args.request.url));
  const list = await searchCompanyApplicants(args, companyId, jobId, { tab, page });
  return { list, jobId, tab };
}
