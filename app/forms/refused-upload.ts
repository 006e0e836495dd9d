import { useLocation, useSearchParams } from "@remix-run/react";
import { useCallback, useState } from "react";
import {
  isUploadRefusal,
  KEPT_UPLOAD_FIELDS,
  REFUSED_UPLOAD_FORM,
  REFUSED_UPLOAD_REASON,
  UPLOAD_REFUSALS,
} from "#contracts/upload-refusal";
import { MAX_UPLOAD_BYTES } from "#contracts/upload-rules";
import { V } from "#contracts/validation";

export interface RefusedUpload {
  /** The message for the file field and the error summary (a key of the validation catalogue). */
  message: string;
  /** The form's other values as they were sent. */
  values: Partial<Record<(typeof KEPT_UPLOAD_FIELDS)[number], string>>;
}

/**
 * The refusal of the upload form `form` that the page's address carries, when the server sent the upload
 * back (contracts/upload-refusal.ts); null otherwise. Company pages get the formal wording.
 */
export function useRefusedUpload(form: string): RefusedUpload | null {
  const [params] = useSearchParams();
  const formal = useLocation().pathname.startsWith("/b2b");
  const reason = params.get(REFUSED_UPLOAD_REASON);
  if (params.get(REFUSED_UPLOAD_FORM) !== form || !isUploadRefusal(reason)) return null;
  const message = UPLOAD_REFUSALS[reason];
  const values: RefusedUpload["values"] = {};
  for (const name of KEPT_UPLOAD_FIELDS) {
    const value = params.get(name);
    if (value) values[name] = value;
  }
  return { message: formal && message === V.dataNotTransferred ? V.dataNotTransferredFormal : message, values };
}

/**
 * The file field's errors of the upload form `form`: a file the browser found too large (it is not sent:
 * the server would refuse it unread), else the refusal the server sent the form back with. `tooLarge` is
 * useProgressUpload's check before sending; `clear` forgets the browser's finding when another file is chosen.
 */
export function useUploadErrors(form: string) {
  const refused = useRefusedUpload(form);
  const [overLimit, setOverLimit] = useState(false);
  const tooLarge = useCallback((file: File) => {
    const over = file.size > MAX_UPLOAD_BYTES;
    setOverLimit(over);
    return over;
  }, []);
  const clear = useCallback(() => setOverLimit(false), []);
  const errors = overLimit ? [V.uploadTooLarge] : refused ? [refused.message] : undefined;
  return { errors, values: refused?.values ?? {}, tooLarge, clear };
}
