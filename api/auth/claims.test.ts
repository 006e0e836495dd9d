import { describe, expect, it } from "vitest";
import { mapClaims, needsUserinfo, splitName } from "./claims";

describe("mapClaims", () => {
  it("takes e-mail and names from the ID token alone", () => {
    const id = { sub: "s1", email: "lena@example.org", given_name: "Lena", family_name: "Berg" };
    expect(needsUserinfo(id)).toBe(false);
    expect(mapClaims(id, { sub: "s1", email: "other@example.org", name: "X Y" })).toEqual({
      sub: "s1",
      email: "lena@example.org",
      given_name: "Lena",
      family_name: "Berg",
    });
  });

  it("takes what the ID token lacks from userinfo", () => {
    const id = { sub: "s1" };
    expect(needsUserinfo(id)).toBe(true);
    expect(mapClaims(id, { sub: "s1", email: "dwho@badwolf.org", given_name: "Doctor", family_name: "Who" })).toEqual({
      sub: "s1",
      email: "dwho@badwolf.org",
      given_name: "Doctor",
      family_name: "Who",
    });
  });

  it("splits `name` when given_name and family_name are missing", () => {
    expect(mapClaims({ sub: "s1", email: "a@b.de" }, { sub: "s1", name: "  Mary   Ann Smith " })).toEqual({
      sub: "s1",
      email: "a@b.de",
      given_name: "Mary Ann",
      family_name: "Smith",
    });
    expect(splitName("Smith, John")).toEqual({ given_name: "John", family_name: "Smith" });
    expect(splitName("Cher")).toEqual({ family_name: "Cher" });
  });

  it("has neither e-mail nor name when none is released, and ignores another subject's userinfo", () => {
    expect(mapClaims({ sub: "s1" })).toEqual({ sub: "s1" });
    expect(mapClaims({ sub: "s1" }, {})).toEqual({ sub: "s1" });
    expect(mapClaims({ sub: "s1" }, { sub: "s2", email: "x@y.de", name: "Eve Evil" })).toEqual({ sub: "s1" });
    expect(mapClaims({ sub: "s1", email: "not-an-address" })).toEqual({ sub: "s1" });
  });
});
