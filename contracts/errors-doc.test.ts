import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ErrorCode } from "./errors";

describe("docs/error-codes.md", () => {
  it("names exactly the codes of contracts/errors.ts", () => {
    const table = readFileSync(new URL("../docs/error-codes.md", import.meta.url), "utf8");
    const documented = [...table.matchAll(/^\|\s*(\d+)\s*\|/gm)].map((match) => Number(match[1]));
    expect(documented.sort((a, b) => a - b)).toEqual(Object.values(ErrorCode).sort((a, b) => a - b));
  });
});
