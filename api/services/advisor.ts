/**
 * The study advisor's work: queues, applicant pages with the audit
 * trail, and the commands that move the journey on. Tenancy: an advisor sees the applicants whose unit
 * names them as advisor; a team lead sees everyone; anything else is 404 (1008) and nothing changes.
 * Every command is one transaction: the change, an audit row with before/after, the journey event
 * (api/services/stage.ts, the only place the stage moves) and the notification to the applicant.
 */
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import {
  type AdvisorActionResult,
  type AdvisorList,
  type AdvisorQueues,
  type ApplicantDetail,
  type ApplicantSummary,
  type AuditTrailEntry,
  type ConsultationConfirm,
  type DocumentReview,
  ErrorCode,
  type QueueItem,
  type ReviewStatus,
  type StaffMe,
  type UnitStage,
} from "#contracts";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import {
  accountDeletions,
  accounts,
  accountWithdrawals,
  advisors,
  applications,
  auditLog,
  campuses,
  companyUsers,
  consultations,
  documents,
  emailChangeRequests,
  infoSessionRegistrations,
  infoSessions,
  units,
} from "../db/schema";
import { ApiError, notFound } from "../errors";
import { getProgress } from "./application";
import { audit } from "./audit";
import { lockedRow } from "./locked-row";
import { notifyNewAdvisor } from "./notification-producers";
import { notify } from "./notifications";
import { issueEmailVerification } from "./profile";
import { recordJourneyEvent, type Tx } from "./stage";
import { getUnit } from "./units";
import { openWithdrawal, toWithdrawal } from "./withdrawal-state";

export interface AdvisorRow {
  id: string;
  name: string;
  email: string;
  city: string | null;
  isTeamLead: boolean;
  isSupport: boolean;
}

const QUEUE_LIMIT = 50;
const AUDIT_LIMIT = 300;
const conflict = (message: string) => new ApiError(409, ErrorCode.conflict, message);

export async function loadAdvisor(db: Database, advisorId: string): Promise<AdvisorRow> {
  const [row] = await db.select().from(advisors).where(eq(advisors.id, advisorId));
  if (!row) throw notFound();
  const { id, name, email, city, isTeamLead, isSupport } = row;
  return { id, name, email, city, isTeamLead, isSupport };
}

export const toStaffMe = (a: AdvisorRow): StaffMe => ({ ...a });

/**
 * Accounts the advisor may see: a subquery condition on accounts.id (everything for team leads). An
 * account whose personal data was purged after its deletion is nobody's to see any more.
 */
const visibleAccounts = (advisor: AdvisorRow): SQL | undefined =>
  advisor.isTeamLead
    ? isNull(accounts.anonymisedAt)
    : and(
        isNull(accounts.anonymisedAt),
        inArray(accounts.id, sql`(select ${units.accountId} from ${units} where ${units.advisorId} = ${advisor.id})`),
      );

/** 404 unless the account exists and is visible to the advisor. */
export async function assertVisible(db: Database | Tx, advisor: AdvisorRow, accountId: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), visibleAccounts(advisor)));
  if (!row) throw notFound();
}

const nameOf = (a: { firstName: string | null; lastName: string | null; email: string }) =>
  [a.firstName, a.lastName].filter(Boolean).join(" ") || a.email;
const iso = (d: Date | null) => d?.toISOString() ?? null;
const actorOf = (advisor: AdvisorRow) => ({ kind: "study_advisor" as const, id: advisor.id });
const advisorAudit = (advisor: AdvisorRow) => ({ actorKind: "study_advisor", actorId: advisor.id });

// ---------- Queues ----------

