/** Campaigns for the applicant pages: the running ones of a placement, in the page's language. */
import { listCampaigns } from "~/api/campaigns.server";
import type { ApiCallArgs } from "~/api/client.server";
import { pageLanguage } from "~/features/application/application.server";
import { orElse } from "~/utils/api-refusal.server";

/** Running campaigns shown at `placement` (e.g. "application"); an empty list when they cannot be read. */
export async function loadCampaigns(args: ApiCallArgs, placement: string) {
  const lang = (await pageLanguage(args.request)) === "en" ? "en" : "de";
  const query = new URLSearchParams({ placement, lang });
  // a campaign box is an extra: the page around it still works without
  const none: Awaited<ReturnType<typeof listCampaigns>>["items"] = [];
  return orElse(
    listCampaigns(args, query).then((list) => list.items),
    none,
  );
}
