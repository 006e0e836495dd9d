import type { LoaderFunctionArgs } from "@remix-run/node";
import { ApiError } from "~/api/client.server";
import { requireUser } from "~/auth.server";
import { fetchPreview } from "./preview.server";

/** Resource route: the applicant's own document, with the API's safe headers (applicant login required). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  try {
    return await fetchPreview(request, context, params.uuid ?? "");
  } catch (error) {
    if (error instanceof ApiError) throw new Response(null, { status: error.status === 404 ? 404 : 502 });
    throw error;
  }
}
