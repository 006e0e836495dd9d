import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { ErrorCode } from "#contracts";
import { DELETION_RETENTION } from "#contracts/account-deletion";
import { V } from "#contracts/validation";
import { getAccountDeletion, requestAccountDeletion, undoAccountDeletion } from "~/api/account.server";
import { ApiError } from "~/api/client.server";
import { requireUser } from "~/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { formRules, parseWithZod } from "~/utils/form-rules.server";
import { DeletionForm, INTENTS } from "./schema.server";

const HERE = "/ds/profile/delete";

export async function deletionLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const { deletion } = await getAccountDeletion({ request, context });
  return {
    deletion,
    retention: DELETION_RETENTION,
    intents: INTENTS,
    rules: { DeletionForm: formRules(DeletionForm) },
  };
}

/**
 * "delete" asks the API to delete the account (after the grace period) once the box is ticked; "undo" takes
 * the request back. Both lead back here (post/redirect/get), where the page shows what holds now.
 */
export async function deletionAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const submission = parseWithZod(await readFormData(request), { schema: DeletionForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const args = { request, context };
  const undo = submission.value.intent === INTENTS.undo;
  try {
    if (undo) await undoAccountDeletion(args);
    else await requestAccountDeletion(args);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // already deleted or undone in another tab: the page shows what holds
    if (error.code === ErrorCode.conflict) {
      throw await redirectWithFlash(request, context, HERE, { kind: "info", key: "profile:deletion.conflict" });
    }
    return data(submission.reply({ formErrors: [V.dataNotTransferred] }), { status: 400 });
  }
  throw await redirectWithFlash(request, context, HERE, {
    kind: "success",
    key: undo ? "profile:deletion.undoneFlash" : "profile:deletion.requestedFlash",
  });
}
