/** Steps 5 and 6 of the application: the search for a practice partner and the study contract. */
import type {
  HealthInsurance,
  MotivationBody,
  MotivationDraft,
  PartnerContractState,
  PartnerFound,
  PartnerPreferences,
} from "#contracts";
import { type ApiCallArgs, apiStream, type Body, callApi } from "./client.server";

export const getPartnerSearch = (args: ApiCallArgs) => callApi<PartnerContractState>(args, "GET /v1/partner-search");

export const putPartnerPreferences = (args: ApiCallArgs, body: Body<typeof PartnerPreferences>) =>
  callApi<PartnerContractState>(args, "PUT /v1/partner-search/preferences", { body });

export const putMotivation = (args: ApiCallArgs, body: Body<typeof MotivationBody>) =>
  callApi<PartnerContractState>(args, "PUT /v1/partner-search/motivation", { body });

export const generateMotivation = (args: ApiCallArgs, lng: "de" | "en") =>
  callApi<MotivationDraft>(args, `POST /v1/partner-search/motivation/generate?lng=${lng}`);

export const putPartnerFound = (args: ApiCallArgs, body: Body<typeof PartnerFound>) =>
  callApi<PartnerContractState>(args, "PUT /v1/partner-search/partner-found", { body });

export const completePartnerSearch = (args: ApiCallArgs) =>
  callApi<PartnerContractState>(args, "POST /v1/partner-search/complete");

export const putHealthInsurance = (args: ApiCallArgs, body: Body<typeof HealthInsurance>) =>
  callApi<PartnerContractState>(args, "PUT /v1/contract/health-insurance", { body });

export const completeContract = (args: ApiCallArgs) =>
  callApi<PartnerContractState>(args, "POST /v1/contract/complete");

/** The study contract template as a download, named in the page's language. */
export const contractTemplatePdf = (args: ApiCallArgs, lng: "de" | "en") =>
  apiStream(args, `GET /v1/contract/template?lng=${lng}`, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${lng === "de" ? "studienvertrag" : "study-contract"}.pdf"`,
    },
  });
