import type { LoaderFunctionArgs } from "@remix-run/node";
import { invoicePdf } from "~/api/company-content.server";
import { companyPdfLanguage } from "~/features/company-content/pdf.server";

/** Resource route: one invoice as a PDF (the API answers 404 unless it is the caller's company's). */
export const loader = async (args: LoaderFunctionArgs) =>
  invoicePdf(args, args.params.id ?? "", await companyPdfLanguage(args));