export async function getQueues(db: Database, advisor: AdvisorRow): Promise<AdvisorQueues> {
  const visible = visibleAccounts(advisor);
  const person = { firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email };

  const attendanceWhere = and(
    isNotNull(infoSessionRegistrations.attendanceTickedAt),
    isNull(infoSessionRegistrations.confirmedAt),
    visible,
  );
  const attendanceRows = await db
    .select({
      id: infoSessionRegistrations.id,
      accountId: accounts.id,
      at: infoSessionRegistrations.attendanceTickedAt,
      startsAt: infoSessions.startsAt,
      ...person,
    })
    .from(infoSessionRegistrations)
    .innerJoin(accounts, eq(accounts.id, infoSessionRegistrations.accountId))
    .innerJoin(infoSessions, eq(infoSessions.id, infoSessionRegistrations.infoSessionId))
    .where(attendanceWhere)
    .orderBy(asc(infoSessionRegistrations.attendanceTickedAt));

  const consultationRows = await db
    .select({ id: consultations.id, accountId: accounts.id, at: consultations.requestedAt, ...person })
    .from(consultations)
    .innerJoin(units, eq(units.id, consultations.unitId))
    .innerJoin(accounts, eq(accounts.id, units.accountId))
    .where(and(isNotNull(consultations.requestedAt), isNull(consultations.confirmedAt), visible))
    .orderBy(asc(consultations.requestedAt));

  const documentRows = await db
    .select({
      id: documents.id,
      accountId: accounts.id,
      at: documents.createdAt,
      name: documents.name,
      category: documents.category,
      ...person,
    })
    .from(documents)
    .innerJoin(accounts, eq(accounts.id, documents.accountId))
    .where(and(eq(documents.reviewStatus, "pending"), ne(documents.category, "Contract"), visible))
    .orderBy(asc(documents.createdAt));

  const emailRows = await db
    .select({
      id: emailChangeRequests.id,
      accountId: accounts.id,
      at: emailChangeRequests.createdAt,
      newEmail: emailChangeRequests.newEmail,
      ...person,
    })
    .from(emailChangeRequests)
    .innerJoin(accounts, eq(accounts.id, emailChangeRequests.accountId))
    .where(and(eq(emailChangeRequests.status, "open"), visible))
    .orderBy(asc(emailChangeRequests.createdAt));

  const withdrawalRows = await db
    .select({
      id: accountWithdrawals.id,
      accountId: accounts.id,
      at: accountWithdrawals.withdrawnAt,
      reason: accountWithdrawals.reason,
      ...person,
    })
    .from(accountWithdrawals)
    .innerJoin(accounts, eq(accounts.id, accountWithdrawals.accountId))
    .where(and(isNull(accountWithdrawals.reversedAt), visible))
    .orderBy(asc(accountWithdrawals.withdrawnAt));

  const queue = <
    R extends {
      id: string;
      accountId: string;
      at: Date | null;
      firstName: string | null;
      lastName: string | null;
      email: string;
    },
  >(
    rows: R[],
    detail: (r: R) => string | null,
  ) => ({
    count: rows.length,
    items: rows.slice(0, QUEUE_LIMIT).map(
      (r): QueueItem => ({
        id: r.id,
        accountId: r.accountId,
        applicantName: nameOf(r),
        at: (r.at ?? new Date(0)).toISOString(),
        detail: detail(r),
      }),
    ),
  });
  return {
    attendance: queue(attendanceRows, (r) => r.startsAt.toISOString()),
    consultations: queue(consultationRows, () => null),
    documents: queue(documentRows, (r) => `${r.category}: ${r.name}`),
    emailChanges: queue(emailRows, (r) => r.newEmail),
    withdrawals: queue(withdrawalRows, (r) => r.reason),
  };
}

// ---------- Applicants ----------

export async function searchApplicants(db: Database, advisor: AdvisorRow, query: string): Promise<ApplicantSummary[]> {
  const q = query.trim();
  const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const match = q
    ? or(
        ilike(accounts.firstName, like),
        ilike(accounts.lastName, like),
        ilike(accounts.email, like),
        ilike(sql`coalesce(${accounts.firstName}, '') || ' ' || coalesce(${accounts.lastName}, '')`, like),
      )
    : undefined;
  const rows = await db
    .select({
      accountId: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
      stage: units.stage,
      advisorName: advisors.name,
      unitId: units.id,
    })
    .from(accounts)
    .leftJoin(units, and(eq(units.accountId, accounts.id), eq(units.primary, true)))
    .leftJoin(advisors, eq(advisors.id, units.advisorId))
    .where(and(visibleAccounts(advisor), match))
    .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id))
    .limit(100);
  const unitIds = rows.map((r) => r.unitId).filter((id): id is string => !!id);
  const campusRows = unitIds.length
    ? await db
        .select({ unitId: applications.unitId, name: campuses.name, primary: applications.primary })
        .from(applications)
        .innerJoin(campuses, eq(campuses.id, applications.campusId))
        .where(inArray(applications.unitId, unitIds))
    : [];
  return rows.map((r) => {
    const apps = campusRows.filter((c) => c.unitId === r.unitId);
    return {
      accountId: r.accountId,
      name: nameOf(r),
      email: r.email,
      stage: (r.stage as UnitStage | null) ?? null,
      advisorName: r.advisorName ?? null,
      campus: (apps.find((a) => a.primary) ?? apps[0])?.name ?? null,
    };
  });
}

