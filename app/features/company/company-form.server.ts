/**
 * The company's forms (data, portrait, payment details) against someone else's save in between
 * (docs/decisions/016-optimistic-concurrency.md): each carries the company's version and, when the API
 * refuses it as stale (412) or without one (428), answers the conflict page.
 */
import { redirect } from "@remix-run/node";
import type { Company } from "#contracts/companies";
import { conflictAnswer, postedVersion, TAKE_THEIRS, typedValues, VERSION_FIELD } from "~/utils/edit-conflict.server";
import { loadCompany } from "./company-data.server";

type Args = Parameters<typeof loadCompany>[0];

/**
 * A posted company form: what was typed (with the version it was filled from, kept for the form's next
 * answer) and that version as If-Match. The conflict page's "take the saved ones" loads `page` afresh.
 */
export function typedCompanyForm(formData: FormData, page: string) {
  if (formData.get("intent") === TAKE_THEIRS) throw redirect(page);
  return { version: postedVersion(formData), values: typedValues(formData, { keep: [VERSION_FIELD] }) };
}

/** The conflict page: what was typed beside the company's saved values (`savedValues`), on its current version. */
export async function companyConflict(
  args: Args,
  typed: Record<string, string>,
  savedValues: (company: Company) => Record<string, string>,
) {
  const current = await loadCompany(args);
  const { [VERSION_FIELD]: _typedOn, ...mine } = typed;
  return conflictAnswer({ mine, theirs: savedValues(current.company), version: current.etag ?? "" });
}
