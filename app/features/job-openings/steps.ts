/** The job opening's form steps and their fields, without their schemas (./schemas.ts): the page imports these. */
import type { JobOpeningStep } from "#contracts/matching-enums";
import { SOFTWARE_SKILL_AREAS } from "#contracts/matching-enums";

const FORM_STEPS = ["study", "job", "requirements"] as const;
/** The steps that are forms (the others show or confirm). */
export type FormStep = "study" | "job" | "requirements";
export const isFormStep = (s: JobOpeningStep): s is FormStep => (FORM_STEPS as readonly string[]).includes(s);

/** Fields of each step, in form order (review page and error summary). */
export const STEP_FIELDS: Record<FormStep, string[]> = {
  study: ["campusId", "course", "startDate", "requiredCount"],
  job: [
    "title",
    "tasks",
    "offerDescription",
    "offerUrl",
    "teamSize",
    "workModel",
    "placeOfTraining",
    "practicePlace",
    "benefits",
    "extraPayment",
  ],
  requirements: ["skills", ...SOFTWARE_SKILL_AREAS.map((a) => `sw_${a}`), "individualToolsName"],
};