/** Every audit row about the account and its records, and the applicant's own actions except logins. */
async function auditTrail(db: Database, accountId: string): Promise<AuditTrailEntry[]> {
  const ids = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);
  const unitIds = await ids(db.select({ id: units.id }).from(units).where(eq(units.accountId, accountId)));
  const subjects: [string, string[]][] = [
    ["account", [accountId]],
    ["unit", unitIds],
    ["document", await ids(db.select({ id: documents.id }).from(documents).where(eq(documents.accountId, accountId)))],
    [
      "info_session_registration",
      await ids(
        db
          .select({ id: infoSessionRegistrations.id })
          .from(infoSessionRegistrations)
          .where(eq(infoSessionRegistrations.accountId, accountId)),
      ),
    ],
    [
      "consultation",
      unitIds.length
        ? await ids(
            db.select({ id: consultations.id }).from(consultations).where(inArray(consultations.unitId, unitIds)),
          )
        : [],
    ],
    [
      "email_change_request",
      await ids(
        db
          .select({ id: emailChangeRequests.id })
          .from(emailChangeRequests)
          .where(eq(emailChangeRequests.accountId, accountId)),
      ),
    ],
  ];
  const conditions = subjects
    .filter(([, list]) => list.length > 0)
    .map(([type, list]) => and(eq(auditLog.subjectType, type), inArray(auditLog.subjectId, list)));
  conditions.push(
    and(
      eq(auditLog.actorKind, "applicant"),
      eq(auditLog.actorId, accountId),
      sql`${auditLog.action} not like 'auth.%'`,
    ),
  );
  const rows = await db
    .select()
    .from(auditLog)
    .where(or(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_LIMIT);

  const idsOf = (kind: string) => [
    ...new Set(rows.filter((r) => r.actorKind === kind && r.actorId).map((r) => r.actorId!)),
  ];
  const names = new Map<string, string>();
  const advisorIds = idsOf("study_advisor");
  if (advisorIds.length) {
    for (const a of await db
      .select({ id: advisors.id, name: advisors.name })
      .from(advisors)
      .where(inArray(advisors.id, advisorIds))) {
      names.set(`study_advisor:${a.id}`, a.name);
    }
  }
  const applicantIds = idsOf("applicant");
  if (applicantIds.length) {
    for (const a of await db.select().from(accounts).where(inArray(accounts.id, applicantIds))) {
      names.set(`applicant:${a.id}`, nameOf(a));
    }
  }
  const companyIds = idsOf("company");
  if (companyIds.length) {
    for (const u of await db.select().from(companyUsers).where(inArray(companyUsers.id, companyIds))) {
      names.set(`company:${u.id}`, nameOf(u));
    }
  }
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actorKind: r.actorKind,
    actorName: r.actorId ? (names.get(`${r.actorKind}:${r.actorId}`) ?? null) : null,
    action: r.action,
    subjectType: r.subjectType,
    details: r.details,
  }));
}

