/**
 * The drafts on the company's job-openings page (docs/decisions/074-job-opening-draft-lifecycle.md): listed
 * apart from the openings, and discarded after a confirmation that works without JavaScript (the page
 * asks with `?discard=<id>`, its form posts with the version the user saw).
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import type { ApiCallArgs } from "~/api/client.server";
import { deleteJobOpening, listJobOpeningDrafts } from "~/api/job-openings.server";
import { requireCompany } from "~/features/company/company.server";
import { requireUser } from "~/session/auth.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { isEditConflict, postedVersion } from "~/utils/edit-conflict.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { loadOpeningWithETag, refusal } from "./jobOpenings.server";
import { DISCARD_INTENT, DISCARD_PARAM, discardPath, JOB_OPENINGS_PATH } from "./paths";

/** The company's drafts, and the one the user asked to discard with the version to discard (if they may). */
export async function loadDrafts(args: ApiCallArgs, companyId: string) {
  const { items: drafts } = await listJobOpeningDrafts(args, companyId);
  const asked = new URL(args.request.url).searchParams.get(DISCARD_PARAM);
  const draft = drafts.find((d) => d.id === asked && d.allowedActions.includes("delete"));
  if (!draft) return { drafts, discard: null };
  const { etag } = await loadOpeningWithETag(args, companyId, draft.id);
  return { drafts, discard: { id: draft.id, version: etag } };
}

/** The confirmed discard: gone → back to the list; changed since → the confirmation again, with the new version. */
export async function discardDraft({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const { companyId } = await requireCompany(args);
  const form = await readFormData(request);
  const id = form.get("id");
  if (form.get("intent") !== DISCARD_INTENT || typeof id !== "string") {
    throw new Response("Bad request", { status: 400 });
  }
  return whenRefused(
    async () => {
      await deleteJobOpening(args, companyId, id, postedVersion(form));
      return redirectWithFlash(request, context, JOB_OPENINGS_PATH, {
        kind: "success",
        key: "jobOpenings:drafts.discarded",
      });
    },
    (error) => {
      if (isEditConflict(error)) {
        return redirectWithFlash(request, context, discardPath(id), {
          kind: "error",
          key: "jobOpenings:drafts.changedMeanwhile",
        });
      }
      // discarded already (the form sent twice, a colleague was quicker)
      if (error.status === 404) {
        return redirectWithFlash(request, context, JOB_OPENINGS_PATH, { kind: "info", key: "jobOpenings:drafts.gone" });
      }
      return refusal(request, context, error, JOB_OPENINGS_PATH);
    },
  );
}
