/**
 * The deadlines of the marketplace (ADR 033): how long an applicant has to answer an offer, in German
 * working days (weekends and nationwide holidays do not count), and when the reminder comes. The answer day
 * is fixed when the offer is made, so a later change of the setting never moves a deadline already shown.
 */
import { addWorkingDays, type IsoDate, workingDaysBefore } from "../working-days";

export interface DeadlineSettings {
  /** working days the applicant has to answer an offer (OFFER_ANSWER_WORKING_DAYS) */
  offerAnswerWorkingDays: number;
  /** the reminder goes out this many working days before the answer day (OFFER_REMINDER_WORKING_DAYS_BEFORE) */
  offerReminderWorkingDaysBefore: number;
}

export const DEFAULT_DEADLINES: DeadlineSettings = { offerAnswerWorkingDays: 5, offerReminderWorkingDaysBefore: 2 };

/** The answer day of an offer made at `madeAt` and the day its reminder is due (both German calendar days). */
export function offerDeadline(
  madeAt: Date,
  settings: DeadlineSettings = DEFAULT_DEADLINES,
): { answerBy: IsoDate; remindOn: IsoDate } {
  const answerBy = addWorkingDays(madeAt, settings.offerAnswerWorkingDays);
  return { answerBy, remindOn: workingDaysBefore(answerBy, settings.offerReminderWorkingDaysBefore) };
}