export async function getApplicant(db: Database, advisor: AdvisorRow, accountId: string): Promise<ApplicantDetail> {
  await assertVisible(db, advisor, accountId);
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  const unit = await getUnit(db, accountId).catch(() => null);
  const docs = await db
    .select()
    .from(documents)
    .where(eq(documents.accountId, accountId))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  const progress = await getProgress(db, accountId);
  const [registration] = await db
    .select({
      id: infoSessionRegistrations.id,
      startsAt: infoSessions.startsAt,
      location: infoSessions.location,
      attendanceTickedAt: infoSessionRegistrations.attendanceTickedAt,
      confirmedAt: infoSessionRegistrations.confirmedAt,
    })
    .from(infoSessionRegistrations)
    .innerJoin(infoSessions, eq(infoSessions.id, infoSessionRegistrations.infoSessionId))
    .where(eq(infoSessionRegistrations.accountId, accountId));
  const [consultation] = unit ? await db.select().from(consultations).where(eq(consultations.unitId, unit.id)) : [];
  const [request] = await db
    .select()
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.accountId, accountId), eq(emailChangeRequests.status, "open")))
    .orderBy(desc(emailChangeRequests.createdAt))
    .limit(1);
  return {
    profile: {
      accountId,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      emailVerified: !!account.emailVerifiedAt,
      phone: account.phone,
      birthday: account.birthday,
      city: account.shippingCity,
    },
    unit,
    documents: docs.map((d) => ({
      uuid: d.id,
      category: d.category,
      name: d.name,
      createdAt: d.createdAt.toISOString(),
      reviewStatus: d.reviewStatus as ReviewStatus,
      reviewReason: d.reviewReason,
      reviewedAt: iso(d.reviewedAt),
    })),
    steps: progress.steps.map((s) => ({ step: s.step, state: s.state })),
    infoSession: registration
      ? {
          id: registration.id,
          startsAt: registration.startsAt.toISOString(),
          location: registration.location,
          attendanceTickedAt: iso(registration.attendanceTickedAt),
          confirmedAt: iso(registration.confirmedAt),
        }
      : null,
    consultation: consultation
      ? { id: consultation.id, requestedAt: iso(consultation.requestedAt), confirmedAt: iso(consultation.confirmedAt) }
      : null,
    emailChangeRequest: request
      ? {
          id: request.id,
          newEmail: request.newEmail,
          reason: request.reason,
          createdAt: request.createdAt.toISOString(),
        }
      : null,
    withdrawal: await openWithdrawal(db, accountId).then((w) => (w ? toWithdrawal(w) : null)),
    deletion: await pendingAccountDeletion(db, accountId),
    audit: await auditTrail(db, accountId),
  };
}

/** The applicant's deletion request that is neither undone nor purged yet. */
async function pendingAccountDeletion(db: Database, accountId: string) {
  const row = await firstRow(
    db,
    accountDeletions,
    and(
      eq(accountDeletions.accountId, accountId),
      isNull(accountDeletions.cancelledAt),
      isNull(accountDeletions.purgedAt),
    ),
  );
  return row
    ? { id: row.id, requestedAt: row.requestedAt.toISOString(), purgeAfter: row.purgeAfter.toISOString() }
    : null;
}

// ---------- Commands ----------

export async function confirmAttendance(
  db: Database,
  advisor: AdvisorRow,
  registrationId: string,
  publicUrl: string,
): Promise<AdvisorActionResult> {
  return db.transaction(async (tx) => {
    const [reg] = await tx
      .select()
      .from(infoSessionRegistrations)
      .where(eq(infoSessionRegistrations.id, registrationId))
      .for("update");
    if (!reg) throw notFound();
    await assertVisible(tx, advisor, reg.accountId);
    if (!reg.attendanceTickedAt) throw conflict("The applicant has not ticked attendance yet");
    if (reg.confirmedAt) throw conflict("The attendance is already confirmed");
    const now = new Date();
    await tx
      .update(infoSessionRegistrations)
      .set({ confirmedAt: now, confirmedBy: advisor.id })
      .where(eq(infoSessionRegistrations.id, reg.id));
    await tx.update(accounts).set({ infoSessionAttendanceConfirmed: true }).where(eq(accounts.id, reg.accountId));
    await audit(tx, {
      ...advisorAudit(advisor),
      action: "info_session.attendance_confirmed",
      subjectType: "info_session_registration",
      subjectId: reg.id,
      details: { before: { confirmedAt: null }, after: { confirmedAt: now.toISOString() } },
    });
    const stage = await recordJourneyEvent(tx, reg.accountId, "info_session_confirmed", actorOf(advisor));
    await notify(tx, {
      recipientKind: "applicant",
      recipientId: reg.accountId,
      category: "attendance_confirmed",
      messageKey: "notifications.attendance_confirmed",
      mail: true,
      link: "/ds/application/info-session/done",
      publicUrl,
    });
    return { accountId: reg.accountId, stage };
  });
}

