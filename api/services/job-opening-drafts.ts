/**
 * Job-opening drafts apart from the openings (docs/decisions/074-job-opening-draft-lifecycle.md): the
 * company's drafts with where filling each in stopped and when it will be removed, and the opening a flow
 * attempt made. The removal itself is a background job (../jobs/job-opening-drafts.ts) with the rule below.
 */
import { and, desc, eq } from "drizzle-orm";
import {
  JOB_OPENING_DRAFT_KEEP_DAYS,
  JOB_OPENING_DRAFT_NOTICE_DAYS,
  type JobOpeningAttempt,
  type JobOpeningDraftList,
  JobOpeningJobStep,
  type JobOpeningStep,
  JobOpeningStudyStep,
} from "#contracts";
import type { Database } from "../db/client";
import { jobOpenings } from "../db/schema";
import { notFound } from "../errors";
import type { CompanyAccess } from "./company-access";
import { allowedJobOpeningActions } from "./job-opening-actions";
import { openingOfAttempt } from "./job-openings";

type OpeningRow = typeof jobOpenings.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
export const DRAFT_KEEP_MS = JOB_OPENING_DRAFT_KEEP_DAYS * DAY_MS;
export const DRAFT_NOTICE_MS = JOB_OPENING_DRAFT_NOTICE_DAYS * DAY_MS;

/**
 * When an untouched draft is removed: 30 days after its last change, and never less than a week after its
 * creator was told (a notice sent late, after the job could not run, still gives the whole week).
 */
export function draftRemovalDue(row: Pick<OpeningRow, "updatedAt" | "expiryNoticeAt">): Date {
  const kept = row.updatedAt.getTime() + DRAFT_KEEP_MS;
  const noticed = row.expiryNoticeAt ? row.expiryNoticeAt.getTime() + DRAFT_NOTICE_MS : 0;
  return new Date(Math.max(kept, noticed));
}

/**
 * The step where filling the draft in stopped: the first of the two required steps that does not hold
 * yet; then the requirements while none are given (they are optional, so a draft may stop before them);
 * else the review.
 */
export function resumeStepOf(row: OpeningRow): JobOpeningStep {
  const study = {
    campusId: row.campusId,
    course: row.course,
    startDate: row.startDate,
    requiredCount: row.requiredCount,
  };
  if (!JobOpeningStudyStep.safeParse(study).success) return "study";
  const job = {
    title: row.title ?? "",
    tasks: row.tasks ?? "",
    offerDescription: row.offerDescription ?? "",
    offerUrl: row.offerUrl,
    teamSize: row.teamSize,
    workModel: row.workModel,
    placeOfTraining: row.placeOfTraining ?? "",
    practicePlace: row.practicePlace,
    benefits: row.benefits,
    extraPayment: row.extraPayment,
  };
  if (!JobOpeningJobStep.safeParse(job).success) return "job";
  if (!row.skills && row.softwareSkills.length === 0) return "requirements";
  return "finish";
}

/** The company's drafts, last changed first (they are few: untouched ones are removed after 30 days). */
export async function listJobOpeningDrafts(db: Database, access: CompanyAccess): Promise<JobOpeningDraftList> {
  const rows = await db
    .select()
    .from(jobOpenings)
    .where(and(eq(jobOpenings.companyId, access.companyId), eq(jobOpenings.status, "draft")))
    .orderBy(desc(jobOpenings.updatedAt), desc(jobOpenings.createdAt));
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title ?? "",
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      removalDue: draftRemovalDue(row).toISOString(),
      resumeStep: resumeStepOf(row),
      // a draft has all its positions open
      allowedActions: allowedJobOpeningActions(access, { status: "draft", openPositions: row.requiredCount }),
    })),
  };
}

/** The opening the caller's flow attempt made (404 when it made none, or it was discarded). */
export async function jobOpeningOfAttempt(
  db: Database,
  access: CompanyAccess,
  attemptKey: string,
): Promise<JobOpeningAttempt> {
  const row = await openingOfAttempt(db, access, attemptKey);
  if (!row) throw notFound("No job opening of this attempt");
  return { id: row.id, status: row.status };
}
