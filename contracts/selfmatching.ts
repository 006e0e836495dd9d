/**
 * Applicant selfmatching (docs/product.md#applicant-unit selfmatching, docs/product.md#api-calls Resources job openings): the lists and details an
 * applicant reads under /v1/job-openings and the bodies of the applicant's commands.
 */
import { z } from "zod";
import { JobOpening } from "./matching";
import {
  APPLICANT_ACTIONS,
  APPLICANT_OFFER_LABELS,
  LOST_REASONS,
  MATCH_SOURCES,
  MATCH_STATUSES,
} from "./matching-enums";
import { V } from "./validation";

export {
  APPLICANT_ACTIONS,
  type ApplicantAction,
  SELFMATCHING_PAGE_SIZE,
  SELFMATCHING_TABS,
  type SelfmatchingTab,
} from "./matching-enums";

/** The applicant's match with an opening, as the applicant sees it. */
export const ApplicantMatch = z.object({
  id: z.string(),
  status: z.enum(MATCH_STATUSES),
  /** key under matching:applicantStatus (camel case; interviewScheduledChoose while no date is chosen) */
  statusLabel: z.string(),
  source: z.enum(MATCH_SOURCES),
  /** key under matching:lostReason.applicant */
  lostReason: z.enum(LOST_REASONS).nullable(),
  /** what the company wrote to the applicant when it declined (only then) */
  companyFeedback: z.string().nullable(),
  applicantInterestAt: z.string().nullable(),
  companyInterestAt: z.string().nullable(),
  interviewDateSuggestions: z.array(z.string()),
  interviewAt: z.string().nullable(),
  trialDayAt: z.string().nullable(),
  /** while the offer awaits the applicant's answer: the last day to answer (yyyy-mm-dd, German time) */
  offerAnswerBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type ApplicantMatch = z.infer<typeof ApplicantMatch>;

/** One opening in the applicant's lists and details. */
export const SelfmatchingOpening = JobOpening.omit({ viewStatus: true }).extend({
  match: ApplicantMatch.nullable(),
  /** key under matching:offerLabel, null when there is nothing to say */
  offerLabel: z.enum(APPLICANT_OFFER_LABELS).nullable(),
  favourite: z.boolean(),
  viewed: z.boolean(),
  /** what the applicant may do now, decided by the transition table (the API refuses anything else) */
  allowedActions: z.array(z.enum(APPLICANT_ACTIONS)),
});
export type SelfmatchingOpening = z.infer<typeof SelfmatchingOpening>;

export const SelfmatchingList = z.object({
  items: z.array(SelfmatchingOpening),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  /** related openings the applicant has not opened yet (the unreadJobOpenings hint) */
  unreadJobOpenings: z.number().int(),
});
export type SelfmatchingList = z.infer<typeof SelfmatchingList>;

export const SelfmatchingFilterOptions = z.object({
  courses: z.array(z.string()),
  campuses: z.array(z.object({ id: z.string(), name: z.string(), city: z.string() })),
  /** start dates (YYYY-MM-DD) of open openings */
  intakes: z.array(z.string()),
});
export type SelfmatchingFilterOptions = z.infer<typeof SelfmatchingFilterOptions>;

export const FavoriteBody = z.object({ favorite: z.boolean() });
export type FavoriteBody = z.infer<typeof FavoriteBody>;

export const ChooseInterviewDateBody = z.object({
  date: z.string().datetime({ offset: true, message: V.mustBeSelected }),
});
export type ChooseInterviewDateBody = z.infer<typeof ChooseInterviewDateBody>;
