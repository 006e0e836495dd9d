/** Server helpers of step 5 and the contract step: the step gate (progress endpoint) and the step's state. */

import type { LoaderFunctionArgs } from "@remix-run/node";
import type { JourneyStep } from "#contracts";
import { getProgress } from "~/api/application.server";
import type { ApiCallArgs } from "~/api/client.server";
import { getPartnerSearch } from "~/api/partner.server";
import { requireUser } from "~/session/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";

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

/** The loader of a gated step's page: the applicant's login, then the gate. */
export async function gatedStepLoader({ request, context }: LoaderFunctionArgs, step: GatedStep) {
  await requireUser(request, context, "applicant");
  return loadGate({ request, context }, step);
}

/** The guard of a gated step's action: the applicant's login; a locked step goes back to `page` with a message. */
export async function requireOpenStep({ request, context }: ApiCallArgs, step: GatedStep, page: string) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  if (await isLocked(args, step)) {
    throw await redirectWithFlash(request, context, page, { kind: "error", key: "partner:locked.title" });
  }
  return args;
}
