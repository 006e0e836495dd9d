import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadPdf } from "~/api/company-content.server";
import { companyPdfLanguage } from "~/features/company-content/pdf.server";

/** Resource route: one download for practice partners as a PDF. */
export const loader = async (args: LoaderFunctionArgs) =>
  downloadPdf(args, args.params.slug ?? "", await companyPdfLanguage(args));
