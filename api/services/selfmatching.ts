/**
 * Applicant selfmatching (docs/product.md#applicant-unit, docs/product.md#api-calls Resources job openings): the applicant's lists of open job
 * openings (related, filtered, all, invitations, applications, interacted), the details with the
 * applicant's match, and the applicant's commands. Status changes go through matching/commands.ts only.
 *
 * Only applicants whose unit is stage-minimum-ready take part; everyone else gets 409 with a message
 * that says what to do first (the portal shows the way to step 5).
 */
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import {
  type ApplicantAction,
  type ApplicantMatch,
  type ApplicantOfferLabel,
  ErrorCode,
  isStageMinimumReady,
  type JobOpeningStatus,
  matchStatusCamel,
  OPEN_MATCH_STATUSES,
  SELFMATCHING_PAGE_SIZE,
  type SelfmatchingFilterOptions,
  type SelfmatchingList,
  type SelfmatchingOpening,
  type SoftwareSkill,
  type WorkModel,
} from "#contracts";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import { prepared } from "../db/prepared";
import {
  applications,
  campuses,
  companies,
  jobMatches,
  jobOpeningApplicantStates,
  jobOpenings,
  units,
} from "../db/schema";
import { ApiError, notFound } from "../errors";
import { type CommandContext, type MatchRow, matchSteps } from "./matching/commands";
import { allows } from "./matching/transitions";

export const NOT_READY_MESSAGE =
  "Practice-partner suggestions start once your application has been examined: complete step 5 of your application first";

/**
 * The applicant's primary application (course, campus, intake) — or 409 when not stage-minimum-ready.
 * The unit and application that `getUnit` (units.ts) would pick (the primary, else the first), read in one query of
 * the few columns needed: every selfmatching call starts here.
 */
export async function readyApplicant(db: Database, accountId: string) {
  const rows = await prepared(db, "selfmatching_applicant", (on, name) =>
    on
      .select({
        unitId: units.id,
        unitPrimary: units.primary,
        stage: units.stage,
        application: {
          primary: applications.primary,
          course: applications.course,
          campusId: applications.campusId,
          intake: applications.intake,
        },
      })
      .from(units)
      .leftJoin(applications, eq(applications.unitId, units.id))
      .where(eq(units.accountId, sql.placeholder("accountId")))
      .orderBy(asc(units.createdAt), asc(units.id), asc(applications.createdAt), asc(applications.id))
      .prepare(name),
  ).execute({ accountId });
  const unit = rows.find((r) => r.unitPrimary) ?? rows[0];
  if (!unit) throw notFound("No unit found for this account");
  if (!isStageMinimumReady(unit.stage)) throw new ApiError(409, ErrorCode.conflict, NOT_READY_MESSAGE);
  const apps = rows.filter((r) => r.unitId === unit.unitId).flatMap((r) => (r.application ? [r.application] : []));
  const app = apps.find((a) => a.primary) ?? apps[0] ?? null;
  return { accountId, application: app ? { course: app.course, campusId: app.campusId, intake: app.intake } : null };
}
type Applicant = Awaited<ReturnType<typeof readyApplicant>>;

// ---------- conditions ----------

const myMatch = (accountId: string, condition?: SQL) =>
  sql`exists (select 1 from ${jobMatches} where ${jobMatches.jobOpeningId} = ${jobOpenings.id} and ${jobMatches.accountId} = ${accountId}${
    condition ? sql` and ${condition}` : sql``
  })`;

/** The applicant acted on the match (interest, accept, reject) or it ended. */
const actedOn = sql`(${jobMatches.applicantInterestAt} is not null or ${jobMatches.status} in ('cancelled', 'offer_accepted'))`;
const favourite = (accountId: string) =>
  sql`exists (select 1 from ${jobOpeningApplicantStates} where ${jobOpeningApplicantStates.jobOpeningId} = ${jobOpenings.id} and ${jobOpeningApplicantStates.accountId} = ${accountId} and ${jobOpeningApplicantStates.favourite})`;
const viewed = (accountId: string) =>
  sql`exists (select 1 from ${jobOpeningApplicantStates} where ${jobOpeningApplicantStates.jobOpeningId} = ${jobOpenings.id} and ${jobOpeningApplicantStates.accountId} = ${accountId} and ${jobOpeningApplicantStates.viewedAt} is not null)`;
const isOpen = eq(jobOpenings.status, "open");
const published = ne(jobOpenings.status, "draft");

/**
 * Related = open openings of the applicant's course, campus and start date, without those the applicant
 * already acted on (a recommendation the applicant has not answered yet stays a suggestion).
 */
