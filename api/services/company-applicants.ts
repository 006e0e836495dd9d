/**
 * The applicants of a company's job opening (docs/product.md#api-calls Company: POST .../applicants, GET .../applicants/{id},
 * match commands, comments). Membership and permission are checked by the route's declared access; every
 * function here checks that the opening belongs to that company and the applicant has a match on it —
 * anything else is 404, so nothing reveals another company's openings or applicants. Match status changes go through the
 * command services of api/services/matching/commands.ts only.
 */
import { and, asc, count, desc, eq, inArray, notInArray } from "drizzle-orm";
import {
  APPLICANTS_PAGE_SIZE,
  type ApplicantComment,
  type ApplicantCommentBody,
  CONTACT_VISIBLE_STATUSES,
  type CompanyApplicant,
  type CompanyApplicantList,
  type CompanyApplicantSearch,
  type CompanyMatchAction,
  type MatchCommand,
  type MatchHistoryEntry,
  type MatchStatus,
  RECO_STATUSES,
  RELEASED_DOCUMENT_CATEGORIES,
} from "#contracts";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import {
  accounts,
  applicantComments,
  applications,
  auditLog,
  campuses,
  companyUsers,
  documents,
  jobMatches,
  jobOpenings,
  units,
} from "../db/schema";
import { forbidden, notFound, uuidOr404 } from "../errors";
import type { BlobStore } from "../storage";
import { listLanguages, listWorkExperiences } from "./application";
import type { CompanyAccess } from "./company-access";
import { getContractForMatch } from "./company-contract-read";
import {
  acceptByCompany,
  arrangeInterview,
  type CommandContext,
  expressCompanyInterest,
  type MatchRow,
  rejectByCompany,
  scheduleTrialDay,
  toMatch,
} from "./matching/commands";
import type { DeadlineSettings } from "./matching/deadlines";
import { calendarInvitation } from "./matching/ics";
import { allows } from "./matching/transitions";
import { notifyNewJobOpeningComment } from "./notification-producers";

/** The caller's checked access to the company, and the opening the request names. */
export type Caller = CompanyAccess & { jobId: string };

/** The opening of the caller's company (404 otherwise). */
export async function openingOf(db: Database, caller: Caller) {
  const access: CompanyAccess = caller;
  uuidOr404(caller.jobId, "Job opening not found");
  const opening = await firstRow(
    db,
    jobOpenings,
    eq(jobOpenings.id, caller.jobId),
    eq(jobOpenings.companyId, caller.companyId),
  );
  if (!opening) throw notFound("Job opening not found");
  return { access, opening };
}

/** …plus the applicant's match on that opening (404 when the applicant has none). */
export async function matchOf(db: Database, caller: Caller, applicantId: string) {
  const { access, opening } = await openingOf(db, caller);
  uuidOr404(applicantId, "Applicant not found");
  const match = await firstRow(
    db,
    jobMatches,
    eq(jobMatches.jobOpeningId, opening.id),
    eq(jobMatches.accountId, applicantId),
  );
  if (!match) throw notFound("Applicant not found");
  return { access, opening, match };
}

// ---------- Lists ----------

/** The active application of the applicant's primary unit (docs/product.md#entities Unit): course, campus, intake. */
async function applicationsOf(db: Database, accountIds: string[]) {
  const out = new Map<string, { course: string; campus: string; city: string; intake: string }>();
  if (accountIds.length === 0) return out;
  const rows = await db
    .select({
      accountId: units.accountId,
      unitPrimary: units.primary,
      unitCreated: units.createdAt,
      appPrimary: applications.primary,
      appCreated: applications.createdAt,
      course: applications.course,
      intake: applications.intake,
      campus: campuses.name,
      city: campuses.city,
    })
    .from(units)
    .innerJoin(applications, eq(applications.unitId, units.id))
    .innerJoin(campuses, eq(campuses.id, applications.campusId))
    .where(inArray(units.accountId, accountIds));
  // primary unit first, then the oldest; within it the primary application first, then the oldest
  const rank = (r: (typeof rows)[number]) =>
    [r.unitPrimary ? 0 : 1, r.unitCreated.getTime(), r.appPrimary ? 0 : 1, r.appCreated.getTime()] as const;
  const sorted = [...rows].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i] < rb[i] ? -1 : 1;
    return 0;
  });
  for (const r of sorted) {
    if (!out.has(r.accountId))
      out.set(r.accountId, { course: r.course, campus: r.campus, city: r.city, intake: r.intake });
  }
  return out;
}

