import { useActionData } from "@remix-run/react";
import type { ApplicantActionData } from "./actions.server";

/**
 * The reply of the last failed form, for the form it belongs to only: its command and target. Without a
 * target, the command's one form on the page (whose target is what was chosen in it).
 */
export function useReply(intent: string, targetId?: string) {
  const actionData = useActionData<ApplicantActionData>();
  const mine = actionData?.intent === intent && (targetId === undefined || actionData.targetId === targetId);
  return mine ? actionData.result : undefined;
}
