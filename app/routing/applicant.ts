import type { Account, Advisor, Unit } from "#contracts";
import { type RouteHandles, routeFlag } from "./route-meta";

export const ONBOARDING_PATH = "/ds/onboarding";
export const WAITING_PATH = "/ds/waiting";

/** Spec §4.3: onboarding counts as done when the metadata flag is set or the unit has an advisor-interview date. */
export function onboardingDone(
  account: Pick<Account, "metadata">,
  unit: Pick<Unit, "participateAdvisorInterviewOn"> | null,
) {
  return account.metadata.ONBOARDING_DONE === true || Boolean(unit?.participateAdvisorInterviewOn);
}

/**
 * Where the /ds layout sends an applicant instead of the page asked for, or null to serve it (docs/product.md#other-flows).
 * Pages under docs/product.md#route-meta `onboarding` (the /ds layout sets it for the whole unit) wait for onboarding, then for
 * a unit (the waiting page); a page that sets `onboarding: false` (the onboarding page itself, a mail link
 * such as the e-mail confirmation) is served before both.
 */
export function applicantDetour(
  handles: RouteHandles,
  pathname: string,
  state: { onboardingDone: boolean; hasUnit: boolean },
): typeof ONBOARDING_PATH | typeof WAITING_PATH | null {
  if (!routeFlag(handles, "onboarding")) return null;
  if (!state.onboardingDone) return ONBOARDING_PATH;
  if (!state.hasUnit && pathname !== WAITING_PATH) return WAITING_PATH;
  return null;
}

/** Spec §9: the WhatsApp link is built from the advisor's mobile number without "+", only when available. */
export function whatsappLink(advisor: Pick<Advisor, "whatsappAvailable" | "mobilePhone"> | null): string | null {
  if (!advisor?.whatsappAvailable || !advisor.mobilePhone) return null;
  const digits = advisor.mobilePhone.replace(/\D/g, "");
  return digits ? `https://wa.me/${digits}` : null;
}

/**
 * The contact used when no advisor is assigned (docs/product.md#constants-and-limits: toll-free support phone, support e-mail,
 * WhatsApp number). The specification does not reproduce the real values; these are the portal's.
 */
export const FALLBACK_CONTACT = {
  phone: "0800 1234567",
  whatsappNumber: "+49 30 1234567",
} as const;
