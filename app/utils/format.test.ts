import { describe, expect, it } from "vitest";
import { germanOffsetMinutes } from "#contracts/german-time";
import { berlinLocalToIso, isoToBerlinLocal } from "./berlin-time";
import {
  dateTimeParts,
  deadlineText,
  formatDate,
  formatDateTime,
  formatEuro,
  formatNumber,
  formatTime,
  localDigits,
} from "./format";

describe("German time of datetime-local fields", () => {
  it("converts winter and summer times to UTC instants and back", () => {
    expect(berlinLocalToIso("2026-12-01T10:00")).toBe("2026-12-01T09:00:00.000Z");
    expect(berlinLocalToIso("2026-07-01T10:00")).toBe("2026-07-01T08:00:00.000Z");
    expect(isoToBerlinLocal("2026-12-01T09:00:00.000Z")).toBe("2026-12-01T10:00");
    expect(isoToBerlinLocal("2026-07-01T08:00:00.000Z")).toBe("2026-07-01T10:00");
  });
  it("refuses what is no date-time", () => {
    expect(berlinLocalToIso("")).toBeNull();
    expect(berlinLocalToIso("2026-02-30T10:00")).toBeNull();
    expect(berlinLocalToIso("morgen")).toBeNull();
  });
});

describe("German time from the time zone database (contracts/german-time.ts)", () => {
  // the database's own name of the offset ("GMT+02:00"): a second way to read it, independent of the wall
  // clock's numbers that the formatters take apart
  const offsetName = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Berlin", timeZoneName: "longOffset" });
  const fromTimeZoneData = (instant: number) => {
    const name = offsetName.formatToParts(new Date(instant)).find((p) => p.type === "timeZoneName")?.value ?? "";
    const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
    return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  };
  it("agrees with the time zone database every day and, around each of its switches, to the minute, 1950–2105", () => {
    const MINUTE = 60_000;
    const DAY = 24 * 60 * MINUTE;
    const disagreements: string[] = [];
    const check = (t: number, offset = fromTimeZoneData(t)) => {
      if (germanOffsetMinutes(t) !== offset) disagreements.push(new Date(t).toISOString());
    };
    // around a switch also the datetime-local fields: shown, and typed back in, they name the same minute
    // (the hour shown twice in autumn: its second time)
    const checkFields = (t: number) => {
      const offset = fromTimeZoneData(t);
      check(t, offset);
      const local = isoToBerlinLocal(new Date(t).toISOString());
      if (local !== new Date(t + offset * MINUTE).toISOString().slice(0, 16)) disagreements.push(`${t} shown`);
      const back = berlinLocalToIso(local);
      if ((back ? isoToBerlinLocal(back) : null) !== local) disagreements.push(`${t} typed`);
    };
    // the first minute at which the database's offset differs from the one at `before`
    const switchAfter = (before: number, after: number) => {
      const offset = fromTimeZoneData(before);
      let [lo, hi] = [before, after];
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
        if (fromTimeZoneData(mid) === offset) lo = mid;
        else hi = mid;
      }
      return hi;
    };
    let switches = 0;
    let offset = fromTimeZoneData(Date.UTC(1950, 0, 1, 12));
    for (let t = Date.UTC(1950, 0, 1, 12); t < Date.UTC(2106, 0, 1); t += DAY) {
      check(t, offset);
      const next = fromTimeZoneData(t + DAY);
      const same = next === offset;
      offset = next;
      if (same) continue;
      const at = switchAfter(t, t + DAY);
      switches++;
      // every quarter hour of the day around the switch, and the minutes either side of it
      // (the fields on the hour: each check of them asks the database five times)
      for (let q = at - 12 * 60 * MINUTE; q <= at + 12 * 60 * MINUTE; q += 15 * MINUTE) {
        if ((q - at) % (60 * MINUTE) === 0) checkFields(q);
        else check(q);
      }
      checkFields(at - MINUTE);
      checkFields(at);
    }
    expect(switches).toBeGreaterThan(2 * (2105 - 1980));
    expect(disagreements).toEqual([]);
  }, 30_000);
  it("types the hour the clocks skip in spring as the hour after it", () => {
    expect(berlinLocalToIso("2026-03-29T02:30")).toBe("2026-03-29T01:30:00.000Z");
    expect(isoToBerlinLocal("2026-03-29T01:30:00.000Z")).toBe("2026-03-29T03:30");
  });
  it("switches at 01:00 UTC on the last Sundays of March and October", () => {
    expect(formatTime("2026-03-29T00:59:00.000Z", "de")).toBe("01:59");
    expect(formatTime("2026-03-29T01:00:00.000Z", "de")).toBe("03:00");
    expect(formatTime("2026-10-25T00:59:00.000Z", "de")).toBe("02:59");
    expect(formatTime("2026-10-25T01:00:00.000Z", "de")).toBe("02:00");
    expect(formatDate("2026-10-24T22:30:00.000Z", "de")).toBe("25.10.2026");
    expect(formatDate("2026-12-31T23:30:00.000Z", "de")).toBe("01.01.2027");
  });
});

