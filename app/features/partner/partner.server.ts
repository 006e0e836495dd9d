/** Server helpers of step 5 and the contract step: the step gate (progress endpoint) and the step's state. */

import type { JourneyStep } from "#contracts";
import { getProgress } from "~/api/application.server";
import type { ApiCallArgs } from "~/api/client.server";
import { getPartnerSearch } from "~/api/partner.server";
import { i18next } from "~/i18next.server";

export type GatedStep = Extract<JourneyStep, "partner-search" | "contract">;

export async function partnerTitle(request: Request, key: string) {
  const t = await i18next.getFixedT(request, "partner");
  return `${t(key)} – Tandem`;
}

/**
 * The page's data: whether the step is open (the previous step is complete, per the progress
 * endpoint) and the state of step 5 / the contract step. A locked step shows the locked page.
 */
export async function loadGate(args: ApiCallArgs, step: GatedStep, titleKey: string) {
  const [progress, state, title] = await Promise.all([
    getProgress(args),
    getPartnerSearch(args),
    partnerTitle(args.request, titleKey),
  ]);
  const own = progress.steps.find((s) => s.step === step);
  const locked = !own || own.state === "locked";
  return { locked, state, title, lockedTitle: await partnerTitle(args.request, "locked.title") };
}

/** Actions refuse a locked step as well (the API checks its own rules again). */
export async function isLocked(args: ApiCallArgs, step: GatedStep) {
  const progress = await getProgress(args);
  const own = progress.steps.find((s) => s.step === step);
  return !own || own.state === "locked";
}
