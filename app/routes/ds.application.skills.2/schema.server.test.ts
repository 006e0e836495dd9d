import { describe, expect, it } from "vitest";
import { V } from "#contracts/validation";
import { SkillsTwoForm } from "./schema.server";

const valid = {
  universityEntranceQualification: "Fachhochschulreife",
  universityEntranceQualificationStatus: "In prospect",
  gradeAverage: "2,4",
};

describe("step 2's question studiedalready (spec §3 Account)", () => {
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
