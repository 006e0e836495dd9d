import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDataExportState, prepareDataExport } from "~/api/account.server";
import { requireUser } from "~/session/auth.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { parseWithZod } from "~/utils/form-rules.server";

/** The one form of the page that posts here: a large account asks for its ZIP to be prepared. */
export const PrepareForm = z.object({ intent: z.literal("prepare") });

export async function myDataLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return getDataExportState({ request, context });
}

export async function myDataAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const submission = parseWithZod(await readFormData(request), { schema: PrepareForm });
  if (submission.status !== "success") throw data(null, { status: 400 });
  await whenRefused(prepareDataExport({ request, context }), async () => {
    // the form has no field to show an error at: the page says it with a flash message
    throw await redirectWithFlash(request, context, "/ds/profile/data", {
      kind: "error",
      key: "validation:validation.dataNotTransferred",
    });
  });
  throw await redirectWithFlash(request, context, "/ds/profile/data", {
    kind: "success",
    key: "profile:myData.preparedFlash",
  });
}
