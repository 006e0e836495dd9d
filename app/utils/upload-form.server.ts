/**
 * The portal's upload actions (documents, pictures): the browser's multipart body read within the 14 MB
 * bound, and every refusal that is about the file sent back to the form's page, where the form shows it at
 * its file field and in its error summary (contracts/upload-refusal.ts; docs/security.md, uploads).
 */
import { MaxFileSizeExceededError, MaxTotalSizeExceededError, parseFormData } from "@remix-run/form-data-parser";
import { redirect } from "@remix-run/node";
import {
  REFUSED_UPLOAD_FORM,
  refusedUploadAddress,
  type UploadRefusal,
  uploadRefusalOf,
} from "#contracts/upload-refusal";
import { MAX_UPLOAD_BYTES } from "#contracts/upload-rules";
import type { ApiError } from "~/api/client.server";
import { cleanFormData } from "~/utils/form-data.server";

/** Room for the multipart envelope and the form's other fields around the file. */
const ENVELOPE = 64 * 1024;

/** The form, or why it could not be read: a file over the bound, or a body that is no readable multipart form. */
export async function readUploadForm(request: Request): Promise<{ form: FormData } | { refused: UploadRefusal }> {
  try {
    const form = await parseFormData(request, {
      maxFiles: 1,
      maxFileSize: MAX_UPLOAD_BYTES,
      maxTotalSize: MAX_UPLOAD_BYTES + ENVELOPE,
    });
    return { form: cleanFormData(form) };
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      return { refused: "too-large" };
    }
    // any other failure of the parser is a body it cannot read (a broken boundary, no multipart at all)
    return { refused: "unreadable" };
  }
}

/** The form's file, if one was chosen (a form sent without a choice carries an empty part without a name). */
export function chosenFile(form: FormData): File | null {
  const file = form.get("file");
  return file instanceof File && (file.size > 0 || file.name) ? file : null;
}

/**
 * Why the API refused an upload, when it is about the file: too large, the type, empty, unreadable, … (a
 * refusal of the caller's rights or of the record, 403/404/409, is not: undefined).
 */
export function uploadRefusalOfApiError(error: ApiError): UploadRefusal | undefined {
  if ([403, 404, 409].includes(error.status)) return undefined;
  if (error.status === 413) return "too-large";
  if (error.code === 0) return "network";
  const fileError = error.fieldErrors.file?.[0];
  const named = fileError ? uploadRefusalOf(fileError) : undefined;
  if (named) return named;
  return error.status === 422 ? "processing" : "unreadable";
}

/** Back to the form's page (a same-origin path) with the refusal and the form's other values that arrived. */
export function backToUploadForm(request: Request, page: string, reason: UploadRefusal, form?: FormData) {
  const values = form ? Object.fromEntries([...form].filter(([, value]) => typeof value === "string")) : {};
  const sentFrom = new URL(request.url).searchParams.get(REFUSED_UPLOAD_FORM);
  return redirect(refusedUploadAddress(page, { form: sentFrom, reason, values }), 303);
}
