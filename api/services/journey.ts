/**
 * Steps 3 and 4 of the applicant journey (docs/product.md#applicant-unit, docs/product.md#other-flows): the info-session sign-up and attendance
 * tick, and the request for the first consultation. The study advisor confirms both in the advisor
 * console; nothing here can set a confirmation.
 */
import { and, asc, eq, gte } from "drizzle-orm";
import {
  type ConsultationState,
  ErrorCode,
  type InfoSessionRegistrationState,
  type JourneyInfoSession,
  V,
} from "#contracts";
import type { Database } from "../db/client";
import {
  accounts,
  applications,
  campuses,
  consultations,
  infoSessionRegistrations,
  infoSessions,
  units,
} from "../db/schema";
import { ApiError, notFound } from "../errors";
import { getProgress } from "./application";
import { about, actedBy, audit } from "./audit";
import { recordJourneyEvent } from "./stage";
import { addWorkingDays, isOverdue } from "./working-days";

/** Sessions that took place this recently can still be chosen: many applicants sign up after attending. */
export const RECENT_SESSION_DAYS = 14;
/** Spec §4.3: the advisor confirms attendance within 3 working days. */
export const CONFIRMATION_WORKING_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
const applicant = (id: string) => ({ kind: "applicant" as const, id });

/** The primary unit (else the first) with the campus of its primary application (else the first). */
async function primaryUnit(db: Database, accountId: string) {
  const rows = await db.select().from(units).where(eq(units.accountId, accountId)).orderBy(asc(units.createdAt));
  const unit = rows.find((u) => u.primary) ?? rows[0];
  if (!unit) throw notFound("No unit found for this account");
  const apps = await db
    .select()
    .from(applications)
    .where(eq(applications.unitId, unit.id))
    .orderBy(asc(applications.createdAt));
  const app = apps.find((a) => a.primary) ?? apps[0];
  return { unit, campusId: app?.campusId ?? null };
}

type SessionRow = typeof infoSessions.$inferSelect;
type CampusRow = typeof campuses.$inferSelect;

const toSession = (s: SessionRow, c: CampusRow, now: Date): JourneyInfoSession => ({
  id: s.id,
  startsAt: s.startsAt.toISOString(),
  location: s.location,
  campus: { id: c.id, name: c.name, city: c.city },
  started: s.startsAt.getTime() <= now.getTime(),
});

