import { describe, expect, it } from "vitest";
import { V } from "#contracts/validation";
import { DataForm } from "./schema.server";

const valid = {
  firstName: "Lena",
  lastName: "Lehmann",
  birthday: "2005-03-14",
  placeOfBirth: "Potsdam",
  countryOfBirth: "Deutschland",
  nationality: "Deutschland",
  phone: "+49 170 1112233",
  shippingStreet: "Kastanienallee 12",
  shippingPostalCode: "10435",
  shippingCity: "Berlin",
  shippingCountry: "DE",
};

describe("step 1's countries, sent by their names", () => {
  it("are saved as codes, from names in any of the ten languages or from codes", () => {
    expect(DataForm.parse(valid)).toMatchObject({ countryOfBirth: "DE", nationality: "DE" });
    expect(DataForm.parse({ ...valid, countryOfBirth: "Égypte", nationality: "TR" })).toMatchObject({
      countryOfBirth: "EG",
      nationality: "TR",
    });
  });
  it("refuse a name that is not on the list, and ask for a missing one", () => {
    const result = DataForm.safeParse({ ...valid, countryOfBirth: "Atlantis", nationality: "" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["countryOfBirth"], message: V.mustBeSelected }),
      expect.objectContaining({ path: ["nationality"], message: V.valueRequired }),
    ]);
  });
});
