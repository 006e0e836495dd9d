import { UNIT_STAGES } from "#contracts/enums";
import type { ApiCallArgs } from "~/api/client.server";
import { completePartnerSearch, getPartnerSearch } from "~/api/partner.server";
import { whenRefused } from "~/utils/api-refusal.server";

// On the server side of its own: the journey's stage list would otherwise be part of the page's browser build.
/** The reason the API refused to complete step 5, as a message key the applicant understands. */
export async function completeStep(args: ApiCallArgs): Promise<string | null> {
  return whenRefused(
    completePartnerSearch(args).then(() => null),
    async (refusal) => {
      if (refusal.status !== 409) throw refusal;
      const state = await getPartnerSearch(args);
      const examined = state.stage && UNIT_STAGES.indexOf(state.stage) >= UNIT_STAGES.indexOf("Examined Application");
      return examined ? "partner:search4.incomplete" : "partner:search4.notExamined";
    },
  );
}
