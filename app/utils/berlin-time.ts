/**
 * German time typed into and shown in datetime-local fields (company forms). Apart from app/utils/format.ts:
 * every page that shows a date takes that module, and a browser chunk holds whole modules.
 */
import { berlinOffsetMinutes } from "./format";

/**
 * "2026-12-01T10:00" typed in German time (datetime-local fields carry no zone) → ISO instant for the API,
 * or null when it is no valid date-time.
 */
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
  if (Number.isNaN(t)) return "";
  return new Date(t + berlinOffsetMinutes(t) * 60_000).toISOString().slice(0, 16);
}
