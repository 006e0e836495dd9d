import { MaxFileSizeExceededError, MaxTotalSizeExceededError, parseFormData } from "@remix-run/form-data-parser";
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { MAX_UPLOAD_BYTES } from "#contracts/upload-rules";
import { V } from "#contracts/validation";
import { uploadDocument } from "~/api/documents.server";
import { failureKey, PORTFOLIO_PATH, validationKey } from "~/features/documents/documents.server";
import { requireUser } from "~/session/auth.server";
import { safeReturnPath } from "~/session/session.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { cleanFormData } from "~/utils/form-data.server";

/** Nothing to show here: a GET goes to the portfolio. */
export async function loader(_args: LoaderFunctionArgs) {
  throw redirect(PORTFOLIO_PATH);
}

/**
 * The target of every DocumentUploadForm: reads the browser's multipart body with the 14 MB bound
 * (one byte more → "File too large", nothing forwarded), streams the file on to the API, and
 * returns to `returnTo` with a message telling the result.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  // returnTo travels in the address too: it is known even when the body is refused half-way.
  const queryReturn = new URL(request.url).searchParams.get("returnTo");
  let form: FormData;
  try {
    form = await parseFormData(request, {
      maxFiles: 1,
      maxFileSize: MAX_UPLOAD_BYTES,
      maxTotalSize: MAX_UPLOAD_BYTES + 64 * 1024,
    });
  } catch (error) {
    const back = safeReturnPath(queryReturn, PORTFOLIO_PATH);
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      return redirectWithFlash(request, context, back, { kind: "error", key: validationKey(V.uploadTooLarge) });
    }
    // Any other failure of the parser is a body it cannot read (a broken boundary, no multipart at all).
    return redirectWithFlash(request, context, back, { kind: "error", key: validationKey(V.dataNotTransferred) });
  }
  form = cleanFormData(form);
  const back = safeReturnPath(queryReturn ?? form.get("returnTo"), PORTFOLIO_PATH);
  const file = form.get("file");
  if (!(file instanceof File) || (file.size === 0 && !file.name)) {
    return redirectWithFlash(request, context, back, { kind: "error", key: "documents:flash.fileMissing" });
  }
  const upload = new FormData();
  upload.set("category", String(form.get("category") ?? ""));
  const type = form.get("type");
  if (typeof type === "string" && type) upload.set("type", type);
  upload.set("file", file, file.name);
  return whenRefused(
    async () => {
      await uploadDocument({ request, context }, upload);
      return redirectWithFlash(request, context, back, { kind: "success", key: "documents:flash.uploaded" });
    },
    (error) => redirectWithFlash(request, context, back, { kind: "error", key: failureKey(error, "file") }),
  );
}
