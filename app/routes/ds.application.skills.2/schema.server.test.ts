import { describe, expect, it } from "vitest";
import { V } from "#contracts/validation";
import { SkillsTwoForm } from "./schema.server";

const valid = {
  universityEntranceQualification: "Fachhochschulreife",
  universityEntranceQualificationStatus: "In prospect",
  gradeAverage: "2,4",
};

describe("step 2's question studiedalready (docs/product.md#entities Account)", () => {
  it("takes yes, no, or no answer", () => {
    expect(SkillsTwoForm.parse({ ...valid, studiedalready: "yes" }).studiedalready).toBe("yes");
    expect(SkillsTwoForm.parse({ ...valid, studiedalready: "no" }).studiedalready).toBe("no");
    expect(SkillsTwoForm.parse(valid).studiedalready).toBeUndefined();
  });
  it("refuses any other value with the translated 'must be selected' message", () => {
    const result = SkillsTwoForm.safeParse({ ...valid, studiedalready: "maybe" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["studiedalready"], message: V.mustBeSelected }),
    ]);
  });
});

describe("the graduation country, sent by its name", () => {
  it("is saved as its code, from a name in any language or a code", () => {
    expect(SkillsTwoForm.parse({ ...valid, graduationCountry: "Österreich" }).graduationCountry).toBe("AT");
    expect(SkillsTwoForm.parse({ ...valid, graduationCountry: "Austria" }).graduationCountry).toBe("AT");
    expect(SkillsTwoForm.parse({ ...valid, graduationCountry: "AT" }).graduationCountry).toBe("AT");
    expect(SkillsTwoForm.parse(valid).graduationCountry).toBeUndefined();
  });
  it("refuses a name that is not on the list", () => {
    const result = SkillsTwoForm.safeParse({ ...valid, graduationCountry: "Atlantis" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["graduationCountry"], message: V.mustBeSelected }),
    ]);
  });
});
