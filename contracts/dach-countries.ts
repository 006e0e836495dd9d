/** DACH shipping countries (spec §5). */
export const DACH_COUNTRIES = ["DE", "AT", "CH", "LI"] as const;
