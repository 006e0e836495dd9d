import { describe, expect, it } from "vitest";
import { pickActive, readChoice } from "./active";
import { activeCookie, readActiveChoice } from "./active.server";

const list = [
  { id: "a", primary: false },
  { id: "b", primary: true },
  { id: "c", primary: false },
];

describe("pickActive (docs/product.md#other-flows: chosen, else primary, else first)", () => {
  it("takes the chosen id", () => expect(pickActive(list, "c")?.id).toBe("c"));
  it("falls back to the primary for no choice or an unknown id", () => {
    expect(pickActive(list)?.id).toBe("b");
    expect(pickActive(list, "nope")?.id).toBe("b");
  });
  it("falls back to the first when none is primary", () => {
    expect(
      pickActive(
        list.map((x) => ({ ...x, primary: false })),
        "nope",
      )?.id,
    ).toBe("a");
  });
  it("is undefined for an empty list", () => expect(pickActive([], "a")).toBeUndefined());
});

describe("the remembered choice", () => {
  it("keeps well-formed ids only", () => {
    expect(readChoice({ unit: "u-1", application: "a-2" })).toEqual({ unit: "u-1", application: "a-2" });
    expect(readChoice({ unit: "<script>", application: 3 })).toEqual({});
    expect(readChoice("x")).toEqual({});
    expect(readChoice(null)).toEqual({});
  });
  it("survives a round trip through the cookie and ignores a forged one", async () => {
    const stored = (await activeCookie.serialize({ application: "a-2" })).split(";")[0];
    const request = (cookie: string) => new Request("http://x/ds/home", { headers: { Cookie: cookie } });
    expect(await readActiveChoice(request(stored))).toEqual({ application: "a-2" });
    expect(await readActiveChoice(request("ds_active=%%%"))).toEqual({});
    expect(await readActiveChoice(request("ds_active=eyJ1bml0IjoiPGI+In0%3D"))).toEqual({});
  });
});
