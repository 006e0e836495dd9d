/**
 * The matching marketplace (docs/product.md#entities Job opening / Job-match, docs/product.md#match-statuses, docs/architecture.md#api-and-data): statuses, commands,
 * lost reasons, job-opening fields and the shapes both units read. The transition table itself lives in
 * api/services/matching/transitions.ts (the API owns the rules; the portal only shows their results).
 */
import { z } from "zod";
import {
  COURSES,
  JOB_OPENING_LIMITS,
  JOB_OPENING_STATUSES,
  JOB_OPENING_VIEW_STATUSES,
  LOST_REASONS,
  MATCH_COMMANDS,
  MATCH_SOURCES,
  MATCH_STATUSES,
  SOFTWARE_SKILL_AREAS,
  SOFTWARE_SKILL_LEVELS,
  WORK_MODELS,
} from "./matching-enums";
import { msg, V } from "./validation";

export * from "./matching-enums";

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
  offerAnswerBy: z
    .string()
    .nullable()
    .describe("while the offer awaits the applicant: the last day (yyyy-mm-dd, German time) to answer it"),
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
