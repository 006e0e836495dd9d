/** Tracking id, experiment assignments and the cookie consent kept with the account (docs/product.md#other-flows, docs/product.md#api-calls). */

import { CONSENT_COOKIE, cookieValue } from "#contracts/consent";
import type { CookieConsentPut, ExperimentAssignments, TrackingAnswer } from "#contracts/tracking";
import { type ApiCallArgs, callApi } from "./client.server";

/** The visitor's consent cookie, handed to the API, which decides by it what it may store. */
const consentCookieOf = (request: Request): Record<string, string> => {
  const value = cookieValue(request.headers.get("Cookie"), CONSENT_COOKIE);
  return value ? { Cookie: `${CONSENT_COOKIE}=${value}` } : {};
};

/** Anonymous unless an applicant's token is given: a visit is never refused for its login. */
export const recordTrackingId = (args: ApiCallArgs, id: string, applicantToken: string | null) =>
  callApi<TrackingAnswer>(args, `POST /v1/t/${encodeURIComponent(id)}`, {
    token: applicantToken,
    requestHeaders: consentCookieOf(args.request),
  });

export const postExperimentAssignments = (args: ApiCallArgs, body: ExperimentAssignments) =>
  callApi<{ stored: number }>(args, "POST /v1/experiment-assignments", {
    body,
    requestHeaders: consentCookieOf(args.request),
  });

export const putCookieConsent = (args: ApiCallArgs, issuer: "applicant" | "company", body: CookieConsentPut) =>
  callApi<void>(args, issuer === "company" ? "PUT /b2b/v1/cookie-consent" : "PUT /v1/cookie-consent", { body });
