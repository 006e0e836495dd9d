// The text limits in a module of their own: the browser's text area needs them without contracts/application.ts.
/** Text limits of docs/product.md#validation/docs/product.md#constants-and-limits. */
export const TEXT_LIMITS = {
  textAreaDefault: 1600,
  motivation: 1600,
  feedback: 2000,
  short: 80,
  medium: 250,
  long: 3000,
  code: 4,
  minLength: 5,
  minLengthLong: 15,
  gradeMin: 1,
  gradeMax: 6,
} as const;
