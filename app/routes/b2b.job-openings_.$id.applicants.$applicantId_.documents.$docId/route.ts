import type { LoaderFunctionArgs } from "@remix-run/node";
import { companyApplicantFile } from "~/components/company-applicants/download.server";

/** Resource route: a document the applicant released to the company by expressing interest. */
export const loader = (args: LoaderFunctionArgs) =>
  companyApplicantFile(args, `/documents/${encodeURIComponent(args.params.docId ?? "")}`);
