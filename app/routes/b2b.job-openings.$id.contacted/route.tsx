import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ApplicantTable } from "~/features/company-applicants/ApplicantTable";
import { loadApplicantTab } from "~/features/company-applicants/list.server";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = {
  title: "companyApplicants:tabs.contacted",
  i18n: ["companyApplicants", "matching"],
};

export const loader = (args: LoaderFunctionArgs) => loadApplicantTab(args, "contacted");

/** Tab "contacted" of the opening's details: applicants the company is or was in contact with. */
export default function ApplicantsTab() {
  const { list, jobId, tab } = useLoaderData<typeof loader>();
  return <ApplicantTable list={list} jobId={jobId} tab={tab} />;
}
