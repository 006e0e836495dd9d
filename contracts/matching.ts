/**
 * The matching marketplace (spec §3 Job opening / Job-match, §4.1, DESIGN.md §5): statuses, commands,
 * lost reasons, job-opening fields and the shapes both units read. The transition table itself lives in
 * api/services/matching/transitions.ts (the API owns the rules; the portal only shows their results).
 */
import { z } from "zod";
import { msg, V } from "./validation";

// ---------- Match statuses and commands ----------

/** Match statuses (spec §4.1), in the order a match usually passes them. */
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

/** Camel-case form used in the applicant texts (spec §4.1). */
export const matchStatusCamel = (s: MatchStatus) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Who created the match (spec §3 Other: match sources). */
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
] as const;
export type MatchCommand = (typeof MATCH_COMMANDS)[number];

/** Lost reasons of a cancelled match (spec §4.1); the wording per side is in the `matching` namespace. */
export const LOST_REASONS = [
  "staffed_with_another_applicant",
  "rejected_by_company",
  "rejected_by_applicant",
  "job_opening_closed",
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** Applicant-side job-offer labels (spec §4.1). */
export const APPLICANT_OFFER_LABELS = [
  "applicant_recommended",
  "applicant_interested",
  "company_interested",
  "company_accepted",
  "job_opening_expired",
] as const;
export type ApplicantOfferLabel = (typeof APPLICANT_OFFER_LABELS)[number];

// ---------- Job openings ----------

/** Stored job-opening status; `openWithActiveMatches` is derived for the company view (spec §4.1). */
export const JOB_OPENING_STATUSES = ["draft", "open", "staffed", "closed"] as const;
export type JobOpeningStatus = (typeof JOB_OPENING_STATUSES)[number];
export const JOB_OPENING_VIEW_STATUSES = ["draft", "open", "openWithActiveMatches", "staffed", "closed"] as const;
export type JobOpeningViewStatus = (typeof JOB_OPENING_VIEW_STATUSES)[number];

export const WORK_MODELS = ["hybrid", "onsite", "remote"] as const;
export type WorkModel = (typeof WORK_MODELS)[number];
export const SOFTWARE_SKILL_AREAS = ["adobe", "office", "other", "programming", "individualTools"] as const;
export type SoftwareSkillArea = (typeof SOFTWARE_SKILL_AREAS)[number];
/** 1 basic, 2 extended, 3 sound (spec §3). */
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

/** The four steps of the company's job-opening flow (spec §2.3), in order. */
export const JOB_OPENING_STEPS = ["study", "job", "requirements", "finish"] as const;
export type JobOpeningStep = (typeof JOB_OPENING_STEPS)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, msg(V.dateInvalid));
const text = (max: number) => z.string().trim().max(max, msg(V.maxLength, { max }));
const requiredText = (max: number) => text(max).min(1, V.required);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Step "study": where and what the dual student studies, and how many are wanted. */
export const JobOpeningStudyStep = z.object({
  campusId: z.string().uuid(V.mustBeSelected),
  course: z.enum(COURSES, V.mustBeSelected),
  startDate: isoDate,
  requiredCount: z.coerce
    .number(V.fieldNumeric)
    .int(V.fieldNumeric)
    .min(1, msg(V.minValue, { min: 1 }))
    .max(JOB_OPENING_LIMITS.requiredCountMax, msg(V.maxValue, { max: JOB_OPENING_LIMITS.requiredCountMax })),
});
export type JobOpeningStudyStep = z.infer<typeof JobOpeningStudyStep>;

