import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ApplicantTab } from "#contracts";
import { searchCompanyApplicants } from "~/api/job-openings.server";
import { requireCompany } from "~/routes/b2b/company.server";

/** One page of a tab (reco or contacted) of an opening's applicants; the page comes from `?page`. */
export async function loadApplicantTab(args: LoaderFunctionArgs, tab: ApplicantTab) {
  const { companyId } = await requireCompany(args);
  const jobId = args.params.id ?? "";
  const raw = Number(new URL(args.request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 10000 ? raw : 1;
  const list = await searchCompanyApplicants(args, companyId, jobId, { tab, page });
  return { list, jobId, tab };
}
