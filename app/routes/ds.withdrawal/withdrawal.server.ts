import { type ActionFunctionArgs, data } from "@remix-run/node";
import { AccountLost, ErrorCode } from "#contracts";
import { withdraw } from "~/api/account.server";
import { requireUser } from "~/session/auth.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";

const HERE = "/ds/withdrawal";

export interface WithdrawalValues {
  reason: string;
  text: string;
}
export type WithdrawalActionData =
  | { step: "form"; values: WithdrawalValues; errors: { reason?: string[]; text?: string[] } }
  | { step: "confirm"; values: WithdrawalValues };

/**
 * Two posts, both plain forms: "review" checks the choice and shows the confirmation question with the
 * values in hidden fields; "confirm" withdraws (PATCH /v1/account/lost) and leads to the done page.
 */
export async function withdrawalAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const formData = await readFormData(request);
  const values: WithdrawalValues = {
    reason: String(formData.get("reason") ?? ""),
    text: String(formData.get("text") ?? ""),
  };
  const parsed = AccountLost.safeParse({ reason: values.reason, text: values.text });
  if (!parsed.success) {
    const errors: { reason?: string[]; text?: string[] } = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "text" ? "text" : "reason";
      errors[field] ??= [issue.message];
    }
    return data<WithdrawalActionData>({ step: "form", values, errors }, { status: 400 });
  }
  if (formData.get("intent") !== "confirm") return data<WithdrawalActionData>({ step: "confirm", values });
  await whenRefused(withdraw({ request, context }, parsed.data), async (error) => {
    // already withdrawn (another tab): the done page tells what holds
    if (error.code !== ErrorCode.conflict) throw error;
    throw await redirectWithFlash(request, context, HERE, { kind: "info", key: "profile:withdrawal.conflict" });
  });
  throw await redirectWithFlash(request, context, HERE, { kind: "success", key: "profile:withdrawal.flash" });
}
