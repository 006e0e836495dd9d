/**
 * Guidance rules about time (docs/product.md#other-flows, docs/product.md#validation, docs/product.md#constants-and-limits): working days for the advisor's confirmation, the
 * one-week follow-up, and the two document-date rules (documents at the earliest 3 months before study
 * start; health-insurance proof at most 3 months old at study start).
 *
 * Calendar dates are ISO strings `yyyy-mm-dd` in German time: the advisor works on German days, so a
 * tick at 00:30 in Berlin (22:30 UTC the day before) counts from the Berlin date.
 */
import { isHoliday } from "feiertagejs";
import { germanWallClock, isoDayText } from "#contracts/german-time";

export type IsoDate = string;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date of an instant in German time (a `yyyy-mm-dd` string is taken as it is). */
export function germanDate(date: Date | IsoDate): IsoDate {
  if (typeof date === "string") return date.slice(0, 10);
  const clock = germanWallClock(date);
  return clock ? isoDayText(clock) : "";
}

/** Noon UTC of a calendar date: the same calendar date in Berlin whatever the daylight-saving time. */
const noon = (iso: IsoDate) => new Date(`${iso}T12:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Nationwide public holidays only ("BUND"): the package's "ALL" is the union of every state's holidays
 * (Reformationstag, Fronleichnam, …), which would make a regional holiday a day off everywhere.
 */
export const isPublicHoliday = (date: IsoDate) => isHoliday(noon(date), "BUND");

export function isWorkingDay(date: IsoDate): boolean {
  const weekday = noon(date).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(date);
}

/** The date `n` working days after `date` (the day itself does not count), skipping weekends and holidays. */
export function addWorkingDays(date: Date | IsoDate, n: number): IsoDate {
  let day = noon(germanDate(date));
  let left = n;
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS);
    if (isWorkingDay(iso(day))) left--;
  }
  return iso(day);
}

/** The calendar date `n` days after `date` (negative: before). */
export const addCalendarDays = (date: Date | IsoDate, n: number): IsoDate =>
  iso(new Date(noon(germanDate(date)).getTime() + n * DAY_MS));

/** The date `n` working days before `date` (the day itself does not count), skipping weekends and holidays. */
export function workingDaysBefore(date: Date | IsoDate, n: number): IsoDate {
  let day = noon(germanDate(date));
  let left = n;
  while (left > 0) {
    day = new Date(day.getTime() - DAY_MS);
    if (isWorkingDay(iso(day))) left--;
  }
  return iso(day);
}

/** Spec §4.3: one week (7 calendar days) after the tick without confirmation, the applicant contacts the advisor. */
export const FOLLOW_UP_DAYS = 7;
export const isOverdue = (tickedAt: Date, now: Date = new Date()) =>
  now.getTime() - tickedAt.getTime() >= FOLLOW_UP_DAYS * DAY_MS;

/** `date` minus `months` calendar months; the day is clamped to the month's end (31.05. − 3 → 28./29.02.). */
export function minusMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split("-").map(Number);
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return iso(target);
}

export const DOCUMENT_LEAD_MONTHS = 3;
export const INSURANCE_PROOF_MAX_AGE_MONTHS = 3;

/** Spec §4.3: documents can be submitted at the earliest 3 months before study start. */
export const earliestDocumentDate = (studyStart: IsoDate): IsoDate => minusMonths(studyStart, DOCUMENT_LEAD_MONTHS);

/** Whether documents may be submitted on `today` (German date) for a study starting on `studyStart`. */
export const documentsOpen = (studyStart: IsoDate, today: Date | IsoDate = new Date()) =>
  germanDate(today) >= earliestDocumentDate(studyStart);

/** Spec §5: the health-insurance proof may be at most 3 months old at study start. */
export const insuranceProofValid = (proofDate: IsoDate, studyStart: IsoDate) =>
  germanDate(proofDate) >= minusMonths(studyStart, INSURANCE_PROOF_MAX_AGE_MONTHS);