const recoFilter = inArray(jobMatches.status, [...RECO_STATUSES]);
const contactedFilter = notInArray(jobMatches.status, [...RECO_STATUSES]);

export async function listApplicants(
  db: Database,
  caller: Caller,
  body: CompanyApplicantSearch,
): Promise<CompanyApplicantList> {
  const { opening } = await openingOf(db, caller);
  const ofOpening = eq(jobMatches.jobOpeningId, opening.id);
  const [[reco], [contacted]] = await Promise.all([
    db.select({ n: count() }).from(jobMatches).where(and(ofOpening, recoFilter)),
    db.select({ n: count() }).from(jobMatches).where(and(ofOpening, contactedFilter)),
  ]);
  const rows = await db
    .select({
      match: jobMatches,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      anonymisedAt: accounts.anonymisedAt,
    })
    .from(jobMatches)
    .innerJoin(accounts, eq(accounts.id, jobMatches.accountId))
    .where(and(ofOpening, body.tab === "reco" ? recoFilter : contactedFilter))
    .orderBy(desc(jobMatches.updatedAt), asc(jobMatches.id))
    .limit(APPLICANTS_PAGE_SIZE)
    .offset((body.page - 1) * APPLICANTS_PAGE_SIZE);
  const apps = await applicationsOf(
    db,
    rows.map((r) => r.match.accountId),
  );
  return {
    items: rows.map(({ match, firstName, lastName, anonymisedAt }) => {
      const app = apps.get(match.accountId);
      return {
        accountId: match.accountId,
        firstName,
        lastName,
        course: app?.course ?? null,
        campus: app?.campus ?? null,
        intake: app?.intake ?? null,
        matchId: match.id,
        status: match.status,
        source: match.source,
        lostReason: match.lostReason,
        applicantInterested: match.applicantInterestAt !== null,
        interviewAt: match.interviewAt?.toISOString() ?? null,
        updatedAt: match.updatedAt.toISOString(),
        anonymised: anonymisedAt !== null,
      };
    }),
    page: body.page,
    pageSize: APPLICANTS_PAGE_SIZE,
    total: body.tab === "reco" ? reco.n : contacted.n,
    counts: { reco: reco.n, contacted: contacted.n },
  };
}

// ---------- The applicant ----------

/** Documents are released by the applicant's interest and withdrawn when the match ends. */
export const documentsReleased = (m: MatchRow) => m.applicantInterestAt !== null && m.status !== "cancelled";
export const contactVisible = (m: MatchRow) => (CONTACT_VISIBLE_STATUSES as readonly MatchStatus[]).includes(m.status);

const ACTION_COMMAND: Record<CompanyMatchAction, MatchCommand> = {
  interest: "company_interest",
  arrange_interview: "arrange_interview",
  trial_day: "schedule_trial_day",
  accept: "company_accept",
  reject: "company_reject",
};

export function allowedActions(match: MatchRow, access: CompanyAccess): CompanyMatchAction[] {
  if (!access.permissions.includes("edit_job_openings")) return [];
  return (Object.keys(ACTION_COMMAND) as CompanyMatchAction[]).filter((a) => allows(match, ACTION_COMMAND[a]));
}

async function matchHistory(db: Database, matchId: string): Promise<MatchHistoryEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subjectType, "match"),
        eq(auditLog.subjectId, matchId),
        inArray(auditLog.action, ["match.created", "match.transition"]),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.map((r) => {
    const d = r.details as { command: MatchHistoryEntry["command"]; from: MatchStatus | null; to: MatchStatus };
    return {
      at: r.at.toISOString(),
      command: d.command,
      from: d.from ?? null,
      to: d.to,
      actorKind: r.actorKind,
      lostReason: (r.details.lostReason as MatchHistoryEntry["lostReason"]) ?? null,
    };
  });
}

