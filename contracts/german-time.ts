/**
 * German time, the one way the portal and the API compute it: `Intl.DateTimeFormat` with the time zone
 * Europe/Berlin, that is the time zone database of the runtime (docs/decisions/056-vetted-crypto-parsing-and-time.md).
 * Building a formatter loads locale and zone data and costs far more than formatting with it, so each
 * formatter is built once, on first use, and reused (per locale and set of options).
 */

/** The time zone of every shown time, and of the times company users type into datetime-local fields. */
export const GERMAN_TIME_ZONE = "Europe/Berlin";

type DateTimeOptions = Omit<Intl.DateTimeFormatOptions, "timeZone">;

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter of German time in `locale` with `options`, built once and then reused. */
export function germanTimeFormat(locale: string, options: DateTimeOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: GERMAN_TIME_ZONE });
    formats.set(key, format);
  }
  return format;
}

/** The wall clock in Germany at an instant, as numbers. */
export interface GermanWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The numbers of the wall clock, in Latin digits and the 24-hour clock, whatever the page language. */
const WALL_CLOCK: DateTimeOptions = {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
  numberingSystem: "latn",
};

/** The German wall clock at `instant`; null for an invalid date. */
export function germanWallClock(instant: Date | number): GermanWallClock | null {
  const date = typeof instant === "number" ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return null;
  const clock: GermanWallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of germanTimeFormat("en-US", WALL_CLOCK).formatToParts(date)) {
    if (part.type in clock) clock[part.type as keyof GermanWallClock] = Number(part.value);
  }
  return clock;
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** `dd.MM.yyyy` of a wall clock (the specification's date format, in every language). */
export const dayText = ({ day, month, year }: GermanWallClock) => `${twoDigits(day)}.${twoDigits(month)}.${year}`;

/** `HH:mm` of a wall clock. */
export const clockText = ({ hour, minute }: GermanWallClock) => `${twoDigits(hour)}:${twoDigits(minute)}`;

/** `yyyy-MM-dd` of a wall clock (the calendar day in Germany). */
export const isoDayText = ({ day, month, year }: GermanWallClock) =>
  `${String(year).padStart(4, "0")}-${twoDigits(month)}-${twoDigits(day)}`;

/** Minutes German time is ahead of UTC at `instant` (ms): 60 in winter, 120 in summer. */
export function germanOffsetMinutes(instant: number): number {
  const clock = germanWallClock(instant);
  if (!clock) return 0;
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant (ms) at which German clocks show the given wall clock. For the hour the clocks skip in
 * spring, the instant an hour later; for the hour they show twice in autumn, the second of the two.
 */
export function germanWallClockToInstant(clock: GermanWallClock): number {
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  // the offset at a first guess, then at the instant that guess gives: right on both sides of a switch
  const guess = wall - germanOffsetMinutes(wall) * 60_000;
  return wall - germanOffsetMinutes(guess) * 60_000;
}
