import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  documentsOpen,
  earliestDocumentDate,
  germanDate,
  insuranceProofValid,
  isOverdue,
  isWorkingDay,
  minusMonths,
} from "./working-days";

describe("addWorkingDays (docs/product.md#other-flows: confirmation within 3 working days)", () => {
  it.each([
    ["Monday → Thursday", "2026-11-16", "2026-11-19"],
    ["Wednesday over the weekend → Monday", "2026-11-18", "2026-11-23"],
    ["Friday → Wednesday", "2026-11-20", "2026-11-25"],
    ["Saturday → Wednesday", "2026-11-21", "2026-11-25"],
    ["Sunday → Wednesday", "2026-11-22", "2026-11-25"],
    ["Easter: Thursday before Good Friday → Thursday after Easter Monday", "2026-04-02", "2026-04-09"],
    ["Christmas Eve (a working day) → 30 December", "2026-12-24", "2026-12-30"],
    ["over New Year and the turn of the year", "2026-12-30", "2027-01-05"],
    ["month end with Labour Day", "2026-04-30", "2026-05-06"],
    ["February end in a leap year", "2028-02-28", "2028-03-02"],
    ["German Unity Day on a Friday (2025)", "2025-10-01", "2025-10-07"],
    ["regional holidays do not count: Corpus Christi", "2026-06-03", "2026-06-08"],
    ["regional holidays do not count: Reformation Day", "2025-10-30", "2025-11-04"],
    ["Ascension Day", "2026-05-13", "2026-05-19"],
  ])("%s", (_label, from, expected) => {
    expect(addWorkingDays(from, 3)).toBe(expected);
  });

  it("counts from the German calendar date of an instant", () => {
    // 23:30 UTC on Thursday is already Friday 00:30 in Berlin (winter time).
    expect(germanDate(new Date("2026-11-19T23:30:00Z"))).toBe("2026-11-20");
    expect(addWorkingDays(new Date("2026-11-19T23:30:00Z"), 3)).toBe("2026-11-25");
    // Summer time: 22:30 UTC is 00:30 the next day.
    expect(addWorkingDays(new Date("2026-07-02T22:30:00Z"), 1)).toBe("2026-07-06");
  });

  it("zero working days is the day itself", () => {
    expect(addWorkingDays("2026-12-25", 0)).toBe("2026-12-25");
  });

  it("knows weekends and nationwide holidays", () => {
    expect(isWorkingDay("2026-11-23")).toBe(true);
    expect(isWorkingDay("2026-11-21")).toBe(false);
    expect(isWorkingDay("2026-11-22")).toBe(false);
    expect(isWorkingDay("2027-01-01")).toBe(false);
    expect(isWorkingDay("2026-04-06")).toBe(false);
    expect(isWorkingDay("2026-12-26")).toBe(false);
    expect(isWorkingDay("2026-06-04")).toBe(true);
  });
});

describe("isOverdue (docs/product.md#other-flows: one week without confirmation)", () => {
  const ticked = new Date("2026-11-16T10:00:00Z");
  it("is not overdue before seven full days", () => {
    expect(isOverdue(ticked, new Date("2026-11-16T10:00:01Z"))).toBe(false);
    expect(isOverdue(ticked, new Date("2026-11-23T09:59:59Z"))).toBe(false);
  });
  it("is overdue from seven days on", () => {
    expect(isOverdue(ticked, new Date("2026-11-23T10:00:00Z"))).toBe(true);
    expect(isOverdue(ticked, new Date("2026-12-01T00:00:00Z"))).toBe(true);
  });
});

describe("document dates (docs/product.md#other-flows, docs/product.md#validation)", () => {
  it("subtracts months, clamping to the month end", () => {
    expect(minusMonths("2026-10-01", 3)).toBe("2026-07-01");
    expect(minusMonths("2026-05-31", 3)).toBe("2026-02-28");
    expect(minusMonths("2028-05-31", 3)).toBe("2028-02-29");
    expect(minusMonths("2027-01-15", 3)).toBe("2026-10-15");
    expect(minusMonths("2026-12-31", 3)).toBe("2026-09-30");
  });

  it("documents can be submitted at the earliest 3 months before study start", () => {
    expect(earliestDocumentDate("2026-10-01")).toBe("2026-07-01");
    expect(documentsOpen("2026-10-01", "2026-06-30")).toBe(false);
    expect(documentsOpen("2026-10-01", "2026-07-01")).toBe(true);
    expect(documentsOpen("2026-10-01", "2026-09-30")).toBe(true);
    // An instant counts by its German date: 22:30 UTC on 30 June is 1 July in Berlin.
    expect(documentsOpen("2026-10-01", new Date("2026-06-30T22:30:00Z"))).toBe(true);
    expect(documentsOpen("2026-10-01", new Date("2026-06-30T21:30:00Z"))).toBe(false);
  });

  it("the health-insurance proof is at most 3 months old at study start", () => {
    expect(insuranceProofValid("2026-07-01", "2026-10-01")).toBe(true);
    expect(insuranceProofValid("2026-06-30", "2026-10-01")).toBe(false);
    expect(insuranceProofValid("2026-09-15", "2026-10-01")).toBe(true);
    expect(insuranceProofValid("2026-02-28", "2026-05-31")).toBe(true);
    expect(insuranceProofValid("2026-02-27", "2026-05-31")).toBe(false);
    expect(insuranceProofValid("2025-12-31", "2026-04-01")).toBe(false);
    expect(insuranceProofValid("2026-01-01", "2026-04-01")).toBe(true);
  });
});
