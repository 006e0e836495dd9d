/**
 * Company users enter interview and trial-day times in German time (datetime-local fields carry no zone);
 * the API wants ISO instants. Shown dates are German time too, whatever the server's zone.
 */
const ZONE = "Europe/Berlin";

/** Minutes Berlin is ahead of UTC at `instant`. */
function berlinOffsetMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return Math.round((asUtc - instant) / 60_000);
}

/** "2026-12-01T10:00" (German time) → ISO instant, or null when it is no valid date-time. */
export function berlinLocalToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(naive) || new Date(naive).getUTCDate() !== d) return null;
  // the offset at the guessed instant, corrected once for the hours around a DST switch
  let instant = naive - berlinOffsetMinutes(naive) * 60_000;
  instant = naive - berlinOffsetMinutes(instant) * 60_000;
  return new Date(instant).toISOString();
}

/** ISO instant → "2026-12-01T10:00" in German time (the value of a datetime-local field). */
export function isoToBerlinLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  const t = new Date(iso).getTime();
  return new Date(t + berlinOffsetMinutes(t) * 60_000).toISOString().slice(0, 16);
}

/** dd.MM.yyyy, HH:mm (de) or the English equivalent, in German time. */
export function formatDateTime(iso: string | null | undefined, lng = "de"): string {
  if (!iso) return "";
  return new Intl.DateTimeFormat(lng === "de" ? "de-DE" : "en-GB", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: ZONE,
  }).format(new Date(iso));
}

/** An ISO date (yyyy-MM-dd) as dd.MM.yyyy (de) or dd/MM/yyyy (en). */
export function formatDay(isoDate: string | null | undefined, lng = "de"): string {
  if (!isoDate) return "";
  const [y, m, d] = isoDate.slice(0, 10).split("-");
  return lng === "de" ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}
