/**
 * German time typed into and shown in datetime-local fields (company forms). Apart from app/utils/format.ts:
 * every page that shows a date takes that module, and a browser chunk holds whole modules. Both compute
 * German time the one way (contracts/german-time.ts).
 */
import { clockText, germanWallClock, germanWallClockToInstant, isoDayText } from "#contracts/german-time";

/**
 * "2026-12-01T10:00" typed in German time (datetime-local fields carry no zone) → ISO instant for the API,
 * or null when it is no valid date-time.
 */
export function berlinLocalToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const naive = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (
    Number.isNaN(naive.getTime()) ||
    naive.getUTCMonth() !== month - 1 ||
    naive.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  )
    return null;
  return new Date(germanWallClockToInstant({ year, month, day, hour, minute })).toISOString();
}

/** ISO instant → "2026-12-01T10:00" in German time (the value of a datetime-local field). */
export function isoToBerlinLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  const clock = germanWallClock(new Date(iso));
  if (!clock) return "";
  return `${isoDayText(clock)}T${clockText(clock)}`;
}