/** Recent and upcoming sessions at the campus of the applicant's primary application, earliest first. */
export async function listInfoSessions(db: Database, accountId: string, now = new Date()) {
  const { campusId } = await primaryUnit(db, accountId);
  if (!campusId) return [];
  const rows = await db
    .select({ s: infoSessions, c: campuses })
    .from(infoSessions)
    .innerJoin(campuses, eq(campuses.id, infoSessions.campusId))
    .where(
      and(
        eq(infoSessions.campusId, campusId),
        gte(infoSessions.startsAt, new Date(now.getTime() - RECENT_SESSION_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(infoSessions.startsAt));
  return rows.map((r) => toSession(r.s, r.c, now));
}

async function registrationOf(db: Database, accountId: string) {
  const [row] = await db
    .select({ r: infoSessionRegistrations, s: infoSessions, c: campuses })
    .from(infoSessionRegistrations)
    .innerJoin(infoSessions, eq(infoSessions.id, infoSessionRegistrations.infoSessionId))
    .innerJoin(campuses, eq(campuses.id, infoSessions.campusId))
    .where(eq(infoSessionRegistrations.accountId, accountId))
    .limit(1);
  return row ?? null;
}

/** The registration with its session and the waiting state (docs/product.md#other-flows timings). */
export async function getRegistration(
  db: Database,
  accountId: string,
  now = new Date(),
): Promise<InfoSessionRegistrationState> {
  const row = await registrationOf(db, accountId);
  const tickedAt = row?.r.attendanceTickedAt ?? null;
  const confirmed = !!row?.r.confirmedAt;
  const waiting = !!tickedAt && !confirmed;
  return {
    registration: row
      ? {
          id: row.r.id,
          createdAt: row.r.createdAt.toISOString(),
          attendanceTickedAt: tickedAt?.toISOString() ?? null,
          confirmedAt: row.r.confirmedAt?.toISOString() ?? null,
        }
      : null,
    session: row ? toSession(row.s, row.c, now) : null,
    state: {
      ticked: !!tickedAt,
      confirmed,
      waitingSince: waiting ? tickedAt.toISOString() : null,
      expectedBy: waiting ? addWorkingDays(tickedAt, CONFIRMATION_WORKING_DAYS) : null,
      overdue: waiting ? isOverdue(tickedAt, now) : false,
      canChange: !tickedAt,
    },
  };
}

/** Step 3 opens when steps 1 and 2 are complete (the progress is the one place that decides it). */
async function requireStep3Open(db: Database, accountId: string) {
  const progress = await getProgress(db, accountId);
  if (progress.steps.find((s) => s.step === "info-session")?.state === "locked") {
    throw new ApiError(409, ErrorCode.conflict, "Complete steps 1 and 2 before signing up for an info session");
  }
}

/** Signs up for a session, or changes to another one until attendance is ticked. */
export async function registerForSession(db: Database, accountId: string, sessionId: string, now = new Date()) {
  const sessions = await listInfoSessions(db, accountId, now);
  // A session of another campus, or long past, is "not found" for this applicant.
  if (!sessions.some((s) => s.id === sessionId)) throw notFound("Info session not found");
  await requireStep3Open(db, accountId);
  const existing = await registrationOf(db, accountId);
  if (existing?.r.attendanceTickedAt) {
    throw new ApiError(409, ErrorCode.conflict, "Attendance has been ticked: the session can no longer be changed");
  }
  if (existing?.r.infoSessionId === sessionId) return getRegistration(db, accountId, now);
  await db.transaction(async (tx) => {
    if (existing) {
      await tx
        .update(infoSessionRegistrations)
        .set({ infoSessionId: sessionId })
        .where(eq(infoSessionRegistrations.id, existing.r.id));
    } else {
      await tx.insert(infoSessionRegistrations).values({ accountId, infoSessionId: sessionId });
    }
    await audit(tx, {
      ...actedBy("applicant", accountId),
      action: existing ? "info_session.changed" : "info_session.registered",
      ...about("info_session", sessionId),
      details: existing ? { from: existing.r.infoSessionId, to: sessionId } : {},
    });
    await recordJourneyEvent(tx, accountId, "info_session_signed_up", applicant(accountId));
  });
  return getRegistration(db, accountId, now);
}

/** The applicant's attendance tick: only after the session began; the confirmation stays the advisor's. */
export async function tickAttendance(db: Database, accountId: string, now = new Date()) {
  const existing = await registrationOf(db, accountId);
  if (!existing) throw new ApiError(409, ErrorCode.conflict, "Sign up for an info session first");
  if (existing.s.startsAt.getTime() > now.getTime()) {
    throw new ApiError(409, ErrorCode.conflict, "Attendance can be ticked once the info session has started", {
      attended: [V.infoSessionNotStarted],
    });
  }
  if (!existing.r.attendanceTickedAt) {
    await db.transaction(async (tx) => {
      await tx
        .update(infoSessionRegistrations)
        .set({ attendanceTickedAt: now })
        .where(eq(infoSessionRegistrations.id, existing.r.id));
      await tx.update(accounts).set({ infoSessionAttended: true }).where(eq(accounts.id, accountId));
      await audit(tx, {
        ...actedBy("applicant", accountId),
        action: "info_session.attendance_ticked",
        ...about("info_session_registration", existing.r.id),
      });
    });
  }
  return getRegistration(db, accountId, now);
}

// ---------- Step 4: first consultation ----------

export async function getConsultation(db: Database, accountId: string): Promise<ConsultationState> {
  const { unit } = await primaryUnit(db, accountId);
  const [row] = await db.select().from(consultations).where(eq(consultations.unitId, unit.id)).limit(1);
  const registration = await registrationOf(db, accountId);
  return {
    requested: !!row?.requestedAt,
    requestedAt: row?.requestedAt?.toISOString() ?? null,
    confirmed: !!row?.confirmedAt,
    interviewOn: unit.participateAdvisorInterviewOn,
    infoSessionConfirmed: !!registration?.r.confirmedAt,
  };
}

/** The applicant has prepared and asks for the consultation: allowed once the info session is confirmed. */
export async function requestConsultation(db: Database, accountId: string, now = new Date()) {
  const registration = await registrationOf(db, accountId);
  if (!registration?.r.confirmedAt) {
    throw new ApiError(409, ErrorCode.conflict, "The info-session attendance has not been confirmed yet", {
      infoSession: [V.infoSessionNotConfirmed],
    });
  }
  const { unit } = await primaryUnit(db, accountId);
  const [row] = await db.select().from(consultations).where(eq(consultations.unitId, unit.id)).limit(1);
  if (!row?.requestedAt) {
    await db.transaction(async (tx) => {
      const [saved] = row
        ? await tx
            .update(consultations)
            .set({ requestedAt: now })
            .where(eq(consultations.id, row.id))
            .returning({ id: consultations.id })
        : await tx
            .insert(consultations)
            .values({ unitId: unit.id, requestedAt: now })
            .returning({ id: consultations.id });
      await audit(tx, {
        ...actedBy("applicant", accountId),
        action: "consultation.requested",
        ...about("consultation", saved.id),
      });
    });
  }
  return getConsultation(db, accountId);
}
