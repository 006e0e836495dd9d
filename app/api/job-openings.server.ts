/** The company's job openings and their applicants (b2b API), for the current company. */
import type {
  ApplicantComment,
  ApplicantCommentBody,
  ArrangeInterviewBody,
  CompanyApplicant,
  CompanyApplicantList,
  CompanyApplicantSearch,
  CompanyContract,
  CompanyContractInput,
  CompanyContractPatch,
  CompanyJobOpening,
  Draft,
  JobOpeningCreate,
  JobOpeningFormOptions,
  JobOpeningList,
  JobOpeningPatch,
  JobOpeningStep,
  RejectBody,
  TrialDayBody,
} from "#contracts";
import { type ApiCallArgs, apiStream, type Body, callApi, callApiWithETag } from "./client.server";

const enc = encodeURIComponent;

/** One applicant of one opening of the current company. */
export interface ApplicantRef {
  companyId: string;
  jobId: string;
  applicantId: string;
}

export const listJobOpenings = (args: ApiCallArgs, companyId: string, query: URLSearchParams) =>
  callApi<JobOpeningList>(args, `GET /b2b/v1/companies/${enc(companyId)}/job-openings?${query}`);

export const getJobOpeningFormOptions = (args: ApiCallArgs, companyId: string) =>
  callApi<JobOpeningFormOptions>(args, `GET /b2b/v1/companies/${enc(companyId)}/job-openings/form-options`);

/** The opening with its ETag (the version a form sends back as If-Match). */
export const getJobOpening = (args: ApiCallArgs, companyId: string, jobId: string) =>
  callApiWithETag<CompanyJobOpening>(args, `GET /b2b/v1/companies/${enc(companyId)}/job-openings/${enc(jobId)}`);

export const createJobOpening = (args: ApiCallArgs, companyId: string, body: Body<typeof JobOpeningCreate>) =>
  callApi<CompanyJobOpening>(args, `POST /b2b/v1/companies/${enc(companyId)}/job-openings`, { body });

/** Changes the fields of one step; `ifMatch` is the version the form was filled from (412 when it moved). */
export const patchJobOpening = (
  args: ApiCallArgs,
  companyId: string,
  jobId: string,
  body: Body<typeof JobOpeningPatch>,
  ifMatch: string | undefined,
) =>
  callApi<CompanyJobOpening>(args, `PATCH /b2b/v1/companies/${enc(companyId)}/job-openings/${enc(jobId)}`, {
    body,
    ifMatch,
  });

/** Deletes a draft; `ifMatch` is the version the user confirmed (412 when it moved since). */
export const deleteJobOpening = (args: ApiCallArgs, companyId: string, jobId: string, ifMatch: string | undefined) =>
  callApi<void>(args, `DELETE /b2b/v1/companies/${enc(companyId)}/job-openings/${enc(jobId)}`, { ifMatch });

/** A command on the opening as a whole (publish, close, reopen, copy); copy answers the new opening. */
export function jobOpeningCommand(
  args: ApiCallArgs,
  companyId: string,
  jobId: string,
  command: "publish" | "close" | "reopen" | "copy",
) {
  const c = enc(companyId);
  const j = enc(jobId);
  const endpoints = {
    publish: `POST /b2b/v1/companies/${c}/job-openings/${j}/publish`,
    close: `POST /b2b/v1/companies/${c}/job-openings/${j}/close`,
    reopen: `POST /b2b/v1/companies/${c}/job-openings/${j}/reopen`,
    copy: `POST /b2b/v1/companies/${c}/job-openings/${j}/copy`,
  } as const;
  return callApi<CompanyJobOpening>(args, endpoints[command]);
}

export const getJobOpeningDraft = (args: ApiCallArgs, companyId: string, jobId: string, step: JobOpeningStep) =>
  callApi<Draft>(args, `GET /b2b/v1/companies/${enc(companyId)}/job-openings/${enc(jobId)}/drafts/${enc(step)}`);

export const putJobOpeningDraft = (
  args: ApiCallArgs,
  companyId: string,
  jobId: string,
  step: JobOpeningStep,
  body: Body<typeof Draft>,
) =>
  callApi<Draft>(args, `PUT /b2b/v1/companies/${enc(companyId)}/job-openings/${enc(jobId)}/drafts/${enc(step)}`, {
    body,
  });

export const deleteJobOpeningDraft = (args: ApiCallArgs, companyId: string, jobId: string, step: JobOpeningStep) =>
  callApi<void>(args, `DELETE /b2b/v1/companies/${enc(companyId)}/job-openings/${enc(jobId)}/drafts/${enc(step)}`);

export const searchCompanyApplicants = (
  args: ApiCallArgs,
  companyId: string,
  jobId: string,
  body: Body<typeof CompanyApplicantSearch>,
) =>
  callApi<CompanyApplicantList>(
    args,
    `POST /b2b/v1/companies/${enc(companyId)}/job-openings/${enc(jobId)}/applicants`,
    { body },
  );