function relatedWhere(applicant: Applicant): SQL | undefined {
  const app = applicant.application;
  if (!app) return sql`false`;
  return and(
    isOpen,
    eq(jobOpenings.course, app.course),
    eq(jobOpenings.campusId, app.campusId),
    eq(jobOpenings.startDate, app.intake),
    sql`not ${myMatch(applicant.accountId, actedOn)}`,
  );
}

export interface Filter {
  courses: string[];
  campuses: string[];
  intakes: string[];
}
const filteredWhere = (f: Filter) =>
  and(
    isOpen,
    f.courses.length ? inArray(jobOpenings.course, f.courses) : undefined,
    f.campuses.length ? inArray(jobOpenings.campusId, f.campuses) : undefined,
    f.intakes.length ? inArray(jobOpenings.startDate, f.intakes) : undefined,
  );

/** Matches where the company or the advisor acted first and the applicant has not answered yet. */
const invitationCondition = sql`(${jobMatches.status} = 'awaiting_applicant_interest' or (${jobMatches.status} = 'awaiting_any_interest' and ${jobMatches.source} <> 'applicant') or ${jobMatches.status} = 'awaiting_applicant_confirmation')`;
const applicationCondition = sql`(${jobMatches.applicantInterestAt} is not null and ${jobMatches.status} in (${sql.join(
  OPEN_MATCH_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}))`;

/** Offers of companies that wait for the applicant's answer (each has an answer day). */
const offerCondition = sql`${jobMatches.status} = 'awaiting_applicant_confirmation'`;

export type ListKind = "all" | "related" | "filtered" | "invitations" | "applications" | "interacted" | "offers";

function whereOf(kind: ListKind, applicant: Applicant, filter?: Filter): SQL | undefined {
  const me = applicant.accountId;
  switch (kind) {
    case "all":
      return isOpen;
    case "related":
      return relatedWhere(applicant);
    case "filtered":
      return filteredWhere(filter ?? { courses: [], campuses: [], intakes: [] });
    case "invitations":
      return and(published, myMatch(me, invitationCondition));
    case "applications":
      return and(published, myMatch(me, applicationCondition));
    case "interacted":
      return and(published, or(myMatch(me, actedOn), favourite(me)));
    case "offers":
      return and(published, myMatch(me, offerCondition));
  }
}

// ---------- reading ----------

const openingColumns = { o: jobOpenings, companyName: companies.name, campus: campuses };
type OpeningRow = { o: typeof jobOpenings.$inferSelect; companyName: string; campus: typeof campuses.$inferSelect };

const selectOpenings = (db: Database) =>
  db
    .select(openingColumns)
    .from(jobOpenings)
    .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
    .innerJoin(campuses, eq(campuses.id, jobOpenings.campusId));

const unreadWhere = (applicant: Applicant) => and(relatedWhere(applicant), sql`not ${viewed(applicant.accountId)}`);

/** Number of related openings the applicant has not opened yet (the unreadJobOpenings hint). */
export async function unreadJobOpenings(db: Database, applicant: Applicant) {
  const [row] = await db.select({ n: count() }).from(jobOpenings).where(unreadWhere(applicant));
  return row?.n ?? 0;
}

export async function listOpenings(
  db: Database,
  accountId: string,
  kind: ListKind,
  page: number,
  filter?: Filter,
): Promise<SelfmatchingList> {
  const applicant = await readyApplicant(db, accountId);
  const { total, rows, unread } =
    kind === "related" && applicant.application
      ? await relatedPage(db, accountId, applicant.application, page)
      : await listPage(db, applicant, whereOf(kind, applicant, filter), page);
  return {
    items: await decorate(db, accountId, rows),
    page,
    perPage: SELFMATCHING_PAGE_SIZE,
    total,
    pages: Math.max(1, Math.ceil(total / SELFMATCHING_PAGE_SIZE)),
    unreadJobOpenings: unread,
  };
}

const newestFirst = [desc(jobOpenings.publishedAt), asc(jobOpenings.title), asc(jobOpenings.id)];

