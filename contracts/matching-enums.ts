/**
 * The lists and limits of the matching marketplace (docs/product.md#entities Job opening / Job-match, docs/product.md#match-statuses): statuses,
 * commands, lost reasons, labels, work models, courses, field limits, the steps of the job-opening flow.
 * Kept free of zod so pages that only show them do not load the schema library into the browser;
 * contracts/matching.ts builds its schemas on them and re-exports them.
 */

// ---------- Match statuses and commands ----------

/** Match statuses (docs/product.md#match-statuses), in the order a match usually passes them. */
export const MATCH_STATUSES = [
  "awaiting_any_interest",
  "awaiting_partner_interest",
  "awaiting_applicant_interest",
  "awaiting_interview_schedule",
  "interview_scheduled",
  "trial_day_scheduled",
  "awaiting_partner_confirmation",
  "awaiting_applicant_confirmation",
  "offer_accepted",
  "cancelled",
] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
/** Statuses in which a match can still move (everything but the two end states). */
export const OPEN_MATCH_STATUSES: readonly MatchStatus[] = MATCH_STATUSES.filter(
  (s) => s !== "offer_accepted" && s !== "cancelled",
);
export const isOpenMatchStatus = (s: MatchStatus) => OPEN_MATCH_STATUSES.includes(s);

/** Camel-case form used in the applicant texts (docs/product.md#match-statuses). */
export const matchStatusCamel = (s: MatchStatus) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Who created the match (docs/product.md#entities Other: match sources). */
export const MATCH_SOURCES = ["company", "applicant", "study_advisor"] as const;
export type MatchSource = (typeof MATCH_SOURCES)[number];

/**
 * Commands that move a match. Each has exactly one service function in api/services/matching/ and one
 * row per allowed starting status in the transition table.
 */
export const MATCH_COMMANDS = [
  "applicant_interest", // applicant expresses interest
  "company_interest", // company expresses interest in the applicant
  "arrange_interview", // company proposes up to three interview dates
  "schedule_trial_day", // company adds the optional trial day
  "company_accept", // company accepts the applicant (an offer) or confirms the applicant's acceptance
  "applicant_accept", // applicant accepts the offer (or accepts first, before the company)
  "company_reject", // company rejects, with feedback text
  "applicant_reject", // applicant rejects the offer or is not interested
  "staffed", // system: the opening's last position went to another applicant
  "opening_closed", // system: the company closed the opening
  "offer_expired", // system: the applicant let the answer deadline of an offer pass
  "suggestion_expired", // system: nobody acted on a suggestion for SUGGESTION_EXPIRY_DAYS
] as const;
export type MatchCommand = (typeof MATCH_COMMANDS)[number];

/** Lost reasons of a cancelled match (docs/product.md#match-statuses); the wording per side is in the `matching` namespace. */
export const LOST_REASONS = [
  "staffed_with_another_applicant",
  "rejected_by_company",
  "rejected_by_applicant",
  "job_opening_closed",
  "offer_expired",
  "suggestion_expired",
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** A suggestion (a match in awaiting_any_interest) nobody acted on for this many calendar days expires. */
export const SUGGESTION_EXPIRY_DAYS = 30;

/** Applicant-side job-offer labels (docs/product.md#match-statuses). */
export const APPLICANT_OFFER_LABELS = [
  "applicant_recommended",
  "applicant_interested",
  "company_interested",
  "company_accepted",
  "job_opening_expired",
] as const;
export type ApplicantOfferLabel = (typeof APPLICANT_OFFER_LABELS)[number];

// ---------- Job openings ----------

/** Stored job-opening status; `openWithActiveMatches` is derived for the company view (docs/product.md#match-statuses). */
export const JOB_OPENING_STATUSES = ["draft", "open", "staffed", "closed"] as const;
export type JobOpeningStatus = (typeof JOB_OPENING_STATUSES)[number];
export const JOB_OPENING_VIEW_STATUSES = ["draft", "open", "openWithActiveMatches", "staffed", "closed"] as const;
export type JobOpeningViewStatus = (typeof JOB_OPENING_VIEW_STATUSES)[number];

export const WORK_MODELS = ["hybrid", "onsite", "remote"] as const;
export type WorkModel = (typeof WORK_MODELS)[number];
export const SOFTWARE_SKILL_AREAS = ["adobe", "office", "other", "programming", "individualTools"] as const;
export type SoftwareSkillArea = (typeof SOFTWARE_SKILL_AREAS)[number];
/** 1 basic, 2 extended, 3 sound (docs/product.md#entities). */
export const SOFTWARE_SKILL_LEVELS = [1, 2, 3] as const;

/** Courses of study offered as dual study (the course of a job opening and of an application). */
export const COURSES = [
  "Betriebswirtschaftslehre (B.A.)",
  "Informatik (B.Sc.)",
  "Maschinenbau (B.Eng.)",
  "Psychologie (B.Sc.)",
  "Soziale Arbeit (B.A.)",
  "Wirtschaftsinformatik (B.Sc.)",
] as const;

export const JOB_OPENING_LIMITS = {
  title: 120,
  tasks: 4000,
  offerDescription: 4000,
  offerUrl: 500,
  skills: 2000,
  benefits: 2000,
  extraPayment: 500,
  placeOfTraining: 200,
  practicePlace: 200,
  individualToolsName: 200,
  requiredCountMax: 50,
  teamSizeMax: 100000,
  comment: 2000,
  feedbackText: 2000,
} as const;

/** The four steps of the company's job-opening flow (docs/product.md#company-unit), in order. */
export const JOB_OPENING_STEPS = ["study", "job", "requirements", "finish"] as const;
export type JobOpeningStep = (typeof JOB_OPENING_STEPS)[number];

// ---------- Selfmatching (the applicant's side) ----------

/** Page size of every selfmatching list. */
export const SELFMATCHING_PAGE_SIZE = 10;

/** The tabs of /ds/selfmatching, in order (suggestions = related). */
export const SELFMATCHING_TABS = ["related", "all", "invitations", "applications", "interacted"] as const;
export type SelfmatchingTab = (typeof SELFMATCHING_TABS)[number];

/**
 * What the applicant can do with an opening now (derived from the transition table). `acceptOffer` answers
 * the company's offer; `giveCommitment` is the applicant accepting first, after the agreed interview.
 */
export const APPLICANT_ACTIONS = [
  "expressInterest",
  "expressDisinterest",
  "acceptOffer",
  "giveCommitment",
  "rejectOffer",
  "chooseInterviewDate",
] as const;
export type ApplicantAction = (typeof APPLICANT_ACTIONS)[number];
