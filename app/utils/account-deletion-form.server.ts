/**
 * The "delete my account" page of both units (/ds/profile/delete, /b2b/profile/delete): its form, its
 * loader and its action. The API calls differ per unit; the flow is the same: confirm with a ticked box,
 * then, while the deletion is pending, the date and the undo.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ErrorCode } from "#contracts";
import type { AccountDeletionState } from "#contracts/account-deletion";
import { V } from "#contracts/validation";
import type { ApiCallArgs } from "~/api/client.server";
import { requireUser } from "~/session/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { formRules, parseWithZod } from "~/utils/form-rules.server";
import { replyWithApiError, whenRefused } from "./api-refusal.server";

/** The `intent` values of the page's two forms. */
export const DELETION_INTENTS = { delete: "delete", undo: "undo" } as const;

/** Deleting needs the ticked confirmation; undoing needs nothing but the intent. */
export const DeletionForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(DELETION_INTENTS.delete), confirm: z.literal("on", { error: V.mustBeConfirmed }) }),
  z.object({ intent: z.literal(DELETION_INTENTS.undo) }),
]);

export interface DeletionUnit {
  issuer: "applicant" | "company";
  /** the page itself, where every post leads back to */
  here: string;
  /** the namespace of the flash texts (`<ns>:deletion.…`) */
  ns: string;
  get: (args: ApiCallArgs) => Promise<AccountDeletionState>;
  request: (args: ApiCallArgs) => Promise<AccountDeletionState>;
  undo: (args: ApiCallArgs) => Promise<AccountDeletionState>;
}

export async function deletionLoader(unit: DeletionUnit, { request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, unit.issuer);
  const state = await unit.get({ request, context });
  return {
    deletion: state.deletion,
    blocked: state.blocked ?? null,
    intents: DELETION_INTENTS,
    rules: { DeletionForm: formRules(DeletionForm) },
  };
}

/**
 * "delete" asks the API to delete the account (after the grace period) once the box is ticked; "undo" takes
 * the request back. Both lead back to the page (post/redirect/get), which shows what holds now.
 */
export async function deletionAction(unit: DeletionUnit, { request, context }: ActionFunctionArgs) {
  await requireUser(request, context, unit.issuer);
  const submission = parseWithZod(await readFormData(request), { schema: DeletionForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const args = { request, context };
  const undo = submission.value.intent === DELETION_INTENTS.undo;
  const refused = await whenRefused(
    (undo ? unit.undo(args) : unit.request(args)).then(() => null),
    async (error) => {
      // already deleted or undone in another tab (or the company's only owner): the page shows what holds
      if (error.code === ErrorCode.conflict) {
        throw await redirectWithFlash(request, context, unit.here, {
          kind: "info",
          key: `${unit.ns}:deletion.conflict`,
        });
      }
      return replyWithApiError(submission, error, { message: () => V.dataNotTransferred });
    },
  );
  if (refused) return data(refused, { status: 400 });
  throw await redirectWithFlash(request, context, unit.here, {
    kind: "success",
    key: `${unit.ns}:deletion.${undo ? "undoneFlash" : "requestedFlash"}`,
  });
}