describe("the one date and number formatter set (docs/product.md#constants-and-limits: dd.MM.yyyy, German time)", () => {
  it("writes calendar dates as dd.MM.yyyy in every language, whatever the server's zone", () => {
    expect(formatDate("2025-10-01", "de")).toBe("01.10.2025");
    expect(formatDate("2026-01-09", "en")).toBe("09.01.2026");
    for (const lng of ["es", "fr", "it", "ru", "pl", "tr"]) expect(formatDate("2026-01-09", lng)).toBe("09.01.2026");
  });
  it("reads instants in German time", () => {
    expect(formatDate("2026-11-23T23:30:00.000Z", "de")).toBe("24.11.2026");
    expect(formatTime("2026-11-23T23:30:00.000Z", "en")).toBe("00:30");
    expect(formatDateTime("2026-12-01T09:00:00.000Z", "de")).toBe("01.12.2026, 10:00");
    expect(formatDateTime("2026-07-01T08:00:00.000Z", "en")).toBe("01.07.2026, 10:00");
    expect(formatDateTime("2026-11-25T16:00:00.000Z", "de", "short")).toBe("Mi., 25.11.2026, 17:00");
    expect(formatDateTime("2026-11-25T16:00:00.000Z", "en", "short")).toBe("Wed, 25.11.2026, 17:00");
    expect(dateTimeParts("2026-11-25T16:00:00.000Z", "de")).toEqual({
      weekday: "Mittwoch",
      day: "25.11.2026",
      time: "17:00",
    });
    expect(deadlineText("2026-12-04", "de")).toBe("Freitag, 04.12.2026");
    expect(deadlineText("2026-12-04", "en")).toBe("Friday, 04.12.2026");
  });
  it("gives nothing for no or invalid input instead of failing the page", () => {
    for (const bad of [null, undefined, "", "morgen", "2026-02-30", "2026-13-01"]) {
      for (const lng of ["de", "ar", "fa"]) {
        expect(formatDate(bad, lng)).toBe("");
        expect(formatTime(bad, lng)).toBe("");
        expect(formatDateTime(bad, lng)).toBe("");
        expect(formatDateTime(bad, lng, "long")).toBe("");
        expect(deadlineText(bad, lng)).toBe("");
      }
    }
    expect(isoToBerlinLocal("kaputt")).toBe("");
  });
  it("writes numbers and euro amounts in the page language", () => {
    expect(formatEuro(257500, "de")).toBe("2.575,00\u00a0€");
    expect(formatEuro(257500, "en")).toBe("€2,575.00");
    expect(formatNumber(1.5, "de")).toBe("1,5");
    expect(formatNumber(1.5, "en")).toBe("1.5");
  });
});

