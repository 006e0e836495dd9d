import type { LoaderFunctionArgs } from "@remix-run/node";
import type { StepHandle } from "~/features/application/StepPage";
import { requireConsultation } from "~/features/journey/journey.server";
import { WaitingPhase } from "~/features/journey/WaitingPhase";
import { requireUser } from "~/session/auth.server";

export const handle: StepHandle = {
  step: 4,
  subStep: 2,
  subSteps: 7,
  title: "journey:phase2.title",
  i18n: ["journey"],
};
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  await requireConsultation({ request, context }, "requested");
  return null;
}

export default function ConsultationPhase2() {
  return (
    <WaitingPhase
      part={2}
      links={[
        { to: "/ds/documents", key: "phase2.documents" },
        { to: "/ds/application/data/1", key: "phase2.data" },
      ]}
    />
  );
}
