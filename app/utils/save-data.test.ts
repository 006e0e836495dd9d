import { describe, expect, it } from "vitest";
import { linkPrefetch, wantsSaveData } from "./save-data";

describe("Save-Data", () => {
  it("is on only for the header's value on (any case, spaces around)", () => {
    expect(wantsSaveData(new Headers({ "Save-Data": "on" }))).toBe(true);
    expect(wantsSaveData(new Headers({ "save-data": " On " }))).toBe(true);
    expect(wantsSaveData(new Headers({ "Save-Data": "off" }))).toBe(false);
    expect(wantsSaveData(new Headers({ "Save-Data": "" }))).toBe(false);
    expect(wantsSaveData(new Headers())).toBe(false);
  });

  it("turns the links' prefetch off", () => {
    expect(linkPrefetch(true)).toBe("none");
    expect(linkPrefetch(false)).toBe("intent");
  });
});
