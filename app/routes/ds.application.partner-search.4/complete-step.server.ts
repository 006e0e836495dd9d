import { UNIT_STAGES } from "#contracts/enums";
import { type ApiCallArgs, ApiError } from "~/api/client.server";
import { completePartnerSearch, getPartnerSearch } from "~/api/partner.server";

// On the server side of its own: the journey's stage list would otherwise be part of the page's browser build.
/** The reason the API refused to complete step 5, as a message key the applicant understands. */
export async function completeStep(args: ApiCallArgs): Promise<string | null> {
  try {
    await completePartnerSearch(args);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    const state = await getPartnerSearch(args);
    const examined = state.stage && UNIT_STAGES.indexOf(state.stage) >= UNIT_STAGES.indexOf("Examined Application");
    return examined ? "partner:search4.incomplete" : "partner:search4.notExamined";
  }
}
