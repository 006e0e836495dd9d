import { describe, expect, it } from "vitest";
import { z } from "zod";
import { msg, V } from "#contracts/validation";
import { brokenRule } from "~/components/ui/constraint-validation";
import { formRules } from "./form-rules.server";

const Schema = z.object({
  name: z
    .string({ error: V.inputRequired })
    .trim()
    .min(1, V.inputRequired)
    .max(5, msg(V.maxLength, { max: 5 })),
  zip: z
    .string()
    .regex(/^\d{5}$/, "profile:contact.postalCodeInvalid")
    .optional(),
  grade: z.coerce.number(V.fieldNumeric).min(1, V.gradeBetween).max(6, V.gradeBetween),
  agree: z.literal("on", { error: V.partnerMustBeFound }),
});

describe("formRules", () => {
  const rules = formRules(Schema);

  it("sends the constraint attributes of the schema", () => {
    expect(rules.constraint.name).toMatchObject({ required: true, maxLength: 5 });
    expect(rules.constraint.zip).toMatchObject({ pattern: "^\\d{5}$" });
    expect(rules.constraint.zip.required).toBeFalsy();
  });

  it("words each broken rule as the server's validation does", () => {
    expect(rules.messages.name.valueMissing).toBe(V.inputRequired);
    expect(rules.messages.name.tooLong).toBe(msg(V.maxLength, { max: 5 }));
    expect(rules.messages.zip.patternMismatch).toBe("profile:contact.postalCodeInvalid");
    expect(rules.messages.agree.valueMissing).toBe(V.partnerMustBeFound);
    expect(rules.messages.grade.badInput).toBe(V.fieldNumeric);
  });

  it("is computed once per schema", () => {
    expect(formRules(Schema)).toBe(rules);
  });
});

describe("brokenRule", () => {
  const { constraint } = formRules(Schema);

  it("finds what the schema would refuse", () => {
    expect(brokenRule(constraint.name, [])).toBe("valueMissing");
    expect(brokenRule(constraint.name, ["   "])).toBe("valueMissing");
    expect(brokenRule(constraint.name, ["abcdef"])).toBe("tooLong");
    expect(brokenRule(constraint.zip, ["123"])).toBe("patternMismatch");
    expect(brokenRule(constraint.agree, [])).toBe("valueMissing");
  });

  it("lets through what the schema accepts", () => {
    expect(brokenRule(constraint.name, ["Lena"])).toBeNull();
    expect(brokenRule(constraint.zip, [])).toBeNull();
    expect(brokenRule(constraint.zip, ["12345"])).toBeNull();
    expect(brokenRule(constraint.agree, ["on"])).toBeNull();
  });
});