async function releasedDocumentRows(db: Database, accountId: string) {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.accountId, accountId), inArray(documents.category, [...RELEASED_DOCUMENT_CATEGORIES])))
    .orderBy(asc(documents.category), desc(documents.createdAt));
}

export async function getCompanyApplicant(
  db: Database,
  caller: Caller,
  applicantId: string,
): Promise<CompanyApplicant> {
  const { access, match } = await matchOf(db, caller, applicantId);
  const [account] = await db.select().from(accounts).where(eq(accounts.id, match.accountId));
  // a deleted account's match stays in the list as an anonymous trace, without a profile to open
  if (!account || account.anonymisedAt) throw notFound("Applicant not found");
  const released = documentsReleased(match);
  const contact = contactVisible(match);
  const [app] = [(await applicationsOf(db, [account.id])).get(account.id) ?? null];
  const canSeeContract = access.permissions.some((p) =>
    ["request_contracts", "edit_contracts", "view_student_contracts"].includes(p),
  );
  return {
    accountId: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: contact ? account.email : null,
    phone: contact ? account.phone : null,
    contactVisible: contact,
    application: app,
    languages: await listLanguages(db, account.id),
    graduation: {
      universityEntranceQualification: account.universityEntranceQualification,
      gradeAverage: account.gradeAverage,
      gradeUntil: account.gradeUntil,
      graduationCountry: account.graduationCountry,
    },
    professionalExperienceExists: account.professionalExperienceExists,
    workExperiences: await listWorkExperiences(db, account.id),
    drivingLicenseExists: account.drivingLicenseExists,
    ownCar: account.ownCar,
    motivationText: account.motivationText,
    practicePartnerMaxDistance: account.practicePartnerMaxDistance,
    documentsReleased: released,
    documents: released
      ? (await releasedDocumentRows(db, account.id)).map((d) => ({
          id: d.id,
          category: d.category,
          name: d.name,
          mimeType: d.mimeType,
          size: d.size,
          createdAt: d.createdAt.toISOString(),
        }))
      : [],
    match: { ...toMatch(match), feedbackText: match.feedbackText },
    history: await matchHistory(db, match.id),
    allowedActions: allowedActions(match, access),
    contract: canSeeContract ? await getContractForMatch(db, match.id) : null,
  };
}

/** A released document's bytes (404 when not released, not of a released category, or not the applicant's). */
export async function openReleasedDocument(
  db: Database,
  store: BlobStore,
  caller: Caller,
  applicantId: string,
  docId: string,
) {
  const { match } = await matchOf(db, caller, applicantId);
  uuidOr404(docId, "Document not found");
  if (!documentsReleased(match)) throw notFound("Document not found");
  const doc = await firstRow(
    db,
    documents,
    and(
      eq(documents.id, docId),
      eq(documents.accountId, match.accountId),
      inArray(documents.category, [...RELEASED_DOCUMENT_CATEGORIES]),
    ),
  );
  if (!doc) throw notFound("Document not found");
  const body = await store.get(doc.storageKey);
  if (!body) throw notFound("Document not found");
  return { document: { name: doc.name, mimeType: doc.mimeType, size: doc.size }, body };
}

/** The interview invitation as an .ics file, the same event (uid) the notice mails carry. */
export async function interviewIcs(db: Database, caller: Caller, applicantId: string) {
  const { opening, match } = await matchOf(db, caller, applicantId);
  if (!match.interviewAt || match.status === "cancelled") throw notFound("No interview date for this applicant");
  const [account] = await db
    .select({ firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, match.accountId));
  const name = [account?.firstName, account?.lastName].filter(Boolean).join(" ");
  return calendarInvitation({
    uid: `${match.id}-interview@tandem`,
    start: match.interviewAt,
    durationMinutes: 60,
    summary: `Vorstellungsgespräch: ${opening.title ?? ""} – ${name}`,
    location: opening.placeOfTraining ?? undefined,
    sequence: Math.floor(match.updatedAt.getTime() / 1000),
  });
}

// ---------- Match commands of the company ----------

export type CompanyCommandInput =
  | { action: "interest" | "accept" }
  | { action: "arrange_interview"; interviewDateSuggestions: string[] }
  | { action: "trial_day"; trialDayAt: string }
  | { action: "reject"; feedbackText: string };

