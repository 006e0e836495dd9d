/**
 * A company's job openings (docs/product.md#company-unit, docs/product.md#entities, docs/product.md#api-calls): list with counts per view status, create as a draft,
 * change, publish (the whole `JobOpeningInput` must hold), close (through the matching command service,
 * which cancels the open matches), reopen, copy, delete drafts. Every function takes the caller's access
 * to the company (checked by the route's declaration) and answers 404 for openings of any other company;
 * what depends on the opening itself (a draft or not) is decided by ./job-opening-actions.ts.
 */
import { and, desc, eq, inArray, like, sql } from "drizzle-orm";
import {
  COURSES,
  type CompanyJobOpening,
  ErrorCode,
  JOB_OPENING_VIEW_STATUSES,
  JOB_OPENINGS_PAGE_SIZE,
  type JobOpening,
  type JobOpeningCreate,
  type JobOpeningFormOptions,
  JobOpeningInput,
  type JobOpeningList,
  type JobOpeningPatch,
  type JobOpeningStudyStep,
  type JobOpeningViewStatus,
  OPEN_MATCH_STATUSES,
} from "#contracts";
import type { Precondition, Versioned } from "../concurrency";
import { assertMatches, nextVersion, requireWritten, versionGuard } from "../concurrency";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import { campuses, companies, formDrafts, jobMatches, jobOpenings } from "../db/schema";
import { ApiError, fieldErrors, notFound, uuidOr404 } from "../errors";
import { about, actedBy, audit } from "./audit";
import type { CompanyAccess } from "./company-access";
import { allowedJobOpeningActions, authorizeJobOpening } from "./job-opening-actions";
import { closeJobOpening } from "./matching/commands";
import type { Actor } from "./stage";

type OpeningRow = typeof jobOpenings.$inferSelect;
type CampusRow = { id: string; name: string; city: string };
interface MatchCounts {
  active: number;
  accepted: number;
}

/** open + any match that can still move = "selection phase" (docs/product.md#match-statuses company view). */
export function viewStatusOf(status: OpeningRow["status"], activeMatches: number): JobOpeningViewStatus {
  return status === "open" && activeMatches > 0 ? "openWithActiveMatches" : status;
}

/** Open positions are derived: required minus the matches that reached offer_accepted. */
export const openPositionsOf = (requiredCount: number, accepted: number) => Math.max(0, requiredCount - accepted);

/** The company's view of an opening (drafts may lack fields). */
export function toCompanyJobOpening(
  row: OpeningRow,
  companyName: string,
  campus: CampusRow | null,
  counts: MatchCounts,
): Omit<CompanyJobOpening, "allowedActions"> {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName,
    status: row.status,
    viewStatus: viewStatusOf(row.status, counts.active),
    title: row.title ?? "",
    campus,
    course: row.course,
    startDate: row.startDate,
    tasks: row.tasks ?? "",
    offerDescription: row.offerDescription ?? "",
    offerUrl: row.offerUrl,
    requiredCount: row.requiredCount,
    openPositions: openPositionsOf(row.requiredCount, counts.accepted),
    teamSize: row.teamSize,
    skills: row.skills,
    benefits: row.benefits,
    extraPayment: row.extraPayment,
    placeOfTraining: row.placeOfTraining ?? "",
    practicePlace: row.practicePlace,
    workModel: (row.workModel as CompanyJobOpening["workModel"]) ?? null,
    softwareSkills: row.softwareSkills,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    activeMatches: counts.active,
    acceptedMatches: counts.accepted,
  };
}

/**
 * The shared read shape of a published opening (applicant side, advisor): every field is set once an
 * opening left the draft state, because publishing validates the whole `JobOpeningInput`.
 */
export function toJobOpening(row: OpeningRow, companyName: string, campus: CampusRow, counts: MatchCounts): JobOpening {
  const { activeMatches: _a, acceptedMatches: _b, ...rest } = toCompanyJobOpening(row, companyName, campus, counts);
  return {
    ...rest,
    campus,
    course: row.course ?? "",
    startDate: row.startDate ?? "",
    workModel: (row.workModel as JobOpening["workModel"]) ?? "onsite",
  };
}

