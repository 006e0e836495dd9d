/**
 * THE transition table of the match status machine (docs/product.md#match-statuses, docs/architecture.md#api-and-data). Every status change of a
 * match goes through `nextStatus`; a (status, command) pair that is not listed here is refused with 409.
 *
 *   new match (any source)                      → awaiting_any_interest
 *   applicant interest / company interest       → awaiting_partner_interest / awaiting_applicant_interest,
 *                                                  the other side's interest then → awaiting_interview_schedule
 *   company arranges interview (1–3 dates)      → interview_scheduled (arranging implies the company's interest,
 *                                                  so it is allowed while only the applicant has shown interest)
 *   optional trial day                          → trial_day_scheduled
 *   company accepts → awaiting_applicant_confirmation → applicant accepts → offer_accepted
 *   applicant accepts first → awaiting_partner_confirmation → company confirms → offer_accepted
 *   any open status → cancelled with the command's lost reason
 *   deadlines (system, api/jobs/deadlines.ts): an offer not answered by its day → cancelled (offer expired);
 *   a suggestion nobody acted on for 30 days → cancelled (suggestion expired)
 */
import { type LostReason, type MatchCommand, type MatchStatus, OPEN_MATCH_STATUSES } from "#contracts/matching";

type Row = Partial<Record<MatchStatus, MatchStatus>>;

const cancelFromEveryOpenStatus: Row = Object.fromEntries(OPEN_MATCH_STATUSES.map((s) => [s, "cancelled"]));

export const TRANSITIONS: Record<MatchCommand, Row> = {
  applicant_interest: {
    awaiting_any_interest: "awaiting_partner_interest",
    awaiting_applicant_interest: "awaiting_interview_schedule",
  },
  company_interest: {
    awaiting_any_interest: "awaiting_applicant_interest",
    awaiting_partner_interest: "awaiting_interview_schedule",
  },
  arrange_interview: {
    awaiting_partner_interest: "interview_scheduled",
    awaiting_interview_schedule: "interview_scheduled",
    interview_scheduled: "interview_scheduled", // new suggestions replace the old ones
  },
  schedule_trial_day: {
    interview_scheduled: "trial_day_scheduled",
    trial_day_scheduled: "trial_day_scheduled", // the date moved
  },
  company_accept: {
    interview_scheduled: "awaiting_applicant_confirmation",
    trial_day_scheduled: "awaiting_applicant_confirmation",
    awaiting_partner_confirmation: "offer_accepted",
  },
  applicant_accept: {
    interview_scheduled: "awaiting_partner_confirmation",
    trial_day_scheduled: "awaiting_partner_confirmation",
    awaiting_applicant_confirmation: "offer_accepted",
  },
  company_reject: cancelFromEveryOpenStatus,
  applicant_reject: cancelFromEveryOpenStatus,
  staffed: cancelFromEveryOpenStatus,
  opening_closed: cancelFromEveryOpenStatus,
  // only the offer the applicant has to answer has a deadline; an offer the applicant accepted first waits
  // for the company, which has no deadline
  offer_expired: { awaiting_applicant_confirmation: "cancelled" },
  // "nobody acted": neither side has shown interest since the match was suggested
  suggestion_expired: { awaiting_any_interest: "cancelled" },
};

/** Who may issue a command: the applicant of the match, a user of the opening's company, or the system. */
export const COMMAND_ACTOR: Record<MatchCommand, "applicant" | "company" | "system"> = {
  applicant_interest: "applicant",
  company_interest: "company",
  arrange_interview: "company",
  schedule_trial_day: "company",
  company_accept: "company",
  applicant_accept: "applicant",
  company_reject: "company",
  applicant_reject: "applicant",
  staffed: "system",
  opening_closed: "system",
  offer_expired: "system",
  suggestion_expired: "system",
};

/** The lost reason a cancelling command writes (docs/product.md#match-statuses). */
export const LOST_REASON_OF: Partial<Record<MatchCommand, LostReason>> = {
  company_reject: "rejected_by_company",
  applicant_reject: "rejected_by_applicant",
  staffed: "staffed_with_another_applicant",
  opening_closed: "job_opening_closed",
  offer_expired: "offer_expired",
  suggestion_expired: "suggestion_expired",
};

/** The status after `command` in `status`, or null when the table has no such transition. */
export function nextStatus(status: MatchStatus, command: MatchCommand): MatchStatus | null {
  return TRANSITIONS[command][status] ?? null;
}

/** What a match must show beside its status for the guarded rows of the table. */
export interface MatchFacts {
  status: MatchStatus;
  interviewAt: Date | string | null;
}

/**
 * Accepting needs an interview (docs/decisions/012-match-status-machine.md): from `interview_scheduled`
 * and `trial_day_scheduled` neither side may accept while the company's suggestions wait for the applicant
 * to choose a date. The row exists in the table; this guard decides it by the agreed date.
 */
const NEEDS_AGREED_INTERVIEW: Partial<Record<MatchCommand, readonly MatchStatus[]>> = {
  applicant_accept: ["interview_scheduled", "trial_day_scheduled"],
  company_accept: ["interview_scheduled", "trial_day_scheduled"],
};

/** Why the table refuses a command on a match: no row for the status, or the row's guard does not hold. */
export type Refusal = "notInTable" | "interviewDateNotAgreed";

/** The one decision for a command on a match: the next status, or the reason it is refused. */
export function decide(match: MatchFacts, command: MatchCommand): { to: MatchStatus } | { refused: Refusal } {
  const to = nextStatus(match.status, command);
  if (!to) return { refused: "notInTable" };
  if (NEEDS_AGREED_INTERVIEW[command]?.includes(match.status) && !match.interviewAt) {
    return { refused: "interviewDateNotAgreed" };
  }
  return { to };
}

/** Whether `command` is allowed on the match now (what the lists of allowed actions are built from). */
export const allows = (match: MatchFacts, command: MatchCommand) => "to" in decide(match, command);