describe("Arabic and Persian: the same dd.MM.yyyy and HH:mm in their own digits, Gregorian calendar (ADR 035)", () => {
  const ARABIC_INDIC = /^[\u0660-\u0669.\u060c: ]+$/;
  const PERSIAN = /^[\u06f0-\u06f9.\u060c: ]+$/;
  it("writes Persian dates and times with Persian digits ۰–۹", () => {
    expect(formatDate("2026-11-25", "fa")).toBe("۲۵.۱۱.۲۰۲۶");
    expect(formatDate("2026-11-23T23:30:00.000Z", "fa")).toBe("۲۴.۱۱.۲۰۲۶");
    expect(formatTime("2026-11-25T16:05:00.000Z", "fa")).toBe("۱۷:۰۵");
    expect(formatDateTime("2026-11-25T16:05:00.000Z", "fa")).toBe("۲۵.۱۱.۲۰۲۶، ۱۷:۰۵");
    expect(formatDateTime("2026-11-25T16:05:00.000Z", "fa")).toMatch(PERSIAN);
    expect(formatDateTime("2026-11-25T16:00:00.000Z", "fa", "long")).toBe("چهارشنبه، ۲۵.۱۱.۲۰۲۶، ۱۷:۰۰");
    expect(dateTimeParts("2026-11-25T16:00:00.000Z", "fa")).toEqual({
      weekday: "چهارشنبه",
      day: "۲۵.۱۱.۲۰۲۶",
      time: "۱۷:۰۰",
    });
    expect(deadlineText("2026-12-04", "fa")).toBe("جمعه، ۰۴.۱۲.۲۰۲۶");
  });
  it("writes Arabic dates and times with Arabic-Indic digits ٠–٩", () => {
    expect(formatDate("2026-11-25", "ar")).toBe("٢٥.١١.٢٠٢٦");
    expect(formatTime("2026-07-01T08:00:00.000Z", "ar")).toBe("١٠:٠٠");
    expect(formatDateTime("2026-11-25T16:05:00.000Z", "ar")).toBe("٢٥.١١.٢٠٢٦، ١٧:٠٥");
    expect(formatDateTime("2026-11-25T16:05:00.000Z", "ar")).toMatch(ARABIC_INDIC);
    expect(formatDateTime("2026-11-25T16:00:00.000Z", "ar", "long")).toBe("الأربعاء، ٢٥.١١.٢٠٢٦، ١٧:٠٠");
    expect(dateTimeParts("2026-11-25T16:00:00.000Z", "ar")).toEqual({
      weekday: "الأربعاء",
      day: "٢٥.١١.٢٠٢٦",
      time: "١٧:٠٠",
    });
    expect(deadlineText("2026-12-04", "ar")).toBe("الجمعة، ٠٤.١٢.٢٠٢٦");
  });
  it("keeps the Gregorian calendar: the German date of the event, not the Solar Hijri or Hijri one", () => {
    // 25.11.2026 is 4 Azar 1405 (Solar Hijri) and 15 Jumada II 1448 (Hijri): neither may appear
    expect(formatDate("2026-11-25", "fa")).toBe(localDigits("25.11.2026", "fa"));
    expect(formatDate("2026-11-25", "ar")).toBe(localDigits("25.11.2026", "ar"));
  });
  it("writes numbers and euro amounts with the language's digits and separators", () => {
    expect(formatNumber(1.5, "fa")).toBe("۱٫۵");
    expect(formatNumber(1234.5, "fa")).toBe("۱٬۲۳۴٫۵");
    expect(formatNumber(1.5, "ar")).toBe("١٫٥");
    expect(formatNumber(1234.5, "ar")).toBe("١٬٢٣٤٫٥");
    expect(formatEuro(257500, "fa")).toBe("\u200e€۲٬۵۷۵٫۰۰");
    expect(formatEuro(257500, "ar")).toBe("\u200f٢٬٥٧٥٫٠٠\u00a0€");
    expect(formatNumber(10, "ar", { style: "unit", unit: "second", unitDisplay: "long" })).toMatch(/^١٠ /);
    expect(formatNumber(10, "fa", { style: "unit", unit: "second", unitDisplay: "long" })).toMatch(/^۱۰ /);
    for (const lng of ["de", "en", "es", "fr", "it", "ru", "pl", "tr"]) expect(formatNumber(7, lng)).toBe("7");
  });
  it("maps only the digits 0–9, and only for Arabic and Persian", () => {
    expect(localDigits("Seite 1 von 12: 24.11.2026, 10:30", "fa")).toBe("Seite ۱ von ۱۲: ۲۴.۱۱.۲۰۲۶, ۱۰:۳۰");
    expect(localDigits("0123456789", "ar")).toBe("٠١٢٣٤٥٦٧٨٩");
    expect(localDigits("0123456789", "fa")).toBe("۰۱۲۳۴۵۶۷۸۹");
    expect(localDigits("۱۲ and ١٢ stay", "fa")).toBe("۱۲ and ١٢ stay");
    for (const lng of ["de", "en", "tr", "ar-EG", ""]) expect(localDigits("24.11.2026", lng)).toBe("24.11.2026");
  });
});