const ids = (ref: ApplicantRef) => ({ c: enc(ref.companyId), j: enc(ref.jobId), a: enc(ref.applicantId) });

export function getCompanyApplicant(args: ApiCallArgs, ref: ApplicantRef) {
  const { c, j, a } = ids(ref);
  return callApi<CompanyApplicant>(args, `GET /b2b/v1/companies/${c}/job-openings/${j}/applicants/${a}`);
}

export function listApplicantComments(args: ApiCallArgs, ref: ApplicantRef) {
  const { c, j, a } = ids(ref);
  return callApi<{ comments: ApplicantComment[] }>(
    args,
    `GET /b2b/v1/companies/${c}/job-openings/${j}/applicants/${a}/comments`,
  );
}

/** The company's commands on an applicant of an opening (spec: matching), each its own operation. */
export const applicantCommands = {
  interest(args: ApiCallArgs, ref: ApplicantRef) {
    const { c, j, a } = ids(ref);
    return callApi<unknown>(args, `POST /b2b/v1/companies/${c}/job-openings/${j}/applicants/${a}/interest`);
  },
  arrangeInterview(args: ApiCallArgs, ref: ApplicantRef, body: Body<typeof ArrangeInterviewBody>) {
    const { c, j, a } = ids(ref);
    return callApi<unknown>(args, `POST /b2b/v1/companies/${c}/job-openings/${j}/applicants/${a}/arrange-interview`, {
      body,
    });
  },
  trialDay(args: ApiCallArgs, ref: ApplicantRef, body: Body<typeof TrialDayBody>) {
    const { c, j, a } = ids(ref);
    return callApi<unknown>(args, `POST /b2b/v1/companies/${c}/job-openings/${j}/applicants/${a}/trial-day`, { body });
  },
  accept(args: ApiCallArgs, ref: ApplicantRef) {
    const { c, j, a } = ids(ref);
    return callApi<unknown>(args, `POST /b2b/v1/companies/${c}/job-openings/${j}/applicants/${a}/accept`);
  },
  reject(args: ApiCallArgs, ref: ApplicantRef, body: Body<typeof RejectBody>) {
    const { c, j, a } = ids(ref);
    return callApi<unknown>(args, `POST /b2b/v1/companies/${c}/job-openings/${j}/applicants/${a}/reject`, { body });
  },
  addComment(args: ApiCallArgs, ref: ApplicantRef, body: Body<typeof ApplicantCommentBody>) {
    const { c, j, a } = ids(ref);
    return callApi<ApplicantComment>(args, `POST /b2b/v1/companies/${c}/job-openings/${j}/applicants/${a}/comments`, {
      body,
    });
  },
  editComment(args: ApiCallArgs, ref: ApplicantRef, commentId: string, body: Body<typeof ApplicantCommentBody>) {
    const { c, j, a } = ids(ref);
    return callApi<ApplicantComment>(
      args,
      `PATCH /b2b/v1/companies/${c}/job-openings/${j}/applicants/${a}/comments/${enc(commentId)}`,
      { body },
    );
  },
  deleteComment(args: ApiCallArgs, ref: ApplicantRef, commentId: string) {
    const { c, j, a } = ids(ref);
    return callApi<void>(
      args,
      `DELETE /b2b/v1/companies/${c}/job-openings/${j}/applicants/${a}/comments/${enc(commentId)}`,
    );
  },
};

export function createApplicantContract(args: ApiCallArgs, ref: ApplicantRef, body: Body<typeof CompanyContractInput>) {
  const { c, j, a } = ids(ref);
  return callApi<CompanyContract>(args, `POST /b2b/v1/companies/${c}/job-openings/${j}/applicants/${a}/contract`, {
    body,
  });
}

export function patchApplicantContract(args: ApiCallArgs, ref: ApplicantRef, body: Body<typeof CompanyContractPatch>) {
  const { c, j, a } = ids(ref);
  return callApi<CompanyContract>(args, `PATCH /b2b/v1/companies/${c}/job-openings/${j}/applicants/${a}/contract`, {
    body,
  });
}

/** A document the applicant released to the company, for the browser. */
export function applicantDocumentFile(args: ApiCallArgs, ref: ApplicantRef, docId: string) {
  const { c, j, a } = ids(ref);
  return apiStream(args, `GET /b2b/v1/companies/${c}/job-openings/${j}/applicants/${a}/documents/${enc(docId)}`);
}

/** The chosen interview date as an iCalendar file. */
export function applicantInterviewIcs(args: ApiCallArgs, ref: ApplicantRef) {
  const { c, j, a } = ids(ref);
  return apiStream(args, `GET /b2b/v1/companies/${c}/job-openings/${j}/applicants/${a}/interview.ics`);
}