/** Step "job": the position itself. */
export const JobOpeningJobStep = z.object({
  title: requiredText(JOB_OPENING_LIMITS.title),
  tasks: requiredText(JOB_OPENING_LIMITS.tasks),
  offerDescription: requiredText(JOB_OPENING_LIMITS.offerDescription),
  offerUrl: z
    .string()
    .trim()
    .max(JOB_OPENING_LIMITS.offerUrl, msg(V.maxLength, { max: JOB_OPENING_LIMITS.offerUrl }))
    .url(V.url)
    .refine((u) => /^https?:\/\//i.test(u), V.url)
    .nullish()
    .or(z.literal("").transform(() => null)),
  teamSize: z.coerce
    .number(V.fieldNumeric)
    .int(V.fieldNumeric)
    .min(1, msg(V.minValue, { min: 1 }))
    .max(JOB_OPENING_LIMITS.teamSizeMax, msg(V.maxValue, { max: JOB_OPENING_LIMITS.teamSizeMax }))
    .nullish(),
  workModel: z.enum(WORK_MODELS, V.mustBeSelected),
  placeOfTraining: requiredText(JOB_OPENING_LIMITS.placeOfTraining),
  practicePlace: optionalText(JOB_OPENING_LIMITS.practicePlace),
  benefits: optionalText(JOB_OPENING_LIMITS.benefits),
  extraPayment: optionalText(JOB_OPENING_LIMITS.extraPayment),
});
export type JobOpeningJobStep = z.infer<typeof JobOpeningJobStep>;

export const SoftwareSkill = z.object({
  area: z.enum(SOFTWARE_SKILL_AREAS),
  level: z.union(SOFTWARE_SKILL_LEVELS.map((l) => z.literal(l)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>]),
  /** only for `individualTools`: which tools */
  name: optionalText(JOB_OPENING_LIMITS.individualToolsName),
});
export type SoftwareSkill = z.infer<typeof SoftwareSkill>;

/** Step "requirements": skills and software skills with levels. */
export const JobOpeningRequirementsStep = z.object({
  skills: optionalText(JOB_OPENING_LIMITS.skills),
  softwareSkills: z.array(SoftwareSkill).max(SOFTWARE_SKILL_AREAS.length),
});
export type JobOpeningRequirementsStep = z.infer<typeof JobOpeningRequirementsStep>;

/** A complete job opening as the company writes it (create/PATCH body). */
export const JobOpeningInput = JobOpeningStudyStep.extend(JobOpeningJobStep.shape).extend(
  JobOpeningRequirementsStep.shape,
);
export type JobOpeningInput = z.infer<typeof JobOpeningInput>;

/** A job opening as both units read it. */
export const JobOpening = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  status: z.enum(JOB_OPENING_STATUSES),
  viewStatus: z.enum(JOB_OPENING_VIEW_STATUSES),
  title: z.string(),
  campus: z.object({ id: z.string(), name: z.string(), city: z.string() }),
  course: z.string(),
  startDate: z.string(),
  tasks: z.string(),
  offerDescription: z.string(),
  offerUrl: z.string().nullable(),
  requiredCount: z.number().int(),
  openPositions: z.number().int(),
  teamSize: z.number().int().nullable(),
  skills: z.string().nullable(),
  benefits: z.string().nullable(),
  extraPayment: z.string().nullable(),
  placeOfTraining: z.string(),
  practicePlace: z.string().nullable(),
  workModel: z.enum(WORK_MODELS),
  softwareSkills: z.array(SoftwareSkill),
  publishedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobOpening = z.infer<typeof JobOpening>;

// ---------- Matches ----------

/** One entry of a match's history (from the audit record of each transition). */
export const MatchHistoryEntry = z.object({
  at: z.string(),
  command: z.enum(["created", ...MATCH_COMMANDS]),
  from: z.enum(MATCH_STATUSES).nullable(),
  to: z.enum(MATCH_STATUSES),
  actorKind: z.string(),
  lostReason: z.enum(LOST_REASONS).nullable(),
});
export type MatchHistoryEntry = z.infer<typeof MatchHistoryEntry>;

/** The match itself, as both sides see it (the company additionally sees `feedbackText` it wrote). */
export const Match = z.object({
  id: z.string(),
  jobOpeningId: z.string(),
  accountId: z.string(),
  status: z.enum(MATCH_STATUSES),
  source: z.enum(MATCH_SOURCES),
  lostReason: z.enum(LOST_REASONS).nullable(),
  applicantInterestAt: z.string().nullable(),
  companyInterestAt: z.string().nullable(),
  interviewDateSuggestions: z.array(z.string()).describe("ISO date-times the company proposed (1–3)"),
  interviewAt: z.string().nullable().describe("the chosen interview date-time"),
  trialDayAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Match = z.infer<typeof Match>;

/** Interview dates: one to three suggestions, each in the future. */
export const INTERVIEW_SUGGESTIONS_MAX = 3;
export const ArrangeInterviewBody = z.object({
  interviewDateSuggestions: z
    .array(z.string().datetime({ offset: true, message: V.dateInvalid }))
    .min(1, V.required)
    .max(INTERVIEW_SUGGESTIONS_MAX),
});
export type ArrangeInterviewBody = z.infer<typeof ArrangeInterviewBody>;

export const RejectBody = z.object({
  feedbackText: text(JOB_OPENING_LIMITS.feedbackText).default(""),
});
export type RejectBody = z.infer<typeof RejectBody>;