export async function confirmConsultation(
  db: Database,
  advisor: AdvisorRow,
  consultationId: string,
  input: ConsultationConfirm,
  publicUrl: string,
): Promise<AdvisorActionResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ consultation: consultations, unit: units })
      .from(consultations)
      .innerJoin(units, eq(units.id, consultations.unitId))
      .where(eq(consultations.id, consultationId))
      .for("update");
    if (!row) throw notFound();
    const accountId = row.unit.accountId;
    await assertVisible(tx, advisor, accountId);
    if (!row.consultation.requestedAt) throw conflict("The applicant has not asked for the consultation yet");
    if (row.consultation.confirmedAt) throw conflict("The consultation is already confirmed");
    const now = new Date();
    await tx
      .update(consultations)
      .set({ confirmedAt: now, confirmedBy: advisor.id })
      .where(eq(consultations.id, consultationId));
    await tx.update(units).set({ participateAdvisorInterviewOn: input.interviewOn }).where(eq(units.id, row.unit.id));
    await audit(tx, {
      ...advisorAudit(advisor),
      action: "consultation.confirmed",
      subjectType: "consultation",
      subjectId: consultationId,
      details: {
        before: { confirmedAt: null, interviewOn: row.unit.participateAdvisorInterviewOn },
        after: { confirmedAt: now.toISOString(), interviewOn: input.interviewOn },
      },
    });
    const stage = await recordJourneyEvent(tx, accountId, "consultation_confirmed", actorOf(advisor));
    const [y, m, d] = input.interviewOn.split("-");
    await notify(tx, {
      recipientKind: "applicant",
      recipientId: accountId,
      category: "consultation_confirmed",
      messageKey: "notifications.consultation_confirmed",
      mail: true,
      params: { date: `${d}.${m}.${y}` },
      link: "/ds/application/consultation/done",
      publicUrl,
    });
    return { accountId, stage };
  });
}

export async function reviewDocument(
  db: Database,
  advisor: AdvisorRow,
  documentId: string,
  input: DocumentReview,
  publicUrl: string,
): Promise<AdvisorActionResult> {
  return db.transaction(async (tx) => {
    const doc = await lockedRow(tx, documents, documentId);
    await assertVisible(tx, advisor, doc.accountId);
    const reason = input.decision === "rejected" ? (input.reason ?? null) : null;
    const now = new Date();
    await tx
      .update(documents)
      .set({ reviewStatus: input.decision, reviewReason: reason, reviewedBy: advisor.id, reviewedAt: now })
      .where(eq(documents.id, doc.id));
    await audit(tx, {
      ...advisorAudit(advisor),
      action: `document.${input.decision}`,
      subjectType: "document",
      subjectId: doc.id,
      details: {
        category: doc.category,
        before: { reviewStatus: doc.reviewStatus, reviewReason: doc.reviewReason },
        after: { reviewStatus: input.decision, reviewReason: reason },
      },
    });
    const [unit] = await tx.select({ stage: units.stage }).from(units).where(eq(units.accountId, doc.accountId));
    const stage =
      input.decision === "accepted"
        ? await recordJourneyEvent(tx, doc.accountId, "documents_accepted", actorOf(advisor))
        : ((unit?.stage as UnitStage | undefined) ?? null);
    await notify(tx, {
      recipientKind: "applicant",
      recipientId: doc.accountId,
      category: input.decision === "accepted" ? "document_accepted" : "document_rejected",
      messageKey: input.decision === "accepted" ? "notifications.document_accepted" : "notifications.document_rejected",
      mail: true,
      params: reason ? { name: doc.name, reason } : { name: doc.name },
      link: "/ds/documents",
      publicUrl,
    });
    return { accountId: doc.accountId, stage };
  });
}

async function openRequest(tx: Tx, advisor: AdvisorRow, requestId: string) {
  const req = await lockedRow(tx, emailChangeRequests, requestId);
  await assertVisible(tx, advisor, req.accountId);
  if (req.status !== "open") throw conflict("The request has already been decided");
  return req;
}

const currentStage = async (tx: Tx, accountId: string) =>
  ((
    await tx
      .select({ stage: units.stage })
      .from(units)
      .where(eq(units.accountId, accountId))
      .orderBy(desc(units.primary))
  )[0]?.stage as UnitStage | undefined) ?? null;

