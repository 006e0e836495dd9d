/**
 * One service function per match command (docs/architecture.md#api-and-data, GOV.UK habit): each runs in one transaction that
 * locks the match, asks the transition table for the next status (409 when there is none), writes the
 * change and one audit row (actor, time, from, to, lost reason), moves the unit stage through
 * api/services/stage.ts, and queues the notifications (in-app + outbox, delivered after commit).
 *
 * Authorisation (tenancy, permissions) is checked by the caller before a command runs; the commands only
 * check that the actor kind may issue the command at all.
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import {
  ErrorCode,
  type Match,
  type MatchCommand,
  type MatchSource,
  type MatchStatus,
  OPEN_MATCH_STATUSES,
  V,
} from "#contracts";
import { nextVersion } from "../../concurrency";
import type { Database } from "../../db/client";
import { jobMatches, jobOpenings } from "../../db/schema";
import { ApiError, notFound } from "../../errors";
import { about, actedBy, audit } from "../audit";
import { type Actor, recordJourneyEvent, type Tx } from "../stage";
import { isWithdrawn } from "../withdrawal-state";
import { type DeadlineSettings, offerDeadline } from "./deadlines";
import { notifyMatchEvent } from "./notices";
import { COMMAND_ACTOR, decide, LOST_REASON_OF } from "./transitions";

export type MatchRow = typeof jobMatches.$inferSelect;

export interface CommandContext {
  actor: Actor;
  /** public address of the portal, for links in mails */
  publicUrl?: string;
  now?: Date;
  /** how long an offer may wait for the applicant's answer (default DEFAULT_DEADLINES) */
  deadlines?: DeadlineSettings;
  /**
   * Nobody is told (the purge of a deleted account ends its matches: a message would carry the name of
   * a person who is gone; the company sees the ended match in its list).
   */
  silent?: boolean;
}

const STATUS_TEXT = (s: MatchStatus) => s.replaceAll("_", " ");
const COMMAND_TEXT = (c: MatchCommand) => c.replaceAll("_", " ");

/** The answer day binds only while the offer waits for the applicant. */
export const answerByOf = (m: MatchRow) => (m.status === "awaiting_applicant_confirmation" ? m.offerAnswerBy : null);

/** The steps of a match as every reader gets them: interest, interview, trial day, the offer's answer day. */
export const matchSteps = (m: MatchRow) => ({
  applicantInterestAt: m.applicantInterestAt?.toISOString() ?? null,
  companyInterestAt: m.companyInterestAt?.toISOString() ?? null,
  interviewDateSuggestions: m.interviewDateSuggestions,
  interviewAt: m.interviewAt?.toISOString() ?? null,
  trialDayAt: m.trialDayAt?.toISOString() ?? null,
  offerAnswerBy: answerByOf(m),
});

export const toMatch = (m: MatchRow): Match => ({
  id: m.id,
  jobOpeningId: m.jobOpeningId,
  accountId: m.accountId,
  status: m.status,
  source: m.source,
  lostReason: m.lostReason,
  ...matchSteps(m),
  createdAt: m.createdAt.toISOString(),
  updatedAt: m.updatedAt.toISOString(),
});

async function lockMatch(tx: Tx, matchId: string): Promise<MatchRow> {
  const [row] = await tx.select().from(jobMatches).where(eq(jobMatches.id, matchId)).for("update").limit(1);
  if (!row) throw notFound("Match not found");
  return row;
}

async function lockOpening(tx: Tx, jobOpeningId: string) {
  const [row] = await tx.select().from(jobOpenings).where(eq(jobOpenings.id, jobOpeningId)).for("update").limit(1);
  if (!row) throw notFound("Job opening not found");
  return row;
}

/**
 * The one place a match status changes: table lookup, update, audit row. Returns the changed row.
 * `changes` are the command's own fields (dates, feedback), written in the same update.
 */
