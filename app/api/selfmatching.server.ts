/** The applicant's selfmatching (docs/product.md#applicant-unit): job openings, their match, and the applicant's commands. */
import type {
  ChooseInterviewDateBody,
  FavoriteBody,
  SelfmatchingFilterOptions,
  SelfmatchingList,
  SelfmatchingOpening,
  SelfmatchingTab,
} from "#contracts";
import { type ApiCallArgs, apiStream, type Body, callApi } from "./client.server";

const enc = encodeURIComponent;

export const getSelfmatchingFilterOptions = (args: ApiCallArgs) =>
  callApi<SelfmatchingFilterOptions>(args, "GET /v1/job-openings/filter-options");

/** One page of a tab of the overview; "all" is the filtered list. */
export function listSelfmatching(args: ApiCallArgs, tab: SelfmatchingTab, query: URLSearchParams) {
  const endpoints = {
    related: `GET /v1/job-openings/related?${query}`,
    all: `GET /v1/job-openings/filtered?${query}`,
    invitations: `GET /v1/job-openings/invitations?${query}`,
    applications: `GET /v1/job-openings/applications?${query}`,
    interacted: `GET /v1/job-openings/interacted?${query}`,
  } as const;
  return callApi<SelfmatchingList>(args, endpoints[tab]);
}

/** The companies' offers waiting for the applicant's answer (the first ten; each has its answer day). */
export const listPendingOffers = (args: ApiCallArgs) => callApi<SelfmatchingList>(args, "GET /v1/job-openings/offers");

export const getSelfmatchingOpening = (args: ApiCallArgs, id: string) =>
  callApi<SelfmatchingOpening>(args, `GET /v1/job-openings/${enc(id)}`);

/** The applicant's commands on an opening, each its own operation. */
export const selfmatchingCommands = {
  expressInterest: (args: ApiCallArgs, id: string) =>
    callApi<unknown>(args, `POST /v1/job-openings/${enc(id)}/express-interest`),
  expressDisinterest: (args: ApiCallArgs, id: string) =>
    callApi<unknown>(args, `POST /v1/job-openings/${enc(id)}/express-disinterest`),
  favourite: (args: ApiCallArgs, id: string, body: Body<typeof FavoriteBody>) =>
    callApi<unknown>(args, `POST /v1/job-openings/${enc(id)}/favorite`, { body }),
  acceptOffer: (args: ApiCallArgs, id: string) =>
    callApi<unknown>(args, `POST /v1/job-openings/${enc(id)}/accept-offer`),
  /** the applicant accepting before the company offers: the same command as answering an offer */
  giveCommitment: (args: ApiCallArgs, id: string) =>
    callApi<unknown>(args, `POST /v1/job-openings/${enc(id)}/accept-offer`),
  rejectOffer: (args: ApiCallArgs, id: string) =>
    callApi<unknown>(args, `POST /v1/job-openings/${enc(id)}/reject-offer`),
  chooseInterviewDate: (args: ApiCallArgs, id: string, body: Body<typeof ChooseInterviewDateBody>) =>
    callApi<unknown>(args, `POST /v1/job-openings/${enc(id)}/choose-interview-date`, { body }),
};

/**
 * The interview invitation as an iCalendar download. 404 stays 404; any other refusal (no interview
 * date chosen yet) is 409.
 */
export const interviewIcs = (args: ApiCallArgs, id: string) =>
  apiStream(args, `GET /v1/job-openings/${enc(id)}/interview.ics`, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="interview.ics"',
    },
    refusal: (error) => (error.status === 404 ? 404 : 409),
  });
