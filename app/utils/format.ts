/**
 * The one set of date and number formatters of the portal. Dates follow the specification's date filter
 * (docs/product.md#constants-and-limits: German locale, two-digit day and month, four-digit year) in every language, and points in time
 * are shown in German time (docs/architecture.md#look-and-feel), so server and browser render the same text whatever their
 * zone. Names (weekdays), numbers and the digits follow the page language: Arabic pages write Arabic-Indic
 * digits, Persian pages Persian digits, in the same dd.MM.yyyy and HH:mm
 * (docs/decisions/035-arabic-and-persian-digits.md). Every formatter of visible text takes the language.
 */
import { localDigits } from "#contracts/digits";
import {
  clockText,
  dayText,
  GERMAN_TIME_ZONE,
  type GermanWallClock,
  germanTimeFormat,
  germanWallClock,
} from "#contracts/german-time";

export { localDigits };

/** The time zone of every shown time, and of the times company users type into datetime-local fields. */
export const TIME_ZONE = GERMAN_TIME_ZONE;

/**
 * The Intl locale of a page language: German as de-DE, English as en-GB, Arabic with Arabic-Indic digits
 * (ICU's "ar" writes 0–9; Persian's own default is Persian digits), the others as they are.
 */
export const intlLocale = (language: string) =>
  language === "de" ? "de-DE" : language === "en" ? "en-GB" : language === "ar" ? "ar-u-nu-arab" : language;

/** The comma between weekday, date and time: Arabic and Persian write their own (،). */
const commaOf = (language: string) => (language === "ar" || language === "fa" ? "، " : ", ");

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

/**
 * Intl formatters are built once per set of options: building one costs far more than formatting with it,
 * and a page formats dozens of dates (the server renders many pages a second).
 */
function memoised<F>(build: (key: string) => F): (key: string) => F {
  const made = new Map<string, F>();
  return (key) => {
    let formatter = made.get(key);
    if (!formatter) {
      formatter = build(key);
      made.set(key, formatter);
    }
    return formatter;
  };
}

/** The wall clock of a moment: a calendar date's own day, an instant's German time. */
function wallClock({ date, timeZone }: { date: Date; timeZone: string }): GermanWallClock | null {
  if (timeZone !== "UTC") return germanWallClock(date);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: 0, minute: 0 };
}

/** dd.MM.yyyy of a calendar date or an instant (German time) in the page language's digits; "" for no or an invalid date. */
export function formatDate(value: string | Date | null | undefined, language: string): string {
  const m = moment(value);
  if (!m) return "";
  const day = wallClock(m);
  return day ? localDigits(dayText(day), language) : "";
}

/** HH:mm of an instant in German time in the page language's digits; "" for no or an invalid date. */
export function formatTime(value: string | Date | null | undefined, language: string): string {
  const m = moment(value);
  if (!m) return "";
  const clock = germanWallClock(m.date);
  return clock ? localDigits(clockText(clock), language) : "";
}

/** The weekday of a date in the page language ("Mittwoch", "Mi.", "Wednesday", "Wed"). */
export function formatWeekday(value: string | Date | null | undefined, language: string, style: "long" | "short") {
  const m = moment(value);
  if (!m) return "";
  const options = { weekday: style, day: "2-digit", month: "2-digit", year: "numeric" } as const;
  const locale = intlLocale(language);
  // a calendar date's own day (built in UTC), an instant's day in German time
  const format = m.timeZone === "UTC" ? calendarDayFormat(`${locale}|${style}`) : germanTimeFormat(locale, options);
  return format.formatToParts(m.date).find((p) => p.type === "weekday")?.value ?? "";
}

const calendarDayFormat = memoised((key) => {
  const [locale, style] = key.split("|");
  return new Intl.DateTimeFormat(locale, {
    weekday: style as "long" | "short",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  });
});

/**
 * "dd.MM.yyyy, HH:mm" of an instant in German time in the page language's digits, with `weekday` the
 * weekday first in the page language ("Mi., 25.11.2026, 17:00"); "" for no or an invalid date.
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  language: string,
  weekday?: "long" | "short",
): string {
  const m = moment(value);
  if (!m) return "";
  const comma = commaOf(language);
  const text = `${formatDate(m.date, language)}${comma}${formatTime(m.date, language)}`;
  return weekday ? `${formatWeekday(m.date, language, weekday)}${comma}${text}` : text;
}

/** The parts of a session's date for a translated sentence: weekday, day and time in the page language. */
export function dateTimeParts(value: string | Date, language: string) {
  return {
    weekday: formatWeekday(value, language, "long"),
    day: formatDate(value, language),
    time: formatTime(value, language),
  };
}

/** A number in the page language ("1,5" / "1.5" / "١٫٥" / "۱٫۵"). */
export const formatNumber = (value: number, language: string, options?: Intl.NumberFormatOptions) =>
  numberFormat(`${intlLocale(language)}|${JSON.stringify(options ?? {})}`).format(value);

const numberFormat = memoised((key) => {
  const at = key.indexOf("|");
  return new Intl.NumberFormat(key.slice(0, at), JSON.parse(key.slice(at + 1)) as Intl.NumberFormatOptions);
});

/** 257500 → "2.575,00 €" (German) or "€2,575.00" (English). */
export const formatEuro = (cents: number, language: string) =>
  formatNumber(cents / 100, language, { style: "currency", currency: "EUR" });

/** A deadline as people read it: the weekday in the page language and the date ("Freitag, 04.12.2026"). */
export const deadlineText = (day: string | Date | null | undefined, language: string) =>
  formatDate(day, language)
    ? `${formatWeekday(day, language, "long")}${commaOf(language)}${formatDate(day, language)}`
    : "";
