/**
 * The one reading of an upload's multipart body in the API: one file of at most MAX_UPLOAD_BYTES, and
 * every way the parser can refuse a body answered as the client's mistake, never as a 500. A body too
 * large answers 413; one the parser cannot or will not read (malformed, too many parts, a part header
 * over its limit, e.g. a file name of 10,000 characters) answers 400 with the product's error shape.
 */
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { ErrorCode, MAX_UPLOAD_BYTES } from "#contracts";
import { ApiError } from "../errors";
import { tooLarge } from "./documents";

/** Room for the multipart framing and the small fields beside the file. */
export const MULTIPART_OVERHEAD = 64 * 1024;

export async function readUploadForm(request: Request): Promise<FormData> {
  // a body that says it is too large is refused before any of it is read
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
  try {
    return await parseFormData(request, {
      maxFiles: 1,
      maxFileSize: MAX_UPLOAD_BYTES,
      maxTotalSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
    });
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) throw tooLarge();
    // MaxPartsExceededError and MaxHeaderSizeExceededError are MultipartParseErrors; MaxFilesExceededError
    // is a FormDataParseError
    if (error instanceof MultipartParseError || error instanceof FormDataParseError) {
      throw new ApiError(400, ErrorCode.validationFailed, "The request body is not valid multipart form data");
    }
    throw error;
  }
}

/** The form's `file`, or null when none was chosen (an empty file input is sent as a nameless, empty part). */
export function uploadedFile(form: FormData): File | null {
  const file = form.get("file");
  return file instanceof File && (file.size > 0 || file.name) ? file : null;
}
