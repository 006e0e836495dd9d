import type { LoaderFunctionArgs } from "@remix-run/node";
import { applicantDocumentFile } from "~/api/job-openings.server";
import { requireCompany } from "~/features/company/company.server";

/** Resource route: a document the applicant released to the company by expressing interest. */
export async function loader(args: LoaderFunctionArgs) {
  const { companyId } = await requireCompany(args);
  const ref = { companyId, jobId: args.params.id ?? "", applicantId: args.params.applicantId ?? "" };
  return applicantDocumentFile(args, ref, args.params.docId ?? "");
}