/** Active and accepted match counts per opening, in one query. */
async function matchCounts(db: Database, ids: string[]): Promise<Map<string, MatchCounts>> {
  const out = new Map<string, MatchCounts>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: jobMatches.jobOpeningId,
      active: sql<number>`count(*) filter (where ${inArray(jobMatches.status, [...OPEN_MATCH_STATUSES])})`.mapWith(
        Number,
      ),
      accepted: sql<number>`count(*) filter (where ${jobMatches.status} = 'offer_accepted')`.mapWith(Number),
    })
    .from(jobMatches)
    .where(inArray(jobMatches.jobOpeningId, ids))
    .groupBy(jobMatches.jobOpeningId);
  for (const r of rows) out.set(r.id, { active: r.active, accepted: r.accepted });
  return out;
}

async function companyName(db: Database, companyId: string) {
  const [c] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return c?.name ?? "";
}

async function campusMap(db: Database, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const rows = wanted.length
    ? await db
        .select({ id: campuses.id, name: campuses.name, city: campuses.city })
        .from(campuses)
        .where(inArray(campuses.id, wanted))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

async function present(db: Database, rows: OpeningRow[], access: CompanyAccess): Promise<CompanyJobOpening[]> {
  const [name, camp, counts] = await Promise.all([
    companyName(db, access.companyId),
    campusMap(
      db,
      rows.map((r) => r.campusId),
    ),
    matchCounts(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => {
    const opening = toCompanyJobOpening(r, name, r.campusId ? (camp.get(r.campusId) ?? null) : null, {
      active: counts.get(r.id)?.active ?? 0,
      accepted: counts.get(r.id)?.accepted ?? 0,
    });
    return { ...opening, allowedActions: allowedJobOpeningActions(access, opening) };
  });
}

/** The company's openings, newest change first, filtered by view status; counts ignore the filter. */
export async function listJobOpenings(
  db: Database,
  access: CompanyAccess,
  query: { status?: JobOpeningViewStatus; page: number },
): Promise<JobOpeningList> {
  // A company has tens of openings, not thousands: the view status needs the match counts, so all
  // openings are read once and filtered here rather than in a second, correlated query.
  const rows = await db
    .select()
    .from(jobOpenings)
    .where(eq(jobOpenings.companyId, access.companyId))
    .orderBy(desc(jobOpenings.updatedAt), desc(jobOpenings.createdAt));
  const all = await present(db, rows, access);
  const counts = Object.fromEntries(JOB_OPENING_VIEW_STATUSES.map((s) => [s, 0])) as JobOpeningList["counts"];
  for (const o of all) counts[o.viewStatus]++;
  // drafts are listed apart (./job-opening-drafts.ts); asked for by their status they are still here
  const filtered = all.filter((o) => (query.status ? o.viewStatus === query.status : o.viewStatus !== "draft"));
  const start = (query.page - 1) * JOB_OPENINGS_PAGE_SIZE;
  return {
    items: filtered.slice(start, start + JOB_OPENINGS_PAGE_SIZE),
    counts,
    total: filtered.length,
    page: query.page,
    pageSize: JOB_OPENINGS_PAGE_SIZE,
  };
}

/** The opening row if it belongs to the company, else 404 (nothing reveals other companies' openings). */
export async function openingOfCompany(db: Database, companyId: string, jobId: string): Promise<OpeningRow> {
  uuidOr404(jobId, "Job opening not found");
  const row = await firstRow(db, jobOpenings, eq(jobOpenings.id, jobId), eq(jobOpenings.companyId, companyId));
  if (!row) throw notFound("Job opening not found");
  return row;
}

export async function getJobOpening(db: Database, access: CompanyAccess, jobId: string): Promise<CompanyJobOpening> {
  return (await readJobOpening(db, access, jobId)).body;
}

/** The opening's row when the caller may fill it in (its manage steps' drafts), else 404 or 403. */
export async function editableOpening(db: Database, access: CompanyAccess, jobId: string): Promise<OpeningRow> {
  const row = await openingOfCompany(db, access.companyId, jobId);
  authorizeJobOpening(access, "edit", row.status);
  return row;
}

/** The opening with the version of the same row read (its ETag). */
export async function readJobOpening(
  db: Database,
  access: CompanyAccess,
  jobId: string,
): Promise<Versioned<CompanyJobOpening>> {
  const row = await openingOfCompany(db, access.companyId, jobId);
  const [one] = await present(db, [row], access);
  return { body: one, version: row.version };
}

async function assertCampus(db: Database, campusId: string | undefined) {
  if (!campusId) return;
  const [c] = await db.select({ id: campuses.id }).from(campuses).where(eq(campuses.id, campusId)).limit(1);
  if (!c) throw new ApiError(400, ErrorCode.validationFailed, undefined, { campusId: ["validation.mustBeSelected"] });
}

/** Columns of a (partial) input; undefined keys stay untouched. */
function columnsOf(input: JobOpeningPatch): Partial<typeof jobOpenings.$inferInsert> {
  const out: Partial<typeof jobOpenings.$inferInsert> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

const actorOf = (companyUserId: string) => ({ kind: "company" as const, id: companyUserId });

/** The opening the caller's flow attempt made, if any (docs/decisions/074-job-opening-draft-lifecycle.md). */
export async function openingOfAttempt(db: Database, access: CompanyAccess, attemptKey: string) {
  const row = await firstRow(
    db,
    jobOpenings,
    and(
      eq(jobOpenings.companyId, access.companyId),
      eq(jobOpenings.createdBy, access.companyUserId),
      eq(jobOpenings.attemptKey, attemptKey),
    ),
  );
  return row ?? null;
}

/**
 * The first step sent again in the same attempt (back button, double submit): its fields go to the draft
 * the attempt made; unchanged fields are not written, so a double submit leaves the draft's version alone.
 */
async function resumeAttempt(db: Database, access: CompanyAccess, row: OpeningRow, fields: JobOpeningStudyStep) {
  if (row.status !== "draft") {
    throw new ApiError(409, ErrorCode.conflict, "The job opening of this attempt is no longer a draft");
  }
  const changed = Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => row[key as keyof OpeningRow] !== value),
  ) as JobOpeningPatch;
  return (await patchJobOpening(db, access, row.id, changed)).body;
}

/**
 * A draft from the first step. With an attempt key at most one per attempt: a second create under the
 * key answers the first draft (`created: false`) with the step's fields applied.
 */
export async function createJobOpening(
  db: Database,
  access: CompanyAccess,
  input: JobOpeningCreate,
): Promise<{ opening: CompanyJobOpening; created: boolean }> {
  const { companyId, companyUserId } = access;
  const { attemptKey, ...fields } = input;
  await assertCampus(db, fields.campusId);
  const earlier = attemptKey ? await openingOfAttempt(db, access, attemptKey) : null;
  if (earlier) return { opening: await resumeAttempt(db, access, earlier, fields), created: false };
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(jobOpenings)
      .values({ companyId, status: "draft", createdBy: companyUserId, attemptKey, ...columnsOf(fields) })
      // the attempt's unique index: a request of the same attempt running beside this one made it first
      .onConflictDoNothing()
      .returning();
    if (!created) return null;
    await audit(tx, {
      ...actedBy("company", companyUserId),
      action: "job_opening.created",
      ...about("job_opening", created.id),
      details: { companyId },
    });
    return created;
  });
  if (!row) {
    const first = await openingOfAttempt(db, access, attemptKey ?? "");
    if (!first) throw new ApiError(409, ErrorCode.conflict, "The job opening could not be created");
    return { opening: await resumeAttempt(db, access, first, fields), created: false };
  }
  return { opening: await getJobOpening(db, access, row.id), created: true };
}

