/**
 * A form names its submission with a random key in this hidden field, first in the form so that it is at
 * the start of the body. The portal's server reads it before the page's action runs
 * (server/submission-key.ts) and names the action's writes to the API with it (the `Idempotency-Key`
 * header): a form a proxy sends twice is applied once (docs/decisions/031-idempotent-forms.md).
 */
export const SUBMISSION_KEY_FIELD = "_submission";

/** What such a key looks like: 16 to 64 letters, digits, `_` or `-`. */
export const SUBMISSION_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A new key: 32 hexadecimal digits, random; in the browser outside secure contexts too (unlike randomUUID). */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
