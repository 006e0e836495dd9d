/**
 * A refused upload comes back to the page of its form (docs/security.md, uploads): the page's own address
 * with which of its upload forms was sent (`upload`), why it was refused (`uploadError`) and the form's
 * other values that arrived, so that the page shows the error at the file field and in the error summary,
 * with and without JavaScript. The server's body limit (server/limits.ts) and the upload actions of the
 * portal write such an address; the upload forms read it. No zod here: the forms' modules import it.
 */
import { V } from "./validation";

export const REFUSED_UPLOAD_FORM = "upload";
export const REFUSED_UPLOAD_REASON = "uploadError";

/** Why an upload was refused, and the message shown at the file field. */
export const UPLOAD_REFUSALS = {
  "too-large": V.uploadTooLarge,
  unreadable: V.dataNotTransferred,
  missing: V.fileRequired,
  type: V.uploadType,
  "photo-type": V.uploadPhotoType,
  empty: V.uploadEmpty,
  processing: V.uploadProcessing,
  network: V.uploadNetwork,
} as const;
export type UploadRefusal = keyof typeof UPLOAD_REFUSALS;

/** The refusal of a message of the catalogue, if it is one of an upload. */
export const uploadRefusalOf = (message: string): UploadRefusal | undefined =>
  (Object.keys(UPLOAD_REFUSALS) as UploadRefusal[]).find((reason) => UPLOAD_REFUSALS[reason] === message);

export const isUploadRefusal = (value: unknown): value is UploadRefusal =>
  typeof value === "string" && Object.hasOwn(UPLOAD_REFUSALS, value);

/** The fields of an upload form that come back with a refusal (they precede the file in the body). */
export const KEPT_UPLOAD_FIELDS = ["category"] as const;
/** The longest value of a kept field that comes back (a category's name is far shorter). */
const KEPT_VALUE_MAX = 100;

/** What the upload form's own action address carries besides `returnTo`: which form of its page it is. */
export const uploadFormParam = (form: string) => `${REFUSED_UPLOAD_FORM}=${encodeURIComponent(form)}`;

/**
 * The form's page (a same-origin path, already checked by the return-path rule) with the refusal; other
 * parameters of the page are kept, an earlier refusal's are replaced.
 */
export function refusedUploadAddress(
  page: string,
  refusal: { form: string | null; reason: UploadRefusal; values?: Record<string, unknown> },
): string {
  const url = new URL(page, "http://portal.invalid");
  for (const name of [REFUSED_UPLOAD_FORM, REFUSED_UPLOAD_REASON, ...KEPT_UPLOAD_FIELDS]) {
    url.searchParams.delete(name);
  }
  if (refusal.form) url.searchParams.set(REFUSED_UPLOAD_FORM, refusal.form);
  url.searchParams.set(REFUSED_UPLOAD_REASON, refusal.reason);
  for (const name of KEPT_UPLOAD_FIELDS) {
    const value = refusal.values?.[name];
    if (typeof value === "string" && value && value.length <= KEPT_VALUE_MAX) url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}`;
}
