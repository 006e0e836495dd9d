import { describe, expect, it } from "vitest";
import { berlinLocalToIso, isoToBerlinLocal } from "./berlin-time";
import { dateTimeParts, formatDate, formatDateTime, formatEuro, formatNumber } from "./format";

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

describe("the one date and number formatter set (spec §9: dd.MM.yyyy, German time)", () => {
  it("writes calendar dates as dd.MM.yyyy in every language, whatever the server's zone", () => {
    expect(formatDate("2025-10-01")).toBe("01.10.2025");
    expect(formatDate("2026-01-09")).toBe("09.01.2026");
  });
  it("reads instants in German time", () => {
    expect(formatDate("2026-11-23T23:30:00.000Z")).toBe("24.11.2026");
    expect(formatDateTime("2026-12-01T09:00:00.000Z")).toBe("01.12.2026, 10:00");
    expect(formatDateTime("2026-07-01T08:00:00.000Z")).toBe("01.07.2026, 10:00");
    expect(formatDateTime("2026-11-25T16:00:00.000Z", { language: "de", weekday: "short" })).toBe(
      "Mi., 25.11.2026, 17:00",
    );
    expect(formatDateTime("2026-11-25T16:00:00.000Z", { language: "en", weekday: "short" })).toBe(
      "Wed, 25.11.2026, 17:00",
    );
    expect(dateTimeParts("2026-11-25T16:00:00.000Z", "de")).toEqual({
      weekday: "Mittwoch",
      day: "25.11.2026",
      time: "17:00",
    });
  });
  it("gives nothing for no or invalid input instead of failing the page", () => {
    for (const bad of [null, undefined, "", "morgen", "2026-02-30", "2026-13-01"]) {
      expect(formatDate(bad)).toBe("");
      expect(formatDateTime(bad)).toBe("");
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
