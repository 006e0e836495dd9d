/** The public CV generator: anonymous calls; a draft is reached with its token (the cookie's value). */
import { CV_DRAFT_HEADER, type CvData, type CvDesign, type CvDraft } from "#contracts";
import { type ApiCallArgs, apiStream, callApi } from "./client.server";

const withToken = (token: string) => ({ token: null, requestHeaders: { [CV_DRAFT_HEADER]: token } });

export const getCvDraft = (args: ApiCallArgs, token: string) =>
  callApi<CvDraft>(args, "GET /v1/cv-generator/draft", withToken(token));

export const saveCvDraft = (args: ApiCallArgs, token: string, cv: CvData) =>
  callApi<CvDraft>(args, "PUT /v1/cv-generator/draft", { ...withToken(token), body: cv });

export const deleteCvDraft = (args: ApiCallArgs, token: string) =>
  callApi<void>(args, "DELETE /v1/cv-generator/draft", withToken(token));

/** The PDF as the API made it, streamed to the browser as a download. */
export const cvPdfDownload = (args: ApiCallArgs, cv: CvData, type: CvDesign, lng: string) =>
  apiStream(args, "POST /v1/cv-generator/upload", {
    token: null,
    body: { type, lng, cv },
    contentTypes: ["application/pdf"],
    refusal: (error) => error.status,
  });

export const sendCvByMail = (args: ApiCallArgs, cv: CvData, type: CvDesign, lng: string, email: string) =>
  callApi<{ queued: boolean }>(args, "POST /v1/cv-generator/send/upload", {
    token: null,
    body: { type, lng, cv, email },
  });
