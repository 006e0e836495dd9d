/** DACH shipping countries (docs/product.md#validation). */
export const DACH_COUNTRIES = ["DE", "AT", "CH", "LI"] as const;
