import { consultationHandle } from "~/features/journey/consultation-handle";
import { waitingPhaseLoader } from "~/features/journey/journey.server";
import { WaitingPhase } from "~/features/journey/WaitingPhase";

export const handle = consultationHandle(2, "phase2");
export const loader = waitingPhaseLoader;

export default function ConsultationPhase2() {
  return <WaitingPhase part={2} />;
}
