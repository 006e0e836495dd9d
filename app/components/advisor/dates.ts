/** dd.MM.yyyy HH:mm in Berlin time, for queue items and the audit trail. */
export function formatDateTime(iso: string | null | undefined, locale = "de-DE"): string {
  if (!iso) return "";
  return new Intl.DateTimeFormat(locale, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));
}
