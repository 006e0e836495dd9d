import { describe, expect, it } from "vitest";
import { MAX_PAGE, pageNumber, pageParam } from "./paging";

describe("page numbers from user input", () => {
  it("reads the page of the query, 1 when it is missing", () => {
    expect(pageParam(new URL("http://x/list?page=3"))).toBe(3);
    expect(pageParam(new URL("http://x/list?noticePage=2"), "noticePage")).toBe(2);
    expect(pageParam(new URL("http://x/list"))).toBe(1);
  });

  it("turns invalid input into page 1 and bounds large numbers", () => {
    for (const bad of ["0", "-4", "abc", "", "NaN"]) expect(pageNumber(bad)).toBe(1);
    expect(pageNumber("99999999999")).toBe(MAX_PAGE);
    expect(pageNumber(null)).toBe(1);
    expect(pageNumber(new File(["2"], "page.txt"))).toBe(1);
  });
});
