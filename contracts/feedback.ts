/**
 * The feedback modal's constants (docs/product.md#entities, docs/product.md#other-flows), without zod: the modal is part of every page's shell,
 * and whatever the shell imports is in every page's JavaScript.
 */
export const FEEDBACK_RATINGS = ["negative", "neutral", "positive"] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

/** Reason ids per rating (docs/product.md#entities); a neutral rating has none. */
export const FEEDBACK_REASONS = {
  negative: ["confusing", "unclear-nav", "need-more-help", "data-upload-problems", "other"],
  neutral: [],
  positive: ["clear-navigation", "clear-next-steps", "help-ok", "usage-ok", "other"],
} as const satisfies Record<FeedbackRating, readonly string[]>;

export const FEEDBACK_MAX_CHARS = 2000;
// In a module of its own: the navbar on every page reads it, the lists above load with the dialog.
export { FEEDBACK_GIVEN_KEY } from "./feedback-flag";
