/** Server helpers of step 5 and the contract step: the step gate (progress endpoint) and the step's state. */

import type { JourneyStep } from "#contracts";
import { getProgress } from "~/api/application.server";
import type { ApiCallArgs } from "~/api/client.server";
import { getPartnerSearch } from "~/api/partner.server";

export type GatedStep = Extract<JourneyStep, "partner-search" | "contract">;

/**
 * The page's data: whether the step is open (the previous step is complete, per the progress
 * endpoint) and the state of step 5 / the contract step. A locked step shows the locked page.
 */
export async function loadGate(args: ApiCallArgs, step: GatedStep) {
  const [progress, state] = await Promise.all([getProgress(args), getPartnerSearch(args)]);
  const own = progress.steps.find((s) => s.step === step);
  const locked = !own || own.state === "locked";
  // the contract step waits for an accepted offer (or a partner found) once step 5 is done: say so
  const waitsForOffer = locked && own?.missing.includes("acceptedOffer") === true;
  return { locked, waitsForOffer, state };
}

/** Actions refuse a locked step as well (the API checks its own rules again). */
export async function isLocked(args: ApiCallArgs, step: GatedStep) {
  const progress = await getProgress(args);
  const own = progress.steps.find((s) => s.step === step);
  return !own || own.state === "locked";
}
