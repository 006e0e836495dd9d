/** Date and time of a session in German time, e.g. "Mittwoch, 25.11.2026, 17:00 Uhr" (spec §9 date filter). */
export function formatSession(iso: string, lng: string) {
  const locale = lng === "en" ? "en-GB" : "de-DE";
  const date = new Date(iso);
  const opts = { timeZone: "Europe/Berlin" } as const;
  const weekday = new Intl.DateTimeFormat(locale, { ...opts, weekday: "long" }).format(date);
  const day = new Intl.DateTimeFormat("de-DE", { ...opts, day: "2-digit", month: "2-digit", year: "numeric" }).format(
    date,
  );
  const time = new Intl.DateTimeFormat("de-DE", { ...opts, hour: "2-digit", minute: "2-digit" }).format(date);
  return { weekday, day, time };
}

/** A calendar date `yyyy-mm-dd` as dd.MM.yyyy. */
export function formatDay(isoDate: string) {
  const [y, m, d] = isoDate.slice(0, 10).split("-");
  return `${d}.${m}.${y}`;
}
