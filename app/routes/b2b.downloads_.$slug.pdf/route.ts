import type { LoaderFunctionArgs } from "@remix-run/node";
import { companyPdf } from "~/components/company-content/pdf.server";

/** Resource route: one download for practice partners as a PDF. */
export const loader = (args: LoaderFunctionArgs) =>
  companyPdf(args, `/b2b/v1/downloads/${encodeURIComponent(args.params.slug ?? "")}/pdf`);
