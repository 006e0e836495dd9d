/** Campaigns the applicant can register for or take part in. */
import type { CampaignList } from "#contracts";
import { type ApiCallArgs, callApi } from "./client.server";

export const listCampaigns = (args: ApiCallArgs, query: URLSearchParams) =>
  callApi<CampaignList>(args, `GET /v1/campaigns?${query}`);

/** The applicant's answer to a campaign: register for it or take part. */
export function campaignCommand(args: ApiCallArgs, id: string, command: "register" | "participate") {
  const endpoints = {
    register: `POST /v1/campaigns/${encodeURIComponent(id)}/register`,
    participate: `POST /v1/campaigns/${encodeURIComponent(id)}/participate`,
  } as const;
  return callApi<unknown>(args, endpoints[command]);
}
