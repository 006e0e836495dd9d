/**
 * Validation messages are i18n keys of the `validation` namespace (locales/{lng}/validation.json),
 * carried through zod and Conform as strings "key" or "key|{json params}". One catalogue serves
 * every form, on the server and in the browser; `{{field}}` is filled with the field's label.
 */
import { FORM_INVALID, UPLOAD_TOO_LARGE } from "./validation-message";

export const V = {
  // Generic rule messages (docs/product.md#validation table)
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
  // Translated form messages (docs/product.md#validation)
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
  formInvalid: FORM_INVALID,
  dataNotTransferred: "validation.dataNotTransferred",
  /** the same for the company unit, which is addressed formally */
  dataNotTransferredFormal: "validation.dataNotTransferredFormal",
  // Upload (docs/product.md#error-catalogue)
  uploadNetwork: "validation.uploadNetwork",
  uploadTooLarge: UPLOAD_TOO_LARGE,
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
  interviewDateNotAgreed: "validation.interviewDateNotAgreed",
  infoSessionNotStarted: "validation.infoSessionNotStarted",
  birthDateInvalid: "validation.birthDateInvalid",
  dateDuplicate: "validation.dateDuplicate",
} as const;

// The message format lives in a module of its own: a page that only shows messages takes it without the
// catalogue above (browser chunks are split by module, not by export).
export { msg, parseMessage } from "./validation-message";
