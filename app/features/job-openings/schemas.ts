/**
 * The manage steps as the browser posts them (strings; Conform turns "" into undefined). The API checks
 * the same rules again (contracts/matching.ts step schemas); these give the translated messages of
 * docs/product.md#validation for missing and malformed input.
 */
import { z } from "zod";
import type { CompanyJobOpening } from "#contracts/job-openings";
import type { SoftwareSkill } from "#contracts/matching";
import { COURSES, JOB_OPENING_LIMITS as L, SOFTWARE_SKILL_AREAS, WORK_MODELS } from "#contracts/matching-enums";
import { msg, V } from "#contracts/validation";
import { type FormStep, STEP_FIELDS } from "./steps";

const required = (max: number) =>
  z.string({ error: V.valueRequired }).trim().min(1, V.valueRequired).max(max, msg(V.maxLength, { max }));
const optional = (max: number) => z.string().trim().max(max, msg(V.maxLength, { max })).optional();
const number = (min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? V.valueRequired : V.fieldNumeric) })
    .int(V.fieldNumeric)
    .min(min, msg(V.minValue, { min }))
    .max(max, msg(V.maxValue, { max }));

export const StudyForm = z.object({
  campusId: z.string({ error: V.mustBeSelected }).uuid(V.mustBeSelected),
  course: z.enum(COURSES, { error: V.mustBeSelected }),
  startDate: z.string({ error: V.valueRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, V.dateInvalid),
  requiredCount: number(1, L.requiredCountMax),
});

export const JobForm = z.object({
  title: required(L.title),
  tasks: required(L.tasks),
  offerDescription: required(L.offerDescription),
  offerUrl: z
    .string()
    .trim()
    .max(L.offerUrl, msg(V.maxLength, { max: L.offerUrl }))
    .regex(/^https?:\/\/[^\s.]+\.[^\s]+$/i, V.url)
    .optional(),
  teamSize: number(1, L.teamSizeMax).optional(),
  workModel: z.enum(WORK_MODELS, { error: V.mustBeSelected }),
  placeOfTraining: required(L.placeOfTraining),
  practicePlace: optional(L.practicePlace),
  benefits: optional(L.benefits),
  extraPayment: optional(L.extraPayment),
});

const level = z.enum(["1", "2", "3"], { error: V.mustBeSelected }).optional();
export const RequirementsForm = z
  .object({
    skills: optional(L.skills),
    individualToolsName: optional(L.individualToolsName),
    ...Object.fromEntries(SOFTWARE_SKILL_AREAS.map((a) => [`sw_${a}`, level])),
  })
  .superRefine((v, ctx) => {
    const values = v as Record<string, string | undefined>;
    if (values.sw_individualTools && !values.individualToolsName) {
      ctx.addIssue({ code: "custom", path: ["individualToolsName"], message: V.valueRequired });
    }
  });

export const STEP_SCHEMAS = {
  study: StudyForm,
  job: JobForm,
  requirements: RequirementsForm,
} as const satisfies Record<FormStep, z.ZodType>;
/** The API body of a validated step. */
export function stepBody(step: FormStep, value: Record<string, unknown>): Record<string, unknown> {
  if (step === "study") return value;
  if (step === "job") {
    const v = value as z.infer<typeof JobForm>;
    return {
      ...v,
      offerUrl: v.offerUrl ?? null,
      teamSize: v.teamSize ?? null,
      practicePlace: v.practicePlace ?? null,
      benefits: v.benefits ?? null,
      extraPayment: v.extraPayment ?? null,
    };
  }
  const v = value as Record<string, string | undefined>;
  const softwareSkills: SoftwareSkill[] = SOFTWARE_SKILL_AREAS.filter((a) => v[`sw_${a}`]).map((area) => ({
    area,
    level: Number(v[`sw_${area}`]) as SoftwareSkill["level"],
    name: area === "individualTools" ? (v.individualToolsName ?? null) : null,
  }));
  return { skills: v.skills ?? null, softwareSkills };
}

/** The form values of a step from the stored opening (strings, as the form shows them). */
export function stepValues(step: FormStep, o: CompanyJobOpening | null): Record<string, string> {
  if (!o) return {};
  const s = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));
  if (step === "study") {
    return {
      campusId: s(o.campus?.id),
      course: s(o.course),
      startDate: s(o.startDate),
      requiredCount: s(o.requiredCount),
    };
  }
  if (step === "job") {
    return Object.fromEntries(STEP_FIELDS.job.map((f) => [f, s((o as unknown as Record<string, string>)[f])]));
  }
  const out: Record<string, string> = { skills: s(o.skills), individualToolsName: "" };
  for (const skill of o.softwareSkills) {
    out[`sw_${skill.area}`] = String(skill.level);
    if (skill.area === "individualTools") out.individualToolsName = s(skill.name);
  }
  return out;
}

export { type FormStep, isFormStep, STEP_FIELDS } from "./steps";