/** The stored row as the full input, for the checks that need a complete opening. */
function inputOf(row: OpeningRow) {
  return {
    campusId: row.campusId ?? undefined,
    course: row.course ?? undefined,
    startDate: row.startDate ?? undefined,
    requiredCount: row.requiredCount,
    title: row.title ?? "",
    tasks: row.tasks ?? "",
    offerDescription: row.offerDescription ?? "",
    offerUrl: row.offerUrl,
    teamSize: row.teamSize,
    workModel: row.workModel ?? undefined,
    placeOfTraining: row.placeOfTraining ?? "",
    practicePlace: row.practicePlace,
    benefits: row.benefits,
    extraPayment: row.extraPayment,
    skills: row.skills,
    softwareSkills: row.softwareSkills,
  };
}

function validateComplete(row: OpeningRow) {
  const parsed = JobOpeningInput.safeParse(inputOf(row));
  if (!parsed.success) {
    throw new ApiError(400, ErrorCode.validationFailed, "The job opening is not complete", fieldErrors(parsed.error));
  }
}

export async function patchJobOpening(
  db: Database,
  access: CompanyAccess,
  jobId: string,
  patch: JobOpeningPatch,
  pre: Precondition = { kind: "none" },
): Promise<Versioned<CompanyJobOpening>> {
  const { companyUserId } = access;
  const row = await editableOpening(db, access, jobId);
  assertMatches(pre, row.version);
  await assertCampus(db, patch.campusId);
  const changes = columnsOf(patch);
  if (row.status !== "draft") {
    // a published opening stays complete, and cannot want fewer students than it already accepted
    validateComplete({ ...row, ...changes } as OpeningRow);
    const accepted = (await matchCounts(db, [jobId])).get(jobId)?.accepted ?? 0;
    if (patch.requiredCount !== undefined && patch.requiredCount < accepted) {
      throw new ApiError(400, ErrorCode.validationFailed, undefined, {
        requiredCount: [`validation.minValue|${JSON.stringify({ min: accepted })}`],
      });
    }
  }
  if (Object.keys(changes).length > 0) {
    await db.transaction(async (tx) => {
      // conditional on the version the client read: of two writers with the same ETag exactly one wins
      requireWritten(
        await tx
          .update(jobOpenings)
          // a change is a touch: a notice of the draft's removal no longer holds (./job-opening-drafts.ts)
          .set({ ...changes, updatedAt: new Date(), expiryNoticeAt: null, version: nextVersion(jobOpenings.version) })
          .where(and(eq(jobOpenings.id, jobId), versionGuard(jobOpenings.version, pre)))
          .returning({ version: jobOpenings.version }),
      );
      await audit(tx, {
        ...actedBy("company", companyUserId),
        action: "job_opening.changed",
        ...about("job_opening", jobId),
        details: { fields: Object.keys(changes) },
      });
    });
  }
  return readJobOpening(db, access, jobId);
}

