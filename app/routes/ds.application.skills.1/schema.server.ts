/** Forms of step 2, part 1: the answers (experience, licence, car) and one work experience entry. */
import { z } from "zod";
import { WorkExperienceCreate } from "#contracts";
import { V } from "#contracts/validation";

const yesNo = z.enum(["yes", "no"], { error: V.valueRequired });

export const SkillsOneForm = z.object({
  professionalExperienceExists: yesNo,
  drivingLicenseExists: yesNo,
  ownCar: yesNo,
});
export type SkillsOneForm = z.infer<typeof SkillsOneForm>;

/** The API's own schema, so the same messages appear in the browser and in its field errors. */
export const WorkEntryForm = WorkExperienceCreate;
