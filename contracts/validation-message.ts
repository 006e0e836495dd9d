/**
 * The format of a validation message (contracts/validation.ts): an i18n key, or "key|{json params}".
 */
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

// Two keys the browser shows on its own, kept here (the catalogue, contracts/validation.ts, refers to
// them): a page's script carries this small module with its fields, not the whole catalogue.
/** The form's generic message (docs/product.md#validation). */
export const FORM_INVALID = "validation.formInvalid";
/** A file larger than the upload limit, refused before it is sent. */
export const UPLOAD_TOO_LARGE = "validation.uploadTooLarge";
