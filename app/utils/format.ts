/**
 * The one set of date and number formatters of the portal. Dates follow the specification's date filter
 * (spec §9: German locale, two-digit day and month, four-digit year) in every language, and points in time
 * are shown in German time (DESIGN.md §5b), so server and browser render the same text whatever their
 * zone. Only names (weekdays) and numbers follow the page language.
 */

/** The time zone of every shown time, and of the times company users type into datetime-local fields. */
export const TIME_ZONE = "Europe/Berlin";

/** The Intl locale of a page language: German as de-DE, English as en-GB, the others as they are. */
export const intlLocale = (language: string) => (language === "de" ? "de-DE" : language === "en" ? "en-GB" : language);

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A value as a moment and the zone to read it in: a calendar date (`yyyy-MM-dd`) stays that day (read in
 * UTC, where it was built), anything else is an instant read in German time. Null for what is no date.
 */
function moment(value: string | Date | null | undefined): { date: Date; timeZone: string } | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") {
    const day = CALENDAR_DAY.exec(value);
    if (day) {
      const [y, m, d] = day.slice(1).map(Number);
      const date = new Date(Date.UTC(y, m - 1, d));
      // 2026-02-30 would roll over into March: no such day
      return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? { date, timeZone: "UTC" } : null;
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, timeZone: TIME_ZONE };
}

const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric", timeZone });
const timeFormat = new Intl.DateTimeFormat("de-DE", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: TIME_ZONE,
});

/** dd.MM.yyyy of a calendar date or an instant (German time); "" for no or an invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  const m = moment(value);
  return m ? dayFormat(m.timeZone).format(m.date) : "";
}

/** HH:mm of an instant in German time; "" for no or an invalid date. */
export function formatTime(value: string | Date | null | undefined): string {
  const m = moment(value);
  return m ? timeFormat.format(m.date) : "";
}

/** The weekday of a date in the page language ("Mittwoch", "Mi.", "Wednesday", "Wed"). */
export function formatWeekday(value: string | Date | null | undefined, language: string, style: "long" | "short") {
  const m = moment(value);
  return m
    ? (new Intl.DateTimeFormat(intlLocale(language), {
        weekday: style,
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
        timeZone: m.timeZone,
      })
        .formatToParts(m.date)
        .find((p) => p.type === "weekday")?.value ?? "")
    : "";
}

/**
 * "dd.MM.yyyy, HH:mm" of an instant in German time, with `weekday` the weekday first in the page language
 * ("Mi., 25.11.2026, 17:00"); "" for no or an invalid date.
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  options: { language?: string; weekday?: "long" | "short" } = {},
): string {
  const m = moment(value);
  if (!m) return "";
  const text = `${dayFormat(TIME_ZONE).format(m.date)}, ${timeFormat.format(m.date)}`;
  return options.weekday ? `${formatWeekday(m.date, options.language ?? "de", options.weekday)}, ${text}` : text;
}

/** The parts of a session's date for a translated sentence: weekday (page language), day and time. */
export function dateTimeParts(value: string | Date, language: string) {
  return { weekday: formatWeekday(value, language, "long"), day: formatDate(value), time: formatTime(value) };
}

/** A number in the page language ("1,5" / "1.5"). */
export const formatNumber = (value: number, language: string, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(intlLocale(language), options).format(value);

/** 257500 → "2.575,00 €" (German) or "€2,575.00" (English). */
export const formatEuro = (cents: number, language: string) =>
  formatNumber(cents / 100, language, { style: "currency", currency: "EUR" });

/** A deadline as people read it: the weekday in the page language and the date ("Freitag, 04.12.2026"). */
export const deadlineText = (day: string | Date | null | undefined, language: string) =>
  formatDate(day) ? `${formatWeekday(day, language, "long")}, ${formatDate(day)}` : "";
