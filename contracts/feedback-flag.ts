/** Metadata flag of docs/product.md#entities: once set (submitted or closed), the prompt never shows again. */
export const FEEDBACK_GIVEN_KEY = "FEEDBACK_GIVEN";
