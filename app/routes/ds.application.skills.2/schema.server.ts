/** Forms of step 2, part 2: graduation + German proof, and one language entry. */
import { z } from "zod";
import { LanguageEntryCreate } from "#contracts";
import {
  GERMAN_PROOF_AUTHORITIES,
  GRADE_UNTIL_OPTIONS,
  GRADUATION_ABROAD,
  GRADUATION_BW,
  GRADUATION_TYPES,
  UEQ_STATUSES,
  UEQ_STATUSES_ALLOWING_ABROAD,
} from "#contracts/application";
import { TEXT_LIMITS } from "#contracts/text-limits";
import { V } from "#contracts/validation";
import { countryCodeOf, isCountryCode } from "~/features/application/countries.server";
import { parseGrade } from "./intents";

export const SkillsTwoForm = z
  .object({
    universityEntranceQualification: z.enum([...GRADUATION_TYPES, GRADUATION_BW], { error: V.valueRequired }),
    // the country's name as the form sends it (or its code), saved as the code
    graduationCountry: z
      .string()
      .trim()
      .refine((value) => value === "" || isCountryCode(countryCodeOf(value)), V.mustBeSelected)
      .transform((value) => (value === "" ? value : countryCodeOf(value)))
      .optional(),
    universityEntranceQualificationStatus: z.enum(UEQ_STATUSES, { error: V.valueRequired }),
    gradeAverage: z
      .string()
      .trim()
      .regex(/^\d([.,]\d{1,2})?$/, V.gradeBetween)
      .refine((v) => parseGrade(v) >= TEXT_LIMITS.gradeMin && parseGrade(v) <= TEXT_LIMITS.gradeMax, V.gradeBetween)
      .optional(),
    gradeUntil: z.enum(GRADE_UNTIL_OPTIONS.map(String) as [string, ...string[]]).optional(),
    // docs/product.md#entities Account: studiedalready, asked here; unanswered stays open, any other value is refused
    studiedalready: z.enum(["yes", "no"], { error: V.mustBeSelected }).optional(),
    accreditedAuthorityGermanLanguage: z.enum(GERMAN_PROOF_AUTHORITIES).optional(),
    // Spec §5 guidance: the recognition date may lie in the future.
    accreditationDateGermanSkills: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, V.dateInvalid)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.gradeAverage && !v.gradeUntil) {
      ctx.addIssue({ code: "custom", path: ["gradeAverage"], message: V.valueRequired });
    }
    // Spec §5: a diploma from abroad blocks continuing unless its status is Existing or In prospect.
    if (
      v.universityEntranceQualification === GRADUATION_ABROAD &&
      !UEQ_STATUSES_ALLOWING_ABROAD.includes(v.universityEntranceQualificationStatus)
    ) {
      ctx.addIssue({ code: "custom", path: ["universityEntranceQualificationStatus"], message: V.abroadBlocked });
    }
  });
export type SkillsTwoForm = z.infer<typeof SkillsTwoForm>;

/**
 * One language entry as the form sends it: the language's name (its option's value, see optionList), which
 * the action takes to its code and checks against the API's schema (LanguageEntryCreate). The browser's
 * checks come from this one: a name is longer than a code.
 */
export const LanguageForm = LanguageEntryCreate.extend({
  code: z.string({ error: V.inputRequired }).trim().min(1, V.inputRequired),
});
