/** Metadata flag of spec §3: once set (submitted or closed), the prompt never shows again. */
export const FEEDBACK_GIVEN_KEY = "FEEDBACK_GIVEN";
