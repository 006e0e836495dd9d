import { applicantLoginLoader } from "~/features/applicant/applicant.server";
import { DoneScreen, type StepHandle } from "~/features/application/StepPage";

export const handle: StepHandle = { step: 2, title: "application:skillsDone.title", i18n: ["application"] };
export const loader = applicantLoginLoader;

/** The final screen of step 2 leads to step 3, the info session. */
export default function SkillsDone() {
  return <DoneScreen ns="application" page="skillsDone" next="/ds/application/info-session/1" />;
}
