/** Server helpers of the company's job-opening pages: the opening of the current company, titles, errors. */
import type { AppLoadContext } from "@remix-run/node";
import { type CompanyJobOpening, ErrorCode } from "#contracts";
import type { ApiCallArgs } from "~/api/client.server";
import { getJobOpening } from "~/api/job-openings.server";
import { orNotFound, type Refusal } from "~/utils/api-refusal.server";
import { isEditConflict } from "~/utils/edit-conflict.server";
import { redirectWithFlash } from "~/utils/flash.server";

/** The opening of the current company, or the 404 page (another company's opening does not exist here). */
export async function loadOpening(args: ApiCallArgs, companyId: string, id: string): Promise<CompanyJobOpening> {
  return (await loadOpeningWithETag(args, companyId, id)).opening;
}

/** The opening with its ETag (the version a form sends back as If-Match). */
export async function loadOpeningWithETag(args: ApiCallArgs, companyId: string, id: string) {
  const { data, etag } = await orNotFound(getJobOpening(args, companyId, id));
  return { opening: data, etag };
}

/**
 * A refused command: 403 → "no permission", 409 → the conflict message (the page then shows the latest
 * state), as for a delete of a version that is no longer the current one (412, 428); 404 → the not-found
 * page; field errors are the caller's to show.
 */
export async function refusal(request: Request, context: AppLoadContext, error: Refusal, back: string) {
  if (error.status === 404) throw new Response("Not found", { status: 404 });
  if (error.status === 403 || error.code === ErrorCode.forbidden)
    return redirectWithFlash(request, context, back, { kind: "error", key: "matching:noPermission" });
  if (error.status === 409 || isEditConflict(error))
    return redirectWithFlash(request, context, back, { kind: "error", key: "matching:conflict" });
  throw error;
}
