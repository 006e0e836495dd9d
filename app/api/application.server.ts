/** The applicant's application: progress of the steps and the drafts of its forms. */
import type { ApplicationProgress, Draft } from "#contracts";
import { type ApiCallArgs, type Body, callApi } from "./client.server";

export const getProgress = (args: ApiCallArgs) => callApi<ApplicationProgress>(args, "GET /v1/application/progress");

export const getDraft = (args: ApiCallArgs, formKey: string) =>
  callApi<Draft>(args, `GET /v1/drafts/${encodeURIComponent(formKey)}`);

export const putDraft = (args: ApiCallArgs, formKey: string, body: Body<typeof Draft>) =>
  callApi<Draft>(args, `PUT /v1/drafts/${encodeURIComponent(formKey)}`, { body });

export const deleteDraft = (args: ApiCallArgs, formKey: string) =>
  callApi<void>(args, `DELETE /v1/drafts/${encodeURIComponent(formKey)}`);
