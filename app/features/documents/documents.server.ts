import type { AppLoadContext } from "@remix-run/node";
import { V } from "#contracts";
import { ApiError } from "~/api/client.server";
import { listDocuments } from "~/api/documents.server";
import { PORTFOLIO_PATH } from "~/features/documents/accept";
import type { ShownDocument } from "~/features/documents/DocumentList";
import { shownDocuments } from "~/features/documents/shown.server";
import { safeReturnPath } from "~/session/session.server";

export { PORTFOLIO_PATH };

/** The page a document action returns to: `?returnTo=` when it is a same-origin path, else the portfolio. */
export const returnPathOf = (request: Request) =>
  safeReturnPath(new URL(request.url).searchParams.get("returnTo"), PORTFOLIO_PATH);

/** Flash keys are looked up in the common namespace: other namespaces are named with "ns:". */
export const validationKey = (key: string) => `validation:${key}`;

/**
 * The message an upload or change failure shows (docs/product.md#error-catalogue Upload): 413 too large, 422 the API's
 * field message (type, photo type, empty, processing), a network error, else "could not be transferred".
 */
export function failureKey(error: ApiError, field: string): string {
  if (error.status === 413) return validationKey(V.uploadTooLarge);
  if (error.code === 0) return validationKey(V.uploadNetwork);
  const fieldKey = error.fieldErrors[field]?.[0];
  if (fieldKey === V.fileRequired) return "documents:flash.fileMissing";
  if (fieldKey?.startsWith("validation.")) return validationKey(fieldKey);
  if (error.status === 422) return validationKey(V.uploadProcessing);
  if (error.status === 404) return "documents:flash.notFound";
  if (error.status === 409) return "documents:flash.tooEarly";
  return validationKey(V.dataNotTransferred);
}

export async function loadDocuments(request: Request, context: AppLoadContext): Promise<ShownDocument[]> {
  const { documents } = await listDocuments({ request, context });
  return shownDocuments(request, documents);
}

export { ApiError };
