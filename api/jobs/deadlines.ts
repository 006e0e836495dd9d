/**
 * The deadlines that keep matches moving (ADR 033), each a background job that takes its clock from the
 * caller (the test clock runs it "as of" a later time):
 * - an offer the applicant did not answer by its answer day expires (offer_expired, through the table);
 * - the applicant is reminded once of that answer day, some working days before it;
 * - interviews and trial days are reminded to both sides the day before, with the .ics again;
 * - a suggestion nobody acted on for SUGGESTION_EXPIRY_DAYS expires (suggestion_expired, through the table).
 * Each is idempotent: an expiry is a status change the table allows once, the offer reminder is recorded on
 * the match in the same transaction as its notice, an event reminder is a mail with a dedupe key.
 */
import { and, eq, gte, inArray, isNull, lt, lte } from "drizzle-orm";
import { SUGGESTION_EXPIRY_DAYS } from "#contracts/matching-enums";
import type { Database } from "../db/client";
import { jobMatches } from "../db/schema";
import { ApiError } from "../errors";
import { expireOffer, expireSuggestion, type MatchRow } from "../services/matching/commands";
import { DEFAULT_DEADLINES, type DeadlineSettings, offerDeadline } from "../services/matching/deadlines";
import { notifyMatchEvent, remindOfEvent } from "../services/matching/notices";
import { addCalendarDays, germanDate } from "../services/working-days";

export interface DeadlineContext {
  db: Database;
  publicUrl: string;
  now: Date;
  deadlines?: DeadlineSettings;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const system = { kind: "system" as const, id: null };

/** A command the state moved away from meanwhile (the applicant answered just now) is no longer due. */
async function unlessMovedOn(step: () => Promise<unknown>): Promise<boolean> {
  try {
    await step();
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return false;
    throw error;
  }
}

/**
 * Offers waiting for the applicant whose answer day lies before today (German time) end as offer_expired.
 * An offer made before deadlines existed (no answer day) gets one now, counted from today.
 */
export async function expireOffers({ db, publicUrl, now, deadlines = DEFAULT_DEADLINES }: DeadlineContext) {
  const today = germanDate(now);
  const { answerBy, remindOn } = offerDeadline(now, deadlines);
  const dated = await db
    .update(jobMatches)
    .set({ offerAnswerBy: answerBy, offerRemindOn: remindOn })
    .where(and(eq(jobMatches.status, "awaiting_applicant_confirmation"), isNull(jobMatches.offerAnswerBy)))
    .returning({ id: jobMatches.id });
  const due = await db
    .select({ id: jobMatches.id })
    .from(jobMatches)
    .where(and(eq(jobMatches.status, "awaiting_applicant_confirmation"), lt(jobMatches.offerAnswerBy, today)));
  let expired = 0;
  for (const { id } of due) {
    if (await unlessMovedOn(() => expireOffer(db, id, { actor: system, publicUrl, now }))) expired++;
  }
  return { expired, dated: dated.length };
}

/** One reminder per offer, from its reminder day up to its answer day, recorded on the match. */
export async function remindOfferDeadlines({ db, publicUrl, now }: DeadlineContext) {
  const today = germanDate(now);
  const due = and(
    eq(jobMatches.status, "awaiting_applicant_confirmation"),
    lte(jobMatches.offerRemindOn, today),
    gte(jobMatches.offerAnswerBy, today),
    isNull(jobMatches.offerRemindedAt),
  );
  const candidates = await db.select({ id: jobMatches.id }).from(jobMatches).where(due);
  let reminded = 0;
  for (const { id } of candidates) {
    const sent = await db.transaction(async (tx) => {
      // a second run (or instance) waits for this lock and then finds the reminder recorded
      const [match] = await tx
        .select()
        .from(jobMatches)
        .where(and(eq(jobMatches.id, id), due))
        .for("update");
      if (!match) return false;
      const [row] = await tx.update(jobMatches).set({ offerRemindedAt: now }).where(eq(jobMatches.id, id)).returning();
      await notifyMatchEvent(tx, {
        match: row,
        command: "offer_deadline_reminder",
        from: match.status,
        ctx: { publicUrl },
      });
      return true;
    });
    if (sent) reminded++;
  }
  return { reminded };
}

/** Interviews and trial days of tomorrow (German time): both sides get a reminder with the invitation. */
export async function remindInterviews({ db, publicUrl, now }: DeadlineContext) {
  const tomorrow = addCalendarDays(germanDate(now), 1);
  // a window wide enough for every time zone offset of German time; the exact day is checked below
  const from = new Date(now.getTime());
  const to = new Date(now.getTime() + 3 * DAY_MS);
  const scheduled = await db
    .select()
    .from(jobMatches)
    .where(inArray(jobMatches.status, ["interview_scheduled", "trial_day_scheduled"]));
  const events: { match: MatchRow; kind: "interview" | "trial-day"; at: Date }[] = [];
  for (const m of scheduled) {
    if (m.interviewAt && m.status === "interview_scheduled")
      events.push({ match: m, kind: "interview", at: m.interviewAt });
    if (m.trialDayAt && m.status === "trial_day_scheduled")
      events.push({ match: m, kind: "trial-day", at: m.trialDayAt });
  }
  let queued = 0;
  for (const e of events) {
    if (e.at < from || e.at > to || germanDate(e.at) !== tomorrow) continue;
    queued += await db.transaction((tx) => remindOfEvent(tx, e.match, e.kind, e.at, publicUrl));
  }
  return { queued };
}

/** Suggestions still waiting for anyone's interest SUGGESTION_EXPIRY_DAYS after they were made end. */
export async function expireSuggestions({ db, publicUrl, now }: DeadlineContext) {
  const before = new Date(now.getTime() - SUGGESTION_EXPIRY_DAYS * DAY_MS);
  const due = await db
    .select({ id: jobMatches.id })
    .from(jobMatches)
    .where(and(eq(jobMatches.status, "awaiting_any_interest"), lte(jobMatches.createdAt, before)));
  let expired = 0;
  for (const { id } of due) {
    if (await unlessMovedOn(() => expireSuggestion(db, id, { actor: system, publicUrl, now }))) expired++;
  }
  return { expired };
}
