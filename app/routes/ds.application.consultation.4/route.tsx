import type { LoaderFunctionArgs } from "@remix-run/node";
import type { StepHandle } from "~/features/application/StepPage";
import { requireConsultation } from "~/features/journey/journey.server";
import { WaitingPhase } from "~/features/journey/WaitingPhase";
import { requireUser } from "~/session/auth.server";

export const handle: StepHandle = {
  step: 4,
  subStep: 4,
  subSteps: 7,
  title: "journey:phase4.title",
  i18n: ["journey"],
};
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  await requireConsultation({ request, context }, "requested");
  return null;
}

export default function ConsultationPhase4() {
  return <WaitingPhase part={4} links={[{ to: "/ds/application/skills/1#work", key: "phase4.work" }]} />;
}
