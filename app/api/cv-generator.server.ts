/** The public CV generator: anonymous calls; a draft is reached with its token (the cookie's value). */
import { type ApplicantCv, CV_DRAFT_HEADER, type CvData, type CvDesign, type CvDraft, type Document } from "#contracts";
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
    busyIsRefusal: true,
  });

/** The applicant's own CV (the session's token): as last saved, else prefilled from the account. */
export const getApplicantCv = (args: ApiCallArgs, lng: string) =>
  callApi<ApplicantCv>(args, `GET /v1/cv-generator/applicant?lng=${encodeURIComponent(lng)}`);

export const saveApplicantCv = (args: ApiCallArgs, cv: CvData) =>
  callApi<ApplicantCv>(args, "PUT /v1/cv-generator/applicant", { body: cv });

export const resetApplicantCv = (args: ApiCallArgs) => callApi<void>(args, "DELETE /v1/cv-generator/applicant");

/** The applicant's CV stored among their documents (category CV). */
export const saveCvDocument = (args: ApiCallArgs, type: CvDesign, lng: string) =>
  callApi<Document>(args, "POST /v1/cv-generator/applicant/document", { body: { type, lng }, busyIsRefusal: true });

/** The application portfolio as a PDF download. */
export const portfolioDownload = (args: ApiCallArgs, type: CvDesign, lng: string) =>
  apiStream(args, "POST /v1/application-portfolio", {
    body: { type, lng, save: false },
    contentTypes: ["application/pdf"],
    refusal: (error) => error.status,
  });

/** The application portfolio stored among the documents. */
export const savePortfolio = (args: ApiCallArgs, type: CvDesign, lng: string) =>
  callApi<Document>(args, "POST /v1/application-portfolio", {
    body: { type, lng, save: true },
    busyIsRefusal: true,
  });
