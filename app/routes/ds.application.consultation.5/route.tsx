import { consultationHandle } from "~/features/journey/consultation-handle";
import { waitingPhaseLoader } from "~/features/journey/journey.server";
import { WaitingPhase } from "~/features/journey/WaitingPhase";

export const handle = consultationHandle(5, "phase5");
export const loader = waitingPhaseLoader;

export default function ConsultationPhase5() {
  return <WaitingPhase part={5} />;
}