async function transition(
  tx: Tx,
  match: MatchRow,
  command: MatchCommand,
  ctx: CommandContext,
  changes: Partial<typeof jobMatches.$inferInsert> = {},
): Promise<MatchRow> {
  // the system may act on anyone's behalf (cascades); people only issue their own side's commands
  if (ctx.actor.kind !== "system" && ctx.actor.kind !== COMMAND_ACTOR[command]) {
    throw new ApiError(403, ErrorCode.forbidden);
  }
  const decision = decide(match, command);
  if ("refused" in decision && decision.refused === "interviewDateNotAgreed") {
    throw new ApiError(409, ErrorCode.conflict, "No offer can be accepted before an interview date is agreed", {
      interviewAt: [V.interviewDateNotAgreed],
    });
  }
  if ("refused" in decision) {
    throw new ApiError(
      409,
      ErrorCode.conflict,
      `A match that is "${STATUS_TEXT(match.status)}" cannot take the action "${COMMAND_TEXT(command)}"`,
    );
  }
  const { to } = decision;
  const lostReason = to === "cancelled" ? (LOST_REASON_OF[command] ?? null) : null;
  // an offer the applicant has to answer gets its answer day now, shown to both sides and kept by the jobs
  let deadline: Partial<typeof jobMatches.$inferInsert> = {};
  if (to === "awaiting_applicant_confirmation" && match.status !== to) {
    const { answerBy, remindOn } = offerDeadline(ctx.now ?? new Date(), ctx.deadlines);
    deadline = { offerAnswerBy: answerBy, offerRemindOn: remindOn, offerRemindedAt: null };
  }
  const [row] = await tx
    .update(jobMatches)
    .set({ ...changes, ...deadline, status: to, lostReason })
    .where(eq(jobMatches.id, match.id))
    .returning();
  await audit(tx, {
    ...actedBy(ctx.actor.kind, ctx.actor.id),
    action: "match.transition",
    ...about("match", match.id),
    details: { command, from: match.status, to, lostReason },
  });
  if (to === "awaiting_interview_schedule" || (to === "interview_scheduled" && match.status !== to)) {
    await recordJourneyEvent(tx, match.accountId, "first_mutual_interest", ctx.actor);
  }
  if (!ctx.silent) await notifyMatchEvent(tx, { match: row, command, from: match.status, ctx });
  if (to === "offer_accepted") await afterOfferAccepted(tx, row, ctx);
  return row;
}

/** Cancels every open match of an opening (but `except`) with a system command. */
export async function cancelOpenMatchesOf(
  tx: Tx,
  jobOpeningId: string,
  command: "staffed" | "opening_closed",
  ctx: CommandContext,
  except?: string,
) {
  const open = await tx
    .select()
    .from(jobMatches)
    .where(
      and(
        eq(jobMatches.jobOpeningId, jobOpeningId),
        inArray(jobMatches.status, [...OPEN_MATCH_STATUSES]),
        except ? ne(jobMatches.id, except) : undefined,
      ),
    )
    .for("update");
  for (const m of open) await transition(tx, m, command, { ...ctx, actor: { kind: "system", id: null } });
  return open.length;
}

/**
 * The applicant's withdrawal ends every open match of the applicant as "rejected by applicant" through
 * the table (the applicant's own command; each company is told). Returns how many it ended.
 */
export async function cancelOpenMatchesOfApplicant(tx: Tx, accountId: string, ctx: CommandContext) {
  const open = await tx
    .select()
    .from(jobMatches)
    .where(and(eq(jobMatches.accountId, accountId), inArray(jobMatches.status, [...OPEN_MATCH_STATUSES])))
    .for("update");
  for (const m of open) await transition(tx, m, "applicant_reject", ctx);
  return open.length;
}

/**
 * An accepted offer fills a position: the unit moves to Contract Proposal; when no position is left the
 * opening is staffed and its other open matches are cancelled as "staffed with another applicant"; the
 * applicant's other open matches end as rejected by the applicant (one practice partner per study).
 */
