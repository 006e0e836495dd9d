/** The reasons an applicant picks when withdrawing (zod-free: pages that show them load no schema library). */
export const WITHDRAWAL_REASONS = [
  "other_study_place",
  "apprenticeship_or_job",
  "dual_study_not_for_me",
  "no_practice_partner",
  "personal_reasons",
  "other",
] as const;
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];

/** The optional text: the text-area default limit of docs/product.md#validation. */
export const WITHDRAWAL_TEXT_MAX = 1600;