async function listPage(db: Database, applicant: Applicant, where: SQL | undefined, page: number) {
  const [{ n: total }] = await db.select({ n: count() }).from(jobOpenings).where(where);
  const rows = await selectOpenings(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(SELFMATCHING_PAGE_SIZE)
    .offset((page - 1) * SELFMATCHING_PAGE_SIZE);
  return { total, rows, unread: await unreadJobOpenings(db, applicant) };
}

/**
 * The related tab, which every visit of the self-matching page opens: the same three queries as
 * `listPage`, built once with the applicant's values as placeholders (prepared queries).
 * `RELATED` is an applicant whose values are placeholders: the conditions put each where its value goes.
 */
const RELATED = {
  accountId: sql.placeholder("accountId"),
  application: {
    course: sql.placeholder("course"),
    campusId: sql.placeholder("campusId"),
    intake: sql.placeholder("intake"),
  },
} as unknown as Applicant;
type RelatedApplication = NonNullable<Applicant["application"]>;

async function relatedPage(db: Database, accountId: string, application: RelatedApplication, page: number) {
  const values = { accountId, ...application };
  const [{ n: total }] = await prepared(db, "selfmatching_related_count", (on, name) =>
    on.select({ n: count() }).from(jobOpenings).where(relatedWhere(RELATED)).prepare(name),
  ).execute(values);
  const rows = await prepared(db, "selfmatching_related_page", (on, name) =>
    selectOpenings(on)
      .where(relatedWhere(RELATED))
      .orderBy(...newestFirst)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name),
  ).execute({ ...values, limit: SELFMATCHING_PAGE_SIZE, offset: (page - 1) * SELFMATCHING_PAGE_SIZE });
  const [unread] = await prepared(db, "selfmatching_related_unread", (on, name) =>
    on.select({ n: count() }).from(jobOpenings).where(unreadWhere(RELATED)).prepare(name),
  ).execute(values);
  return { total, rows, unread: unread?.n ?? 0 };
}

/** Courses, campuses and start dates of the open openings (the filter form's choices). */
export async function filterOptions(db: Database, accountId: string): Promise<SelfmatchingFilterOptions> {
  await readyApplicant(db, accountId);
  const rows = await selectOpenings(db).where(isOpen);
  const campusById = new Map(rows.map((r) => [r.campus.id, r.campus]));
  return {
    courses: [...new Set(rows.map((r) => r.o.course ?? ""))].filter(Boolean).sort(),
    campuses: [...campusById.values()]
      .map((c) => ({ id: c.id, name: c.name, city: c.city }))
      .sort((a, b) => a.name.localeCompare(b.name, "de")),
    intakes: [...new Set(rows.map((r) => r.o.startDate ?? ""))].filter(Boolean).sort(),
  };
}

/** The opening when the applicant may see it: open, or one they have a match with or marked; else 404. */
async function visibleOpening(db: Database, accountId: string, jobOpeningId: string): Promise<OpeningRow> {
  const [row] = await selectOpenings(db)
    .where(and(eq(jobOpenings.id, jobOpeningId), published, or(isOpen, myMatch(accountId), favourite(accountId))))
    .limit(1);
  if (!row) throw notFound("Job opening not found");
  return row;
}

export async function openingDetails(db: Database, accountId: string, jobOpeningId: string, markViewed = true) {
  await readyApplicant(db, accountId);
  const row = await visibleOpening(db, accountId, jobOpeningId);
  if (markViewed) {
    await db
      .insert(jobOpeningApplicantStates)
      .values({ accountId, jobOpeningId, viewedAt: new Date() })
      .onConflictDoUpdate({
        target: [jobOpeningApplicantStates.accountId, jobOpeningApplicantStates.jobOpeningId],
        set: { viewedAt: sql`coalesce(${jobOpeningApplicantStates.viewedAt}, now())` },
      });
  }
  const [item] = await decorate(db, accountId, [row]);
  return item;
}

/** Adds the applicant's match, favourite/viewed state, open positions, label and possible actions. */
async function decorate(db: Database, accountId: string, rows: OpeningRow[]): Promise<SelfmatchingOpening[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.o.id);
  const [matches, states, accepted] = await Promise.all([
    db
      .select()
      .from(jobMatches)
      .where(and(eq(jobMatches.accountId, accountId), inArray(jobMatches.jobOpeningId, ids))),
    db
      .select()
      .from(jobOpeningApplicantStates)
      .where(
        and(eq(jobOpeningApplicantStates.accountId, accountId), inArray(jobOpeningApplicantStates.jobOpeningId, ids)),
      ),
    db
      .select({ id: jobMatches.jobOpeningId, n: count() })
      .from(jobMatches)
      .where(and(inArray(jobMatches.jobOpeningId, ids), eq(jobMatches.status, "offer_accepted")))
      .groupBy(jobMatches.jobOpeningId),
  ]);
  return rows.map(({ o, companyName, campus }) => {
    const match = matches.find((m) => m.jobOpeningId === o.id) ?? null;
    const state = states.find((s) => s.jobOpeningId === o.id);
    const filled = accepted.find((a) => a.id === o.id)?.n ?? 0;
    return {
      id: o.id,
      companyId: o.companyId,
      companyName,
      status: o.status,
      title: o.title ?? "",
      campus: { id: campus.id, name: campus.name, city: campus.city },
      course: o.course ?? "",
      startDate: o.startDate ?? "",
      tasks: o.tasks ?? "",
      offerDescription: o.offerDescription ?? "",
      offerUrl: o.offerUrl,
      requiredCount: o.requiredCount,
      openPositions: Math.max(0, o.requiredCount - filled),
      teamSize: o.teamSize,
      skills: o.skills,
      benefits: o.benefits,
      extraPayment: o.extraPayment,
      placeOfTraining: o.placeOfTraining ?? "",
      practicePlace: o.practicePlace,
      workModel: (o.workModel ?? "onsite") as WorkModel,
      softwareSkills: o.softwareSkills as SoftwareSkill[],
      publishedAt: o.publishedAt?.toISOString() ?? null,
      closedAt: o.closedAt?.toISOString() ?? null,
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
      match: match ? applicantMatch(match) : null,
      offerLabel: offerLabel(o.status, match),
      favourite: state?.favourite ?? false,
      viewed: Boolean(state?.viewedAt),
      allowedActions: applicantActions(o.status, match),
    };
  });
}

