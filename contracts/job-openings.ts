/**
 * The company's job openings (docs/product.md#company-unit, docs/product.md#entities Job opening, docs/product.md#api-calls "Job openings under /companies/{id}"): the
 * overview list with counts per view status, the draft-friendly read shape, and the bodies of the
 * create/patch/publish calls. Field rules are the step schemas of ./matching.
 */
import { z } from "zod";
import { JOB_OPENING_ACTIONS } from "./job-opening-actions";
import {
  COURSES,
  JOB_OPENING_STEPS,
  JOB_OPENING_VIEW_STATUSES,
  JobOpening,
  JobOpeningInput,
  JobOpeningStudyStep,
  WORK_MODELS,
} from "./matching";

export const JOB_OPENINGS_PAGE_SIZE = 10;

/**
 * A job opening as its company reads it. Drafts may still lack fields, so campus, course, start date
 * and work model may be null and texts empty; everything else as the shared `JobOpening`.
 */
export const CompanyJobOpening = JobOpening.extend({
  campus: z.object({ id: z.string(), name: z.string(), city: z.string() }).nullable(),
  course: z.string().nullable(),
  startDate: z.string().nullable(),
  workModel: z.enum(WORK_MODELS).nullable(),
  activeMatches: z.number().int().describe("matches of the opening that can still move"),
  acceptedMatches: z.number().int().describe("matches in offer_accepted"),
  allowedActions: z
    .array(z.enum(JOB_OPENING_ACTIONS))
    .describe("what the caller may do with the opening now (their permissions and its status)"),
});
export type CompanyJobOpening = z.infer<typeof CompanyJobOpening>;

export const JobOpeningListQuery = z.object({
  status: z.enum(JOB_OPENING_VIEW_STATUSES).optional().describe("only openings in this view status"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const counts = Object.fromEntries(JOB_OPENING_VIEW_STATUSES.map((s) => [s, z.number().int()])) as Record<
  (typeof JOB_OPENING_VIEW_STATUSES)[number],
  z.ZodNumber
>;
export const JobOpeningList = z.object({
  items: z.array(CompanyJobOpening),
  counts: z.object(counts).describe("openings per view status (independent of the filter)"),
  total: z.number().int().describe("openings matching the filter"),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type JobOpeningList = z.infer<typeof JobOpeningList>;

/** POST create: a draft from the first step ("study"). */
export const JobOpeningCreate = JobOpeningStudyStep;
export type JobOpeningCreate = z.infer<typeof JobOpeningCreate>;

/** PATCH: any fields of the opening; an opening that is no longer a draft must stay complete. */
export const JobOpeningPatch = JobOpeningInput.partial().strict();
export type JobOpeningPatch = z.infer<typeof JobOpeningPatch>;

/** What the company form needs to offer (campuses of the university, courses). */
export const JobOpeningFormOptions = z.object({
  campuses: z.array(z.object({ id: z.string(), name: z.string(), city: z.string() })),
  courses: z.array(z.enum(COURSES)),
});
export type JobOpeningFormOptions = z.infer<typeof JobOpeningFormOptions>;

export const JobOpeningStepParam = z.enum(JOB_OPENING_STEPS);

/** Server-side form draft key of a manage step (docs/architecture.md#forms): raw input, not validated. */
export const jobOpeningDraftKey = (jobOpeningId: string, step: string) => `job-opening:${jobOpeningId}:${step}`;
