/** Tracking id, experiment assignments and the cookie consent kept with the account (spec §4.3, §7). */
import type { CookieConsentPut, ExperimentAssignments, TrackingAnswer } from "#contracts/tracking";
import { type ApiCallArgs, callApi } from "./client.server";

/** Anonymous unless an applicant's token is given: a visit is never refused for its login. */
export const recordTrackingId = (args: ApiCallArgs, id: string, applicantToken: string | null) =>
  callApi<TrackingAnswer>(args, `POST /v1/t/${encodeURIComponent(id)}`, { token: applicantToken });

export const postExperimentAssignments = (args: ApiCallArgs, body: ExperimentAssignments) =>
  callApi<{ stored: number }>(args, "POST /v1/experiment-assignments", { body });

export const putCookieConsent = (args: ApiCallArgs, issuer: "applicant" | "company", body: CookieConsentPut) =>
  callApi<void>(args, issuer === "company" ? "PUT /b2b/v1/cookie-consent" : "PUT /v1/cookie-consent", { body });
