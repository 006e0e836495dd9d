import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/features/application/application.server";
import { documentsOf } from "~/features/partner/documents.server";
import { loadGate } from "~/features/partner/partner.server";
import { requireUser } from "~/session/auth.server";
import { formRules } from "~/utils/form-rules.server";
import { formatDate } from "~/utils/format";
import { InsuranceForm } from "./schema.server";

/**
 * Contract sub-step 3's data. When the documents may be sent is decided and written here, on the server:
 * the page's script carries no date formatter, and server and browser never disagree about today.
 */
export async function insuranceLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  const [gate, proofs, language] = await Promise.all([
    loadGate(args, "contract"),
    documentsOf(args, "Certificate health insurance"),
    pageLanguage(request),
  ]);
  const earliestDay = gate.state.earliestDocumentDate;
  const documentsWindow = {
    earliest: formatDate(earliestDay, language),
    open: earliestDay !== null && earliestDay <= new Date().toISOString().slice(0, 10),
  };
  return { ...gate, proofs, documentsWindow, rules: { InsuranceForm: formRules(InsuranceForm) } };
}
