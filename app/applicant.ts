import type { Account, Advisor, Unit } from "#contracts";

/** Spec §4.3: onboarding counts as done when the metadata flag is set or the unit has an advisor-interview date. */
export function onboardingDone(
  account: Pick<Account, "metadata">,
  unit: Pick<Unit, "participateAdvisorInterviewOn"> | null,
) {
  return account.metadata.ONBOARDING_DONE === true || Boolean(unit?.participateAdvisorInterviewOn);
}

/** Spec §9: the WhatsApp link is built from the advisor's mobile number without "+", only when available. */
export function whatsappLink(advisor: Pick<Advisor, "whatsappAvailable" | "mobilePhone"> | null): string | null {
  if (!advisor?.whatsappAvailable || !advisor.mobilePhone) return null;
  const digits = advisor.mobilePhone.replace(/\D/g, "");
  return digits ? `https://wa.me/${digits}` : null;
}

/**
 * The contact used when no advisor is assigned (spec §9: toll-free support phone, support e-mail,
 * WhatsApp number). The specification does not reproduce the real values; these are the portal's.
 */
export const FALLBACK_CONTACT = {
  phone: "0800 1234567",
  whatsappNumber: "+49 30 1234567",
} as const;