/** The account takes the new address, unverified; a verification link goes to it. */
export async function approveEmailChange(
  db: Database,
  advisor: AdvisorRow,
  requestId: string,
  publicUrl: string,
): Promise<AdvisorActionResult> {
  return db.transaction(async (tx) => {
    const req = await openRequest(tx, advisor, requestId);
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, req.accountId)).for("update");
    const now = new Date();
    await tx
      .update(emailChangeRequests)
      .set({ status: "approved", decidedAt: now, decidedBy: advisor.id })
      .where(eq(emailChangeRequests.id, req.id));
    await tx.update(accounts).set({ email: req.newEmail, emailVerifiedAt: null }).where(eq(accounts.id, req.accountId));
    await audit(tx, {
      ...advisorAudit(advisor),
      action: "account.email_changed",
      subjectType: "email_change_request",
      subjectId: req.id,
      details: {
        before: { status: "open", emailVerified: !!account.emailVerifiedAt },
        after: { status: "approved", emailVerified: false },
      },
    });
    await issueEmailVerification(tx, req.accountId, publicUrl, now).catch((err) => {
      // a link the applicant asked for within the last minute went to the old address: send anyway
      if (err instanceof ApiError && err.status === 429)
        return issueEmailVerification(tx, req.accountId, publicUrl, new Date(now.getTime() + 61_000));
      throw err;
    });
    await notify(tx, {
      recipientKind: "applicant",
      recipientId: req.accountId,
      category: "email_changed",
      messageKey: "notifications.email_changed",
      mail: true,
      params: { email: req.newEmail },
      link: "/ds/profile/1",
      publicUrl,
    });
    return { accountId: req.accountId, stage: await currentStage(tx, req.accountId) };
  });
}

export async function rejectEmailChange(
  db: Database,
  advisor: AdvisorRow,
  requestId: string,
  reason: string,
  publicUrl: string,
): Promise<AdvisorActionResult> {
  return db.transaction(async (tx) => {
    const req = await openRequest(tx, advisor, requestId);
    await tx
      .update(emailChangeRequests)
      .set({ status: "rejected", decidedAt: new Date(), decidedBy: advisor.id, decisionReason: reason })
      .where(eq(emailChangeRequests.id, req.id));
    await audit(tx, {
      ...advisorAudit(advisor),
      action: "account.email_change_rejected",
      subjectType: "email_change_request",
      subjectId: req.id,
      details: { before: { status: "open" }, after: { status: "rejected", decisionReason: reason } },
    });
    await notify(tx, {
      recipientKind: "applicant",
      recipientId: req.accountId,
      category: "email_change_rejected",
      messageKey: "notifications.email_change_rejected",
      mail: true,
      params: { reason },
      link: "/ds/profile/1",
      publicUrl,
    });
    return { accountId: req.accountId, stage: await currentStage(tx, req.accountId) };
  });
}

// ---------- Advisor assignment (team leads) ----------

/** Every study advisor, by name: whom a team lead may assign an applicant to. */
export async function listAdvisors(db: Database): Promise<AdvisorList> {
  const rows = await db
    .select({ id: advisors.id, name: advisors.name, city: advisors.city })
    .from(advisors)
    .orderBy(asc(advisors.name), asc(advisors.id));
  return { advisors: rows };
}

/**
 * A team lead assigns the applicant (all of the account's units) to another study advisor. The new
 * advisor sees the applicant from now on, the old one no longer; the applicant hears of it (new_advisor,
 * in the app and by e-mail per the notification settings). Only team leads call it (the route declares
 * it: requireAdvisor({ teamLead: true }), 403 for the others before anything is read). 404 for an unknown
 * applicant or advisor, 409 when that advisor is assigned already.
 */
export async function assignAdvisor(
  db: Database,
  lead: AdvisorRow,
  accountId: string,
  advisorId: string,
  publicUrl: string,
): Promise<AdvisorActionResult> {
  return db.transaction(async (tx) => {
    await assertVisible(tx, lead, accountId);
    const [next] = await tx.select().from(advisors).where(eq(advisors.id, advisorId));
    if (!next) throw notFound("No such study advisor");
    const rows = await tx.select().from(units).where(eq(units.accountId, accountId)).for("update");
    if (rows.length === 0) throw conflict("The applicant has no unit yet");
    if (rows.every((u) => u.advisorId === next.id)) throw conflict("This study advisor is assigned already");
    const before = [...new Set(rows.map((u) => u.advisorId))];
    await tx.update(units).set({ advisorId: next.id, updatedAt: new Date() }).where(eq(units.accountId, accountId));
    await audit(tx, {
      ...advisorAudit(lead),
      action: "unit.advisor_assigned",
      subjectType: "account",
      subjectId: accountId,
      details: { before: { advisorIds: before }, after: { advisorId: next.id, advisorName: next.name } },
    });
    await notifyNewAdvisor(tx, { accountId, advisorName: next.name, publicUrl });
    return { accountId, stage: await currentStage(tx, accountId) };
  });
}
