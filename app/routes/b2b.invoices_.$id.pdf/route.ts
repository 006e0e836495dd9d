import type { LoaderFunctionArgs } from "@remix-run/node";
import { companyPdf } from "~/components/company-content/pdf.server";

/** Resource route: one invoice as a PDF (the API answers 404 unless it is the caller's company's). */
export const loader = (args: LoaderFunctionArgs) =>
  companyPdf(args, `/b2b/v1/accounting/invoices/${encodeURIComponent(args.params.id ?? "")}/pdf`);
