import { consultationHandle } from "~/features/journey/consultation-handle";
import { waitingPhaseLoader } from "~/features/journey/journey.server";
import { WaitingPhase } from "~/features/journey/WaitingPhase";

export const handle = consultationHandle(3, "phase3");
export const loader = waitingPhaseLoader;

export default function ConsultationPhase3() {
  return <WaitingPhase part={3} />;
}