export async function publishJobOpening(db: Database, access: CompanyAccess, jobId: string) {
  const { companyUserId } = access;
  const row = await openingOfCompany(db, access.companyId, jobId);
  authorizeJobOpening(access, "publish", row.status);
  if (row.status !== "draft") throw new ApiError(409, ErrorCode.conflict, "Only a draft can be published");
  validateComplete(row);
  await db.transaction(async (tx) => {
    await tx
      .update(jobOpenings)
      .set({
        status: "open",
        publishedAt: new Date(),
        updatedAt: new Date(),
        version: nextVersion(jobOpenings.version),
      })
      .where(eq(jobOpenings.id, jobId));
    await audit(tx, {
      ...actedBy("company", companyUserId),
      action: "job_opening.published",
      ...about("job_opening", jobId),
      details: { from: "draft", to: "open" },
    });
    // the manage flow's raw step drafts of this opening are done with
    await tx.delete(formDrafts).where(like(formDrafts.formKey, `job-opening:${jobId}:%`));
  });
  return getJobOpening(db, access, jobId);
}

export async function closeCompanyJobOpening(db: Database, access: CompanyAccess, jobId: string) {
  const { companyUserId } = access;
  const row = await openingOfCompany(db, access.companyId, jobId);
  authorizeJobOpening(access, "close", row.status);
  if (row.status === "draft") throw new ApiError(409, ErrorCode.conflict, "A draft is deleted, not closed");
  await closeJobOpening(db, jobId, { actor: actorOf(companyUserId) as Actor });
  return getJobOpening(db, access, jobId);
}

