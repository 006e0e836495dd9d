/**
 * The study advisor's side of the matching marketplace: which open job openings suit an
 * applicant, the recommendation (a match of source `study_advisor`) and the applicant's matches.
 */
import { z } from "zod";
import { UNIT_STAGES } from "./enums";
import { LOST_REASONS, MATCH_SOURCES, MATCH_STATUSES, Match } from "./matching";

/** What the advisor weighs when recommending: the applicant's wishes and primary application. */
export const AdvisorMatchingApplicant = z.object({
  accountId: z.string(),
  name: z.string(),
  stage: z.enum(UNIT_STAGES).nullable(),
  stageMinimumReady: z.boolean().describe("only stage-minimum-ready applicants can be recommended"),
  practicePartnerMaxDistance: z.number().int().nullable().describe("how far the applicant would travel (km)"),
  course: z.string().nullable(),
  campus: z.string().nullable(),
  intake: z.string().nullable().describe("study start of the primary application"),
});
export type AdvisorMatchingApplicant = z.infer<typeof AdvisorMatchingApplicant>;

export const SuitableJobOpening = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string(),
  campus: z.string(),
  course: z.string(),
  startDate: z.string(),
  requiredCount: z.number().int(),
  openPositions: z.number().int(),
  sameCourse: z.boolean(),
  sameCampus: z.boolean(),
  sameStartDate: z.boolean(),
  /** the applicant's match with this opening, when there is one (then it cannot be recommended again) */
  matchStatus: z.enum(MATCH_STATUSES).nullable(),
});
export type SuitableJobOpening = z.infer<typeof SuitableJobOpening>;

/** Open openings, same course first, then same campus, then same start date (at most 100). */
export const SuitableJobOpenings = z.object({
  applicant: AdvisorMatchingApplicant,
  openings: z.array(SuitableJobOpening),
});
export type SuitableJobOpenings = z.infer<typeof SuitableJobOpenings>;

export const RecommendBody = z.object({ jobOpeningId: z.string().max(100) });
export type RecommendBody = z.infer<typeof RecommendBody>;

/** One of the applicant's matches as the advisor sees it. */
export const AdvisorMatch = z.object({
  id: z.string(),
  status: z.enum(MATCH_STATUSES),
  source: z.enum(MATCH_SOURCES),
  lostReason: z.enum(LOST_REASONS).nullable(),
  interviewAt: z.string().nullable(),
  recommendedByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  jobOpening: z.object({ id: z.string(), title: z.string(), companyName: z.string(), status: z.string() }),
});
export type AdvisorMatch = z.infer<typeof AdvisorMatch>;

export const AdvisorMatches = z.object({ matches: z.array(AdvisorMatch) });
export type AdvisorMatches = z.infer<typeof AdvisorMatches>;

export const RecommendResult = z.object({ match: Match });
export type RecommendResult = z.infer<typeof RecommendResult>;
