import { consultationHandle } from "~/features/journey/consultation-handle";
import { waitingPhaseLoader } from "~/features/journey/journey.server";
import { WaitingPhase } from "~/features/journey/WaitingPhase";

export const handle = consultationHandle(4, "phase4");
export const loader = waitingPhaseLoader;

export default function ConsultationPhase4() {
  return <WaitingPhase part={4} />;
}
