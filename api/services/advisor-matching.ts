/**
 * The study advisor recommends applicants for job openings (a way into a match besides either side's
 * interest). Tenancy as in the rest of
 * the console (api/services/advisor.ts): own applicants, team leads everyone, anything else 404. The
 * recommendation is a match of source `study_advisor` created through the one command service, so it
 * has its audit row and notifications like every other match.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import {
  type AdvisorMatch,
  ErrorCode,
  isStageMinimumReady,
  type Match,
  type SuitableJobOpening,
  type SuitableJobOpenings,
} from "#contracts";
import type { Database } from "../db/client";
import { accounts, advisors, campuses, companies, jobMatches, jobOpenings } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { type AdvisorRow, assertVisible } from "./advisor";
import { createMatch } from "./matching/commands";
import { getUnit } from "./units";

const SUITABLE_LIMIT = 100;

async function applicantOf(db: Database, advisor: AdvisorRow, accountId: string) {
  await assertVisible(db, advisor, accountId);
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  const unit = await getUnit(db, accountId).catch(() => null);
  const primary = unit?.applications.find((a) => a.primary) ?? unit?.applications[0] ?? null;
  return {
    accountId,
    name: [account.firstName, account.lastName].filter(Boolean).join(" ") || account.email,
    stage: unit?.stage ?? null,
    stageMinimumReady: isStageMinimumReady(unit?.stage),
    practicePartnerMaxDistance: account.practicePartnerMaxDistance,
    course: primary?.course ?? null,
    campus: primary?.campus.name ?? null,
    intake: primary?.intake ?? null,
  };
}

/** Positions not yet taken by an accepted offer (openPositions is derived, never stored). */
const acceptedCount = sql<number>`(select count(*) from ${jobMatches} where ${jobMatches.jobOpeningId} = ${jobOpenings.id} and ${jobMatches.status} = 'offer_accepted')::int`;

export async function suitableJobOpenings(
  db: Database,
  advisor: AdvisorRow,
  accountId: string,
): Promise<SuitableJobOpenings> {
  const applicant = await applicantOf(db, advisor, accountId);
  const rows = await db
    .select({
      id: jobOpenings.id,
      title: jobOpenings.title,
      companyName: companies.name,
      campus: campuses.name,
      course: jobOpenings.course,
      startDate: jobOpenings.startDate,
      requiredCount: jobOpenings.requiredCount,
      accepted: acceptedCount,
      createdAt: jobOpenings.createdAt,
    })
    .from(jobOpenings)
    .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
    .innerJoin(campuses, eq(campuses.id, jobOpenings.campusId))
    .where(eq(jobOpenings.status, "open"))
    .orderBy(
      // same course first, then same campus, then same start date; newest first within each group
      desc(sql`${jobOpenings.course} = ${applicant.course ?? ""}`),
      desc(sql`${campuses.name} = ${applicant.campus ?? ""}`),
      desc(sql`${jobOpenings.startDate} = ${applicant.intake ?? "1900-01-01"}`),
      desc(jobOpenings.createdAt),
      asc(jobOpenings.id),
    )
    .limit(SUITABLE_LIMIT);
  const matches = rows.length
    ? await db
        .select({ jobOpeningId: jobMatches.jobOpeningId, status: jobMatches.status })
        .from(jobMatches)
        .where(
          and(
            eq(jobMatches.accountId, accountId),
            inArray(
              jobMatches.jobOpeningId,
              rows.map((r) => r.id),
            ),
          ),
        )
    : [];
  const openings: SuitableJobOpening[] = rows.map((r) => ({
    id: r.id,
    title: r.title ?? "",
    companyName: r.companyName,
    campus: r.campus,
    course: r.course ?? "",
    startDate: r.startDate ?? "",
    requiredCount: r.requiredCount,
    openPositions: Math.max(0, r.requiredCount - r.accepted),
    sameCourse: r.course === applicant.course,
    sameCampus: r.campus === applicant.campus,
    sameStartDate: r.startDate === applicant.intake,
    matchStatus: matches.find((m) => m.jobOpeningId === r.id)?.status ?? null,
  }));
  return { applicant, openings };
}

/** A match of source study_advisor; 409 when the applicant is not ready yet, the opening not open, or already matched. */
export async function recommend(
  db: Database,
  advisor: AdvisorRow,
  accountId: string,
  jobOpeningId: string,
  publicUrl: string,
): Promise<Match> {
  const applicant = await applicantOf(db, advisor, accountId);
  if (!applicant.stageMinimumReady) {
    throw new ApiError(
      409,
      ErrorCode.conflict,
      "The applicant can be recommended once the application has been examined (stage Examined Application or later)",
    );
  }
  const [opening] = await db
    .select({ id: jobOpenings.id, status: jobOpenings.status })
    .from(jobOpenings)
    .where(eq(jobOpenings.id, jobOpeningId));
  // drafts are the company's own business: to an advisor they do not exist
  if (!opening || opening.status === "draft") throw notFound("Job opening not found");
  return createMatch(
    db,
    { jobOpeningId, accountId, source: "study_advisor", recommendedBy: advisor.id },
    { actor: { kind: "study_advisor", id: advisor.id }, publicUrl },
  );
}

export async function applicantMatches(db: Database, advisor: AdvisorRow, accountId: string): Promise<AdvisorMatch[]> {
  await assertVisible(db, advisor, accountId);
  const rows = await db
    .select({
      match: jobMatches,
      title: jobOpenings.title,
      openingStatus: jobOpenings.status,
      companyName: companies.name,
      recommendedByName: advisors.name,
    })
    .from(jobMatches)
    .innerJoin(jobOpenings, eq(jobOpenings.id, jobMatches.jobOpeningId))
    .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
    .leftJoin(advisors, eq(advisors.id, jobMatches.recommendedBy))
    .where(eq(jobMatches.accountId, accountId))
    .orderBy(desc(jobMatches.updatedAt), asc(jobMatches.id));
  return rows.map(({ match: m, ...r }) => ({
    id: m.id,
    status: m.status,
    source: m.source,
    lostReason: m.lostReason,
    interviewAt: m.interviewAt?.toISOString() ?? null,
    recommendedByName: r.recommendedByName,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
    jobOpening: { id: m.jobOpeningId, title: r.title ?? "", companyName: r.companyName, status: r.openingStatus },
  }));
}
