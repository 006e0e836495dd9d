import type { LoaderFunctionArgs } from "@remix-run/node";
import { companyApplicantFile } from "~/components/company-applicants/download.server";

/** Resource route: the chosen interview date as an iCalendar file (company login required). */
export const loader = (args: LoaderFunctionArgs) => companyApplicantFile(args, "/interview.ics");