export function applicantMatch(m: MatchRow): ApplicantMatch {
  const label =
    m.status === "interview_scheduled" && !m.interviewAt ? "interviewScheduledChoose" : matchStatusCamel(m.status);
  return {
    id: m.id,
    status: m.status,
    statusLabel: label,
    source: m.source,
    lostReason: m.lostReason,
    companyFeedback: m.status === "cancelled" && m.lostReason === "rejected_by_company" ? m.feedbackText : null,
    ...matchSteps(m),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** The applicant-side job-offer label (docs/product.md#match-statuses), most telling first. */
export function offerLabel(opening: JobOpeningStatus, m: MatchRow | null): ApplicantOfferLabel | null {
  if (m && (m.status === "awaiting_applicant_confirmation" || m.status === "offer_accepted")) return "company_accepted";
  // A match one side turned down did not expire: the lost reason tells what happened ("Du hast abgesagt.").
  if (
    m?.status === "cancelled" &&
    (m.lostReason === "rejected_by_applicant" || m.lostReason === "rejected_by_company")
  ) {
    return null;
  }
  if (opening !== "open" || m?.status === "cancelled") return "job_opening_expired";
  if (!m) return null;
  if (m.companyInterestAt && !m.applicantInterestAt) return "company_interested";
  if (m.applicantInterestAt) return "applicant_interested";
  if (m.source === "study_advisor") return "applicant_recommended";
  if (m.source === "company") return "company_interested";
  return null;
}

/** Before any interview "not interested" ends the match; from the interview on it is "decline". */
const BEFORE_INTERVIEW = new Set([
  "awaiting_any_interest",
  "awaiting_partner_interest",
  "awaiting_applicant_interest",
  "awaiting_interview_schedule",
]);

/** What the applicant may do now, from the transition table (the API re-checks on every command). */
export function applicantActions(opening: JobOpeningStatus, m: MatchRow | null): ApplicantAction[] {
  if (!m) return opening === "open" ? ["expressInterest", "expressDisinterest"] : [];
  const actions: ApplicantAction[] = [];
  if (allows(m, "applicant_interest")) actions.push("expressInterest");
  if (allows(m, "applicant_reject")) {
    actions.push(BEFORE_INTERVIEW.has(m.status) ? "expressDisinterest" : "rejectOffer");
  }
  // the same command, worded by what it does: answering an offer, or committing before the company offers
  if (allows(m, "applicant_accept")) {
    actions.push(m.status === "awaiting_applicant_confirmation" ? "acceptOffer" : "giveCommitment");
  }
  if (m.status === "interview_scheduled" && m.interviewDateSuggestions.length > 1) actions.push("chooseInterviewDate");
  return actions;
}

// ---------- commands ----------

export async function setFavourite(db: Database, accountId: string, jobOpeningId: string, favourite: boolean) {
  await readyApplicant(db, accountId);
  await visibleOpening(db, accountId, jobOpeningId);
  await db
    .insert(jobOpeningApplicantStates)
    .values({ accountId, jobOpeningId, favourite })
    .onConflictDoUpdate({
      target: [jobOpeningApplicantStates.accountId, jobOpeningApplicantStates.jobOpeningId],
      set: { favourite },
    });
  return openingDetails(db, accountId, jobOpeningId, false);
}

/** The applicant's match with a visible opening, or 409 when there is none yet. */
export async function myMatchWith(db: Database, accountId: string, jobOpeningId: string) {
  await readyApplicant(db, accountId);
  const row = await visibleOpening(db, accountId, jobOpeningId);
  const match = await firstRow(
    db,
    jobMatches,
    eq(jobMatches.jobOpeningId, jobOpeningId),
    eq(jobMatches.accountId, accountId),
  );
  if (!match) throw new ApiError(409, ErrorCode.conflict, "You have no match with this job opening yet");
  return { match, opening: row };
}

export const applicantCommandContext = (accountId: string, publicUrl?: string): CommandContext => ({
  actor: { kind: "applicant", id: accountId },
  publicUrl,
});