export async function runCompanyCommand(
  db: Database,
  caller: Caller,
  applicantId: string,
  input: CompanyCommandInput,
  publicUrl: string,
  deadlines?: DeadlineSettings,
) {
  const { match } = await matchOf(db, caller, applicantId);
  const ctx: CommandContext = { actor: { kind: "company", id: caller.companyUserId }, publicUrl, deadlines };
  switch (input.action) {
    case "interest":
      return expressCompanyInterest(db, match.id, ctx);
    case "arrange_interview":
      return arrangeInterview(db, match.id, input.interviewDateSuggestions, ctx);
    case "trial_day":
      return scheduleTrialDay(db, match.id, input.trialDayAt, ctx);
    case "accept":
      return acceptByCompany(db, match.id, ctx);
    case "reject":
      return rejectByCompany(db, match.id, input.feedbackText, ctx);
  }
}

// ---------- Comments ----------

const authorName = companyUsers.firstName;

async function commentRows(db: Database, jobOpeningId: string, accountId: string, commentId?: string) {
  return db
    .select({ c: applicantComments, first: authorName, last: companyUsers.lastName })
    .from(applicantComments)
    .leftJoin(companyUsers, eq(companyUsers.id, applicantComments.authorId))
    .where(
      and(
        eq(applicantComments.jobOpeningId, jobOpeningId),
        eq(applicantComments.accountId, accountId),
        commentId ? eq(applicantComments.id, commentId) : undefined,
      ),
    )
    .orderBy(asc(applicantComments.createdAt), asc(applicantComments.id));
}

const toComment = (
  r: { c: typeof applicantComments.$inferSelect; first: string | null; last: string | null },
  companyUserId: string,
): ApplicantComment => ({
  id: r.c.id,
  text: r.c.text,
  authorName: [r.first, r.last].filter(Boolean).join(" ") || null,
  own: r.c.authorId === companyUserId,
  createdAt: r.c.createdAt.toISOString(),
  updatedAt: r.c.updatedAt.toISOString(),
});

export async function listComments(db: Database, caller: Caller, applicantId: string) {
  const { opening, match } = await matchOf(db, caller, applicantId);
  const rows = await commentRows(db, opening.id, match.accountId);
  return { comments: rows.map((r) => toComment(r, caller.companyUserId)) };
}

export async function addComment(db: Database, caller: Caller, applicantId: string, body: ApplicantCommentBody) {
  const { opening, match } = await matchOf(db, caller, applicantId);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(applicantComments)
      .values({ jobOpeningId: opening.id, accountId: match.accountId, authorId: caller.companyUserId, text: body.text })
      .returning();
    // the colleagues who look after the opening hear of it (category new_job_opening_comment)
    await notifyNewJobOpeningComment(tx, {
      companyId: caller.companyId,
      authorId: caller.companyUserId,
      jobOpeningId: opening.id,
      accountId: match.accountId,
    });
    return inserted;
  });
  const [r] = await commentRows(db, opening.id, match.accountId, row.id);
  return toComment(r, caller.companyUserId);
}

/** The comment of this applicant on this opening, and only the author may change it (403 otherwise). */
async function ownComment(db: Database, caller: Caller, applicantId: string, commentId: string) {
  const { opening, match } = await matchOf(db, caller, applicantId);
  uuidOr404(commentId, "Comment not found");
  const [r] = await commentRows(db, opening.id, match.accountId, commentId);
  if (!r) throw notFound("Comment not found");
  if (r.c.authorId !== caller.companyUserId) throw forbidden();
  return r;
}

export async function editComment(
  db: Database,
  caller: Caller,
  applicantId: string,
  commentId: string,
  body: ApplicantCommentBody,
) {
  const r = await ownComment(db, caller, applicantId, commentId);
  const [row] = await db
    .update(applicantComments)
    .set({ text: body.text })
    .where(eq(applicantComments.id, r.c.id))
    .returning();
  return toComment({ ...r, c: row }, caller.companyUserId);
}

export async function deleteComment(db: Database, caller: Caller, applicantId: string, commentId: string) {
  const r = await ownComment(db, caller, applicantId, commentId);
  await db.delete(applicantComments).where(eq(applicantComments.id, r.c.id));
}
