import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { uploadDocument } from "~/api/documents.server";
import { failureKey, PORTFOLIO_PATH } from "~/features/documents/documents.server";
import { requireUser } from "~/session/auth.server";
import { safeReturnPath } from "~/session/session.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { backToUploadForm, chosenFile, readUploadForm, uploadRefusalOfApiError } from "~/utils/upload-form.server";

/** Nothing to show here: a GET goes to the portfolio. */
export async function loader(_args: LoaderFunctionArgs) {
  throw redirect(PORTFOLIO_PATH);
}

/**
 * The target of every DocumentUploadForm: reads the browser's multipart body with the 14 MB bound
 * (one byte more → "File too large", nothing forwarded), streams the file on to the API, and
 * returns to `returnTo`: with a message telling the success, or with the refusal at the form's file field.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  // returnTo travels in the address too: it is known even when the body is refused half-way.
  const queryReturn = new URL(request.url).searchParams.get("returnTo");
  const read = await readUploadForm(request);
  if ("refused" in read) return backToUploadForm(request, safeReturnPath(queryReturn, PORTFOLIO_PATH), read.refused);
  const { form } = read;
  const back = safeReturnPath(queryReturn ?? form.get("returnTo"), PORTFOLIO_PATH);
  const file = chosenFile(form);
  if (!file) return backToUploadForm(request, back, "missing", form);
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
    (error) => {
      const refused = uploadRefusalOfApiError(error);
      if (refused) return backToUploadForm(request, back, refused, form);
      return redirectWithFlash(request, context, back, { kind: "error", key: failureKey(error, "file") });
    },
  );
}
