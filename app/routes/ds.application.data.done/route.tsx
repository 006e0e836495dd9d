import { applicantLoginLoader } from "~/features/applicant/applicant.server";
import { DoneScreen, type StepHandle } from "~/features/application/StepPage";

export const handle: StepHandle = { step: 1, title: "application:dataDone.title", i18n: ["application"] };
export const loader = applicantLoginLoader;

export default function DataDone() {
  return <DoneScreen ns="application" page="dataDone" next="/ds/application/skills/1" />;
}
