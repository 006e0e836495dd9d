import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ApplicantTable } from "~/features/company-applicants/ApplicantTable";
import { loadApplicantTab } from "~/features/company-applicants/list.server";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { title: "companyApplicants:tabs.reco", i18n: ["companyApplicants", "matching"] };

export const loader = (args: LoaderFunctionArgs) => loadApplicantTab(args, "reco");

/** Tab "reco" of the opening's details: suggested applicants the company has not responded to yet. */
export default function ApplicantsTab() {
  const { list, jobId, tab } = useLoaderData<typeof loader>();
  return <ApplicantTable list={list} jobId={jobId} tab={tab} />;
}
