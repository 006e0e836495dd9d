import type { LoaderFunctionArgs } from "@remix-run/node";
import { documentPreview } from "~/api/documents.server";
import { requireUser } from "~/session/auth.server";

/** Resource route: the applicant's own document, with the API's safe headers (applicant login required). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return documentPreview({ request, context }, params.uuid ?? "");
}
