/** Campaigns for the applicant pages: the running ones of a placement, in the page's language. */
import { listCampaigns } from "~/api/campaigns.server";
import { type ApiCallArgs, ApiError } from "~/api/client.server";
import { pageLanguage } from "~/features/application/application.server";

/** Running campaigns shown at `placement` (e.g. "application"); an empty list when they cannot be read. */
export async function loadCampaigns(args: ApiCallArgs, placement: string) {
  const lang = (await pageLanguage(args.request)) === "en" ? "en" : "de";
  try {
    const query = new URLSearchParams({ placement, lang });
    return (await listCampaigns(args, query)).items;
  } catch (error) {
    // a campaign box is an extra: the page around it still works without
    if (error instanceof ApiError) return [];
    throw error;
  }
}