async function afterOfferAccepted(tx: Tx, match: MatchRow, ctx: CommandContext) {
  await recordJourneyEvent(tx, match.accountId, "offer_accepted", ctx.actor);
  const opening = await lockOpening(tx, match.jobOpeningId);
  const accepted = await tx
    .select({ id: jobMatches.id })
    .from(jobMatches)
    .where(and(eq(jobMatches.jobOpeningId, opening.id), eq(jobMatches.status, "offer_accepted")));
  if (accepted.length >= opening.requiredCount) {
    await tx
      .update(jobOpenings)
      .set({ status: "staffed", version: nextVersion(jobOpenings.version) })
      .where(eq(jobOpenings.id, opening.id));
    await audit(tx, {
      ...actedBy("system", null),
      action: "job_opening.staffed",
      ...about("job_opening", opening.id),
      details: { from: opening.status, to: "staffed" },
    });
    await cancelOpenMatchesOf(tx, opening.id, "staffed", ctx, match.id);
  }
  const others = await tx
    .select()
    .from(jobMatches)
    .where(
      and(
        eq(jobMatches.accountId, match.accountId),
        ne(jobMatches.id, match.id),
        inArray(jobMatches.status, [...OPEN_MATCH_STATUSES]),
      ),
    )
    .for("update");
  for (const m of others) {
    await transition(tx, m, "applicant_reject", { ...ctx, actor: { kind: "system", id: null } });
  }
}

/** A new match (any source) starts in awaiting_any_interest; the opening must be published and open. */
export async function createMatchInTx(
  tx: Tx,
  input: { jobOpeningId: string; accountId: string; source: MatchSource; recommendedBy?: string | null },
  ctx: CommandContext,
): Promise<MatchRow> {
  const opening = await lockOpening(tx, input.jobOpeningId);
  if (opening.status !== "open") {
    throw new ApiError(409, ErrorCode.conflict, "Only an open job opening can be matched");
  }
  if (await isWithdrawn(tx, input.accountId)) {
    throw new ApiError(409, ErrorCode.conflict, "The applicant has withdrawn from the programme");
  }
  const [existing] = await tx
    .select({ id: jobMatches.id })
    .from(jobMatches)
    .where(and(eq(jobMatches.jobOpeningId, input.jobOpeningId), eq(jobMatches.accountId, input.accountId)))
    .limit(1);
  if (existing) throw new ApiError(409, ErrorCode.conflict, "This applicant is already matched with this job opening");
  const [row] = await tx
    .insert(jobMatches)
    .values({
      jobOpeningId: input.jobOpeningId,
      accountId: input.accountId,
      source: input.source,
      recommendedBy: input.recommendedBy ?? null,
      status: "awaiting_any_interest",
    })
    .returning();
  await audit(tx, {
    ...actedBy(ctx.actor.kind, ctx.actor.id),
    action: "match.created",
    ...about("match", row.id),
    details: { command: "created", from: null, to: row.status, source: input.source, lostReason: null },
  });
  await notifyMatchEvent(tx, { match: row, command: "created", from: null, ctx });
  return row;
}

export function createMatch(
  db: Database,
  input: { jobOpeningId: string; accountId: string; source: MatchSource; recommendedBy?: string | null },
  ctx: CommandContext,
) {
  return db.transaction(async (tx) => toMatch(await createMatchInTx(tx, input, ctx)));
}

const run = (
  db: Database,
  matchId: string,
  command: MatchCommand,
  ctx: CommandContext,
  changes?: (m: MatchRow) => Partial<typeof jobMatches.$inferInsert>,
) =>
  db.transaction(async (tx) => {
    const match = await lockMatch(tx, matchId);
    return toMatch(await transition(tx, match, command, ctx, changes?.(match)));
  });

const now = (ctx: CommandContext) => ctx.now ?? new Date();

export const expressApplicantInterest = (db: Database, matchId: string, ctx: CommandContext) =>
  run(db, matchId, "applicant_interest", ctx, () => ({ applicantInterestAt: now(ctx) }));

export const expressCompanyInterest = (db: Database, matchId: string, ctx: CommandContext) =>
  run(db, matchId, "company_interest", ctx, () => ({ companyInterestAt: now(ctx) }));

