import { describe, expect, it } from "vitest";
import { isUuid, UUID_SOURCE } from "./uuid";

describe("UUID pattern", () => {
  it("accepts a UUID in either case and nothing around it", () => {
    expect(isUuid("0b6f2f0e-3c1a-4d2b-9e8f-1a2b3c4d5e6f")).toBe(true);
    expect(isUuid("0B6F2F0E-3C1A-4D2B-9E8F-1A2B3C4D5E6F")).toBe(true);
    expect(isUuid(" 0b6f2f0e-3c1a-4d2b-9e8f-1a2b3c4d5e6f")).toBe(false);
    expect(isUuid("0b6f2f0e-3c1a-4d2b-9e8f-1a2b3c4d5e6f/..")).toBe(false);
    expect(isUuid("------------------------------------")).toBe(false);
    expect(isUuid("")).toBe(false);
  });

  it("gives its source for patterns that embed it", () => {
    expect(new RegExp(`^x-${UUID_SOURCE}$`).test("x-0b6f2f0e-3c1a-4d2b-9e8f-1a2b3c4d5e6f")).toBe(true);
  });
});
