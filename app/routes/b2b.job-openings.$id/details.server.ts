/** Loader and commands (close, reopen, copy, delete) of the job-opening details layout. */

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { safeReturnPath } from "#contracts/return-path";
import { deleteJobOpening, jobOpeningCommand } from "~/api/job-openings.server";
import { requireCompany } from "~/features/company/company.server";
import { loadOpeningWithETag, refusal } from "~/features/job-openings/jobOpenings.server";
import { requireUser } from "~/session/auth.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { postedVersion } from "~/utils/edit-conflict.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";

export async function detailsLoader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const { companyId } = await requireCompany(args);
  const { opening, etag } = await loadOpeningWithETag(args, companyId, params.id ?? "");
  const confirm = new URL(request.url).searchParams.get("confirm");
  // the delete names the version the user confirmed: a draft someone changed since is not deleted unseen
  return { opening, version: etag ?? "", confirm: confirm === "close" || confirm === "delete" ? confirm : null };
}

const FLASH = {
  close: "jobOpenings:details.closed",
  reopen: "jobOpenings:details.reopened",
  copy: "jobOpenings:details.copied",
  delete: "jobOpenings:details.deleted",
} as const;

export async function detailsAction({ request, context, params }: ActionFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const { companyId } = await requireCompany(args);
  const id = params.id ?? "";
  const base = `/b2b/job-openings/${id}`;
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const returnTo = safeReturnPath(form.get("returnTo"), `${base}/overview`);
  // only back to a page of this opening
  const back = returnTo.startsWith(`${base}/`) ? returnTo : `${base}/overview`;
  if (!Object.hasOwn(FLASH, intent)) throw new Response("Bad request", { status: 400 });
  const key = FLASH[intent as keyof typeof FLASH];
  return whenRefused(
    async () => {
      if (intent === "delete") {
        await deleteJobOpening(args, companyId, id, postedVersion(form));
        return redirectWithFlash(request, context, "/b2b/job-openings", { kind: "success", key });
      }
      const result = await jobOpeningCommand(args, companyId, id, intent as Exclude<keyof typeof FLASH, "delete">);
      if (intent === "copy") {
        return redirectWithFlash(request, context, `/b2b/job-openings/${result.id}/manage/study`, {
          kind: "success",
          key,
        });
      }
      return redirectWithFlash(request, context, back, { kind: "success", key });
    },
    (error) => refusal(request, context, error, back),
  );
}
