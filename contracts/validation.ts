/**
 * Validation messages are i18n keys of the `validation` namespace (locales/{lng}/validation.json),
 * carried through zod and Conform as strings "key" or "key|{json params}". One catalogue serves
 * every form, on the server and in the browser; `{{field}}` is filled with the field's label.
 */
export const V = {
  // Generic rule messages (spec §5 table)
  required: "validation.required",
  requiredIf: "validation.requiredIf",
  email: "validation.email",
  minLength: "validation.minLength",
  maxLength: "validation.maxLength",
  minValue: "validation.minValue",
  maxValue: "validation.maxValue",
  between: "validation.between",
  numeric: "validation.numeric",
  sameAs: "validation.sameAs",
  // Translated form messages (spec §5)
  fileRequired: "validation.fileRequired",
  valueRequired: "validation.valueRequired",
  valueRequiredPlain: "validation.valueRequiredPlain",
  fieldNumeric: "validation.fieldNumeric",
  exactLength10: "validation.exactLength10",
  mustBeSelected: "validation.mustBeSelected",
  mustBeConfirmed: "validation.mustBeConfirmed",
  inputEmail: "validation.inputEmail",
  inputRequired: "validation.inputRequired",
  languageLevelRequired: "validation.languageLevelRequired",
  gradeBetween: "validation.gradeBetween",
  motivationMax: "validation.motivationMax",
  infoSessionConfirm: "validation.infoSessionConfirm",
  infoSessionNotConfirmed: "validation.infoSessionNotConfirmed",
  partnerMustBeFound: "validation.partnerMustBeFound",
  partnerContactRequired: "validation.partnerContactRequired",
  formInvalid: "validation.formInvalid",
  dataNotTransferred: "validation.dataNotTransferred",
  // Upload (spec §8)
  uploadNetwork: "validation.uploadNetwork",
  uploadTooLarge: "validation.uploadTooLarge",
  uploadProcessing: "validation.uploadProcessing",
  uploadType: "validation.uploadType",
  uploadPhotoType: "validation.uploadPhotoType",
  uploadEmpty: "validation.uploadEmpty",
  // Rules of this product
  dateInvalid: "validation.dateInvalid",
  abroadBlocked: "validation.abroadBlocked",
  dachCountry: "validation.dachCountry",
  url: "validation.url",
  dateInFuture: "validation.dateInFuture",
  dateDuplicate: "validation.dateDuplicate",
} as const;

/** A message with parameters: `msg(V.maxLength, { max: 80 })`. */
export const msg = (key: string, params?: Record<string, string | number>) =>
  params ? `${key}|${JSON.stringify(params)}` : key;

/** Splits a message back into key and parameters. */
export function parseMessage(message: string): { key: string; params: Record<string, string | number> } {
  const bar = message.indexOf("|");
  if (bar === -1) return { key: message, params: {} };
  try {
    return { key: message.slice(0, bar), params: JSON.parse(message.slice(bar + 1)) };
  } catch {
    return { key: message.slice(0, bar), params: {} };
  }
}
