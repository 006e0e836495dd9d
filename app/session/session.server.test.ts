import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./session.server";

describe("safeReturnPath", () => {
  it("keeps same-origin paths with query", () => {
    expect(safeReturnPath("/ds/home?x=1", "/")).toBe("/ds/home?x=1");
  });
  it("rejects absolute, protocol-relative and backslash URLs", () => {
    for (const bad of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", 42, null]) {
      expect(safeReturnPath(bad, "/fallback")).toBe("/fallback");
    }
  });
});