/**
 * Up to three date suggestions; with exactly one it is the interview date at once, with more the
 * applicant chooses (`chooseInterviewDate`). Every suggestion must lie in the future.
 */
export async function arrangeInterview(db: Database, matchId: string, suggestions: string[], ctx: CommandContext) {
  const dates = suggestions.map((s) => new Date(s));
  if (dates.some((d) => Number.isNaN(d.getTime()) || d.getTime() <= now(ctx).getTime())) {
    throw new ApiError(400, ErrorCode.validationFailed, "Interview dates must lie in the future", {
      interviewDateSuggestions: ["validation.dateInFuture"],
    });
  }
  const iso = [...new Set(dates.map((d) => d.toISOString()))].sort();
  if (iso.length !== dates.length) {
    throw new ApiError(400, ErrorCode.validationFailed, "Each suggested date may appear only once", {
      interviewDateSuggestions: ["validation.dateDuplicate"],
    });
  }
  return run(db, matchId, "arrange_interview", ctx, (m) => ({
    interviewDateSuggestions: iso,
    interviewAt: iso.length === 1 ? new Date(iso[0]) : null,
    companyInterestAt: m.companyInterestAt ?? now(ctx),
  }));
}

/** The applicant picks one of the suggested dates (no status change; audited and sent to both sides). */
export function chooseInterviewDate(db: Database, matchId: string, date: string, ctx: CommandContext) {
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, matchId);
    if (ctx.actor.kind !== "applicant") throw new ApiError(403, ErrorCode.forbidden);
    const chosen = new Date(date);
    if (match.status !== "interview_scheduled" || Number.isNaN(chosen.getTime())) {
      throw new ApiError(409, ErrorCode.conflict, "No interview date can be chosen for this match now");
    }
    if (!match.interviewDateSuggestions.includes(chosen.toISOString())) {
      throw new ApiError(400, ErrorCode.validationFailed, "Please choose one of the suggested dates", {
        date: ["validation.mustBeSelected"],
      });
    }
    const [row] = await tx
      .update(jobMatches)
      .set({ interviewAt: chosen })
      .where(eq(jobMatches.id, match.id))
      .returning();
    await audit(tx, {
      ...actedBy(ctx.actor.kind, ctx.actor.id),
      action: "match.interview_date_chosen",
      ...about("match", match.id),
      details: { interviewAt: chosen.toISOString() },
    });
    await notifyMatchEvent(tx, { match: row, command: "interview_date_chosen", from: match.status, ctx });
    return toMatch(row);
  });
}

export async function scheduleTrialDay(db: Database, matchId: string, at: string, ctx: CommandContext) {
  const date = new Date(at);
  if (Number.isNaN(date.getTime()) || date.getTime() <= now(ctx).getTime()) {
    throw new ApiError(400, ErrorCode.validationFailed, "The trial day must lie in the future", {
      trialDayAt: ["validation.dateInFuture"],
    });
  }
  return run(db, matchId, "schedule_trial_day", ctx, () => ({ trialDayAt: date }));
}

export const acceptByCompany = (db: Database, matchId: string, ctx: CommandContext) =>
  run(db, matchId, "company_accept", ctx);

export const acceptByApplicant = (db: Database, matchId: string, ctx: CommandContext) =>
  run(db, matchId, "applicant_accept", ctx);

export const rejectByCompany = (db: Database, matchId: string, feedbackText: string, ctx: CommandContext) =>
  run(db, matchId, "company_reject", ctx, () => ({ feedbackText: feedbackText.trim() || null }));

export const rejectByApplicant = (db: Database, matchId: string, ctx: CommandContext) =>
  run(db, matchId, "applicant_reject", ctx);

/**
 * The applicant's interest in an opening (docs/product.md#api-calls POST /job-openings/{id}/express-interest): on an existing
 * match the applicant_interest command, otherwise a new match of source applicant that takes it at once.
 */
