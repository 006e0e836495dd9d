/**
 * The onboarding flow's A/B test (docs/product.md#entities: Original / Variation 1), assigned on the server: the variant
 * follows from the visitor's account id, so it stays the same on every visit and device without storing
 * anything in the browser. The assignment is reported (POST /v1/experiment-assignments) only with the
 * visitor's A/B-testing consent; a failure is only logged (docs/product.md#error-catalogue).
 */
import { createHash } from "node:crypto";
import { AB_VARIANTS, type AbVariant, ONBOARDING_EXPERIMENT } from "#contracts/consent";
import type { ApiCallArgs } from "~/api/client.server";
import { postExperimentAssignments } from "~/api/tracking.server";
import { consentOf } from "~/consent/consent.server";

/** The variant of a visitor: the first byte of a hash of experiment and visitor, even → Original. */
export function assignVariant(visitorId: string, experiment = ONBOARDING_EXPERIMENT): AbVariant {
  const byte = createHash("sha256").update(`${experiment}:${visitorId}`).digest()[0];
  return AB_VARIANTS[byte % AB_VARIANTS.length];
}

/** Reports the visitor's assignment when the request carries A/B-testing consent; whether it was sent. */
export async function reportAssignment(args: ApiCallArgs, visitorId: string, variant: AbVariant): Promise<boolean> {
  if (!consentOf(args.request)?.services.abTesting) return false;
  try {
    await postExperimentAssignments(args, [{ campaignId: ONBOARDING_EXPERIMENT, variationId: variant, visitorId }]);
    return true;
  } catch (error) {
    console.warn(`A/B assignment not reported: ${error instanceof Error ? error.message : "redirected"}`);
    return false;
  }
}
