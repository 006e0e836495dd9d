/** Dates of the selfmatching pages, in German time so server and browser render the same text. */
const localeOf = (lng: string) => (lng === "en" ? "en-GB" : "de-DE");

/** A calendar date `yyyy-mm-dd` as 01.10.2027 (de) or 01/10/2027 (en). */
export function formatDay(isoDate: string, lng: string) {
  const [y, m, d] = isoDate.slice(0, 10).split("-").map(Number);
  return new Intl.DateTimeFormat(localeOf(lng), {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A point in time as weekday, date and time in Europe/Berlin, e.g. "Mi., 25.11.2026, 17:00". */
export function formatDateTime(iso: string, lng: string) {
  return new Intl.DateTimeFormat(localeOf(lng), {
    weekday: "short",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));
}
