import type { LoaderFunctionArgs } from "@remix-run/node";
import { applicantInterviewIcs } from "~/api/job-openings.server";
import { requireCompany } from "~/features/company/company.server";

/** Resource route: the chosen interview date as an iCalendar file (company login required). */
export async function loader(args: LoaderFunctionArgs) {
  const { companyId } = await requireCompany(args);
  return applicantInterviewIcs(args, {
    companyId,
    jobId: args.params.id ?? "",
    applicantId: args.params.applicantId ?? "",
  });
}
