import { describe, expect, it } from "vitest";
import { berlinLocalToIso, isoToBerlinLocal } from "./dates";

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
