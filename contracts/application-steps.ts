/**
 * Steps 1 and 2 of the application (languages, work experience), the server-side drafts of forms and
 * the progress through the journey's steps.
 */
import { z } from "zod";
import { isoDate } from "./account";
import { NATIVE_LEVEL } from "./application";
import { TEXT_LIMITS } from "./text-limits";
import { msg, V } from "./validation";

export const LanguageEntry = z.object({ id: z.string(), code: z.string(), level: z.number().int() });
export type LanguageEntry = z.infer<typeof LanguageEntry>;
export const LanguageEntries = z.object({ languages: z.array(LanguageEntry) });
/** Code: ISO 639-1 (checked against the language list by the API); level 1–7 (docs/product.md#entities Language entry). */
export const LanguageEntryCreate = z.object({
  code: z.string({ error: V.inputRequired }).trim().toLowerCase().min(1, V.inputRequired).max(3, V.inputRequired),
  level: z.coerce
    .number({ error: V.languageLevelRequired })
    .int(V.languageLevelRequired)
    .min(1, V.languageLevelRequired)
    .max(NATIVE_LEVEL, V.languageLevelRequired),
});
export type LanguageEntryCreate = z.infer<typeof LanguageEntryCreate>;
export const LanguageOption = z.object({ code: z.string(), name: z.string() });
export const LanguageOptions = z.object({ languages: z.array(LanguageOption) });
export type LanguageOptions = z.infer<typeof LanguageOptions>;

export const WorkExperience = z.object({
  id: z.string(),
  employer: z.string(),
  position: z.string(),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  description: z.string().nullable(),
});
export type WorkExperience = z.infer<typeof WorkExperience>;
export const WorkExperiences = z.object({ workExperiences: z.array(WorkExperience) });
export const WorkExperienceCreate = z
  .object({
    employer: z
      .string({ error: V.valueRequired })
      .trim()
      .min(1, V.valueRequired)
      .max(TEXT_LIMITS.short, msg(V.maxLength, { max: TEXT_LIMITS.short })),
    position: z
      .string({ error: V.valueRequired })
      .trim()
      .min(1, V.valueRequired)
      .max(TEXT_LIMITS.short, msg(V.maxLength, { max: TEXT_LIMITS.short })),
    startDate: isoDate.nullable().optional(),
    endDate: isoDate.nullable().optional(),
    description: z
      .string()
      .trim()
      .max(TEXT_LIMITS.textAreaDefault, msg(V.maxLength, { max: TEXT_LIMITS.textAreaDefault }))
      .nullable()
      .optional(),
  })
  .refine((w) => !w.startDate || !w.endDate || w.startDate <= w.endDate, {
    path: ["endDate"],
    message: V.dateInvalid,
  });
export type WorkExperienceCreate = z.infer<typeof WorkExperienceCreate>;

/** Server-side draft of a form (docs/architecture.md#forms): whatever was typed, as strings. */
export const FORM_KEY_PATTERN = /^[a-z0-9.-]{1,60}$/;
export const DraftData = z.record(
  z.string().max(100),
  z.union([z.string().max(5000), z.array(z.string().max(5000)).max(50)]),
);
export const Draft = z.object({ data: DraftData });
export type Draft = z.infer<typeof Draft>;

export const STEP_STATES = ["not_started", "in_progress", "complete", "waiting", "locked"] as const;
export type StepState = (typeof STEP_STATES)[number];
export const JOURNEY_STEPS = ["data", "skills", "info-session", "consultation", "partner-search", "contract"] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];
export const StepProgress = z.object({
  step: z.enum(JOURNEY_STEPS),
  state: z.enum(STEP_STATES),
  path: z.string().describe("where to continue this step in the portal"),
  missing: z.array(z.string()).describe("what is still missing (field or document names)"),
});
export type StepProgress = z.infer<typeof StepProgress>;
export const ApplicationProgress = z.object({
  steps: z.array(StepProgress),
  next: StepProgress.nullable().describe("the first step that is not complete"),
});
export type ApplicationProgress = z.infer<typeof ApplicationProgress>;