/** closed → open again, only while positions are left (a staffed opening stays staffed). */
export async function reopenJobOpening(db: Database, access: CompanyAccess, jobId: string) {
  const { companyUserId } = access;
  const row = await openingOfCompany(db, access.companyId, jobId);
  authorizeJobOpening(access, "reopen", row.status);
  if (row.status !== "closed") throw new ApiError(409, ErrorCode.conflict, "Only a closed job opening can be reopened");
  const accepted = (await matchCounts(db, [jobId])).get(jobId)?.accepted ?? 0;
  if (openPositionsOf(row.requiredCount, accepted) === 0) {
    throw new ApiError(409, ErrorCode.conflict, "The job opening has no open positions left");
  }
  await db.transaction(async (tx) => {
    await tx
      .update(jobOpenings)
      .set({ status: "open", closedAt: null, updatedAt: new Date(), version: nextVersion(jobOpenings.version) })
      .where(and(eq(jobOpenings.id, jobId), eq(jobOpenings.status, "closed")));
    await audit(tx, {
      ...actedBy("company", companyUserId),
      action: "job_opening.reopened",
      ...about("job_opening", jobId),
      details: { from: "closed", to: "open" },
    });
  });
  return getJobOpening(db, access, jobId);
}

/** A new draft with the same fields (not the matches, not the status). */
export async function copyJobOpening(db: Database, access: CompanyAccess, jobId: string) {
  const { companyUserId } = access;
  const row = await openingOfCompany(db, access.companyId, jobId);
  authorizeJobOpening(access, "copy", row.status);
  const {
    id: _id,
    status: _s,
    publishedAt: _p,
    closedAt: _c,
    createdAt: _ca,
    updatedAt: _u,
    createdBy: _b,
    version: _v,
    attemptKey: _k,
    expiryNoticeAt: _n,
    ...fields
  } = row;
  const copy = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(jobOpenings)
      .values({ ...fields, status: "draft", createdBy: companyUserId })
      .returning();
    await audit(tx, {
      ...actedBy("company", companyUserId),
      action: "job_opening.copied",
      ...about("job_opening", created.id),
      details: { from: jobId },
    });
    return created;
  });
  return getJobOpening(db, access, copy.id);
}

export async function deleteJobOpening(
  db: Database,
  access: CompanyAccess,
  jobId: string,
  pre: Precondition = { kind: "none" },
) {
  const { companyUserId } = access;
  const row = await openingOfCompany(db, access.companyId, jobId);
  authorizeJobOpening(access, "delete", row.status);
  assertMatches(pre, row.version);
  if (row.status !== "draft") throw new ApiError(409, ErrorCode.conflict, "Only a draft can be deleted");
  await db.transaction(async (tx) => {
    requireWritten(
      await tx
        .delete(jobOpenings)
        .where(and(eq(jobOpenings.id, jobId), versionGuard(jobOpenings.version, pre)))
        .returning({ id: jobOpenings.id }),
    );
    await tx.delete(formDrafts).where(like(formDrafts.formKey, `job-opening:${jobId}:%`));
    await audit(tx, {
      ...actedBy("company", companyUserId),
      action: "job_opening.deleted",
      ...about("job_opening", jobId),
      details: {},
    });
  });
}

export async function jobOpeningFormOptions(db: Database): Promise<JobOpeningFormOptions> {
  const rows = await db
    .select({ id: campuses.id, name: campuses.name, city: campuses.city })
    .from(campuses)
    .orderBy(campuses.name);
  return { campuses: rows, courses: [...COURSES] };
}
