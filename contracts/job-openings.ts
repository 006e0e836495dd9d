/**
 * The company's job openings (docs/product.md#company-unit, docs/product.md#entities Job opening, docs/product.md#api-calls "Job openings under /companies/{id}"): the
 * overview list with counts per view status, the draft-friendly read shape, and the bodies of the
 * create/patch/publish calls. Field rules are the step schemas of ./matching.
 */
import { z } from "zod";
import { JOB_OPENING_ACTIONS } from "./job-opening-actions";
import {
  COURSES,
  JOB_OPENING_STATUSES,
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
  status: z
    .enum(JOB_OPENING_VIEW_STATUSES)
    .optional()
    .describe("only openings in this view status; without it every opening but the drafts (listed apart)"),
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

/**
 * The key of one start of the four-step flow (docs/decisions/074-job-opening-draft-lifecycle.md): the
 * portal makes it when the flow starts and sends it with the first step, so that step sent again (back
 * button, double submit) finds the draft it made instead of making another.
 */
export const AttemptKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** POST create: a draft from the first step ("study"), at most one per attempt key. */
export const JobOpeningCreate = JobOpeningStudyStep.extend({
  attemptKey: AttemptKey.optional().describe(
    "the flow attempt: a second create under the same key answers the first draft (200) with this step applied",
  ),
});
export type JobOpeningCreate = z.infer<typeof JobOpeningCreate>;

/** A draft nobody changed for this many days is removed (the creator is told a week before). */
export const JOB_OPENING_DRAFT_KEEP_DAYS = 30;
export const JOB_OPENING_DRAFT_NOTICE_DAYS = 7;

/** A draft as the job-openings page lists it, apart from the published and closed openings. */
export const JobOpeningDraftSummary = z.object({
  id: z.string(),
  title: z.string().describe("empty while the draft has none"),
  createdAt: z.string(),
  updatedAt: z.string().describe("its last change: drafts untouched for 30 days are removed"),
  removalDue: z.string().describe("when the cleanup removes it unless it is changed before"),
  resumeStep: z.enum(JOB_OPENING_STEPS).describe("the step where filling it in stopped"),
  allowedActions: z.array(z.enum(JOB_OPENING_ACTIONS)),
});
export type JobOpeningDraftSummary = z.infer<typeof JobOpeningDraftSummary>;
export const JobOpeningDraftList = z.object({ items: z.array(JobOpeningDraftSummary) });
export type JobOpeningDraftList = z.infer<typeof JobOpeningDraftList>;

/** The opening the caller's flow attempt made (any status: it may have been published since). */
export const JobOpeningAttempt = z.object({ id: z.string(), status: z.enum(JOB_OPENING_STATUSES) });
export type JobOpeningAttempt = z.infer<typeof JobOpeningAttempt>;

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
