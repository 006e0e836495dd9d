/**
 * The hint flags (docs/product.md#entities) of a seeded applicant who has done the onboarding: such an applicant has been
 * using the portal and has seen the one-time hints and dialogs already. New applicants (onboarding not
 * done: Anna, Sara) and the hint journey's own accounts meet every hint.
 */
export const SEEN_HINTS: Record<string, boolean> = {
  onboardingDone: true,
  hideDmsInfoModal: true,
  hideDmsInfoModalHome: true,
  hideDmsInfoModalJobOpenings: true,
  hideCourseOfStudyInfo: true,
  hideB2cStudyMatchInterestModal: true,
  interactedWithMotivationStep: true,
  unlockedStep2already: true,
  visitedSelfMatchingView: true,
};

/** Accounts of tests/e2e/hints.spec.ts (one per browser project): onboarded, but no hint seen yet. */
export const HINT_JOURNEY_ACCOUNTS = ["applicant-hanna", "applicant-hugo"];

export const seededHints = (sub: string, onboardingDone: boolean): Record<string, boolean> =>
  !onboardingDone ? {} : HINT_JOURNEY_ACCOUNTS.includes(sub) ? { onboardingDone: true } : SEEN_HINTS;
