import type { StepHandle } from "~/features/application/StepPage";

/** The handle of sub-step `subStep` of step 4, the consultation (seven sub-steps); its title is `journey:<page>.title`. */
export const consultationHandle = (subStep: number, page: string): StepHandle => ({
  step: 4,
  subStep,
  subSteps: 7,
  title: `journey:${page}.title`,
  i18n: ["journey"],
});