export function expressInterestInOpening(db: Database, accountId: string, jobOpeningId: string, ctx: CommandContext) {
  return db.transaction(async (tx) => {
    const match =
      (await findMatchForUpdate(tx, jobOpeningId, accountId)) ??
      (await createMatchInTx(tx, { jobOpeningId, accountId, source: "applicant" }, ctx));
    return toMatch(await transition(tx, match, "applicant_interest", ctx, { applicantInterestAt: now(ctx) }));
  });
}

/** "Not interested" (asks for confirmation in the portal): cancels the match, creating it when needed. */
export function expressDisinterestInOpening(
  db: Database,
  accountId: string,
  jobOpeningId: string,
  ctx: CommandContext,
) {
  return db.transaction(async (tx) => {
    const match =
      (await findMatchForUpdate(tx, jobOpeningId, accountId)) ??
      (await createMatchInTx(tx, { jobOpeningId, accountId, source: "applicant" }, ctx));
    return toMatch(await transition(tx, match, "applicant_reject", ctx));
  });
}

async function findMatchForUpdate(tx: Tx, jobOpeningId: string, accountId: string) {
  const [row] = await tx
    .select()
    .from(jobMatches)
    .where(and(eq(jobMatches.jobOpeningId, jobOpeningId), eq(jobMatches.accountId, accountId)))
    .for("update")
    .limit(1);
  return row ?? null;
}

/** Closing an opening cancels its open matches as "job opening has been closed". */
export function closeJobOpening(db: Database, jobOpeningId: string, ctx: CommandContext) {
  return db.transaction(async (tx) => {
    const opening = await lockOpening(tx, jobOpeningId);
    if (opening.status === "closed") throw new ApiError(409, ErrorCode.conflict, "The job opening is already closed");
    await tx
      .update(jobOpenings)
      .set({ status: "closed", closedAt: now(ctx), version: nextVersion(jobOpenings.version) })
      .where(eq(jobOpenings.id, jobOpeningId));
    await audit(tx, {
      ...actedBy(ctx.actor.kind, ctx.actor.id),
      action: "job_opening.closed",
      ...about("job_opening", jobOpeningId),
      details: { from: opening.status, to: "closed" },
    });
    return { cancelled: await cancelOpenMatchesOf(tx, jobOpeningId, "opening_closed", ctx) };
  });
}

/** The system ends an offer the applicant did not answer by its answer day (lost reason offer_expired). */
export const expireOffer = (db: Database, matchId: string, ctx: CommandContext) =>
  run(db, matchId, "offer_expired", { ...ctx, actor: { kind: "system", id: null } });

/** The system ends a suggestion nobody acted on (lost reason suggestion_expired). */
export const expireSuggestion = (db: Database, matchId: string, ctx: CommandContext) =>
  run(db, matchId, "suggestion_expired", { ...ctx, actor: { kind: "system", id: null } });

/** Test and tooling entry: runs `command` on a match with a plausible payload. */
export function runMatchCommand(db: Database, matchId: string, command: MatchCommand, ctx: CommandContext) {
  const later = (days: number) => new Date(now(ctx).getTime() + days * 86_400_000).toISOString();
  switch (command) {
    case "applicant_interest":
      return expressApplicantInterest(db, matchId, ctx);
    case "company_interest":
      return expressCompanyInterest(db, matchId, ctx);
    case "arrange_interview":
      return arrangeInterview(db, matchId, [later(7)], ctx);
    case "schedule_trial_day":
      return scheduleTrialDay(db, matchId, later(14), ctx);
    case "company_accept":
      return acceptByCompany(db, matchId, ctx);
    case "applicant_accept":
      return acceptByApplicant(db, matchId, ctx);
    case "company_reject":
      return rejectByCompany(db, matchId, "", ctx);
    case "applicant_reject":
      return rejectByApplicant(db, matchId, ctx);
    case "staffed":
    case "opening_closed":
      return run(db, matchId, command, ctx);
    case "offer_expired":
      return expireOffer(db, matchId, ctx);
    case "suggestion_expired":
      return expireSuggestion(db, matchId, ctx);
  }
}
