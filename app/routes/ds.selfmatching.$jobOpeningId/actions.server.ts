/**
 * The applicant's commands on the details page (one form per action, `intent` names it). Success →
 * post/redirect/get with a message; 409 (the match moved meanwhile) → the conflict message and the fresh
 * state; 404 → back to the overview; a missing interview date → the field error next to the radio list.
 */

import { type ActionFunctionArgs, data } from "@remix-run/node";
import { ErrorCode, V } from "#contracts";
import { selfmatchingCommands as commands } from "~/api/selfmatching.server";
import { requireUser } from "~/session/auth.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";

export const INTENTS = [
  "expressInterest",
  "expressDisinterest",
  "favourite",
  "acceptOffer",
  "giveCommitment",
  "rejectOffer",
  "chooseInterviewDate",
] as const;
export type Intent = (typeof INTENTS)[number];

export type DetailsActionData = { intent: Intent; fieldErrors: Record<string, string[]> };

const isIntent = (v: unknown): v is Intent => INTENTS.includes(v as Intent);

export async function detailsAction({ request, context, params }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const id = params.jobOpeningId ?? "";
  const here = `/ds/selfmatching/${encodeURIComponent(id)}`;
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (!isIntent(intent)) throw data(null, { status: 400 });

  const args = { request, context };
  let send = () => commands[intent as Exclude<Intent, "favourite" | "chooseInterviewDate">](args, id);
  let flash: string = intent;
  if (intent === "favourite") {
    const favorite = form.get("favorite") === "true";
    send = () => commands.favourite(args, id, { favorite });
    flash = favorite ? "favouriteAdded" : "favouriteRemoved";
  }
  if (intent === "chooseInterviewDate") {
    const date = String(form.get("date") ?? "");
    if (!date) return data<DetailsActionData>({ intent, fieldErrors: { date: [V.mustBeSelected] } }, { status: 400 });
    send = () => commands.chooseInterviewDate(args, id, { date });
  }
  const refused = await whenRefused(
    send().then(() => null),
    async (error) => {
      if (error.status === 400) {
        const fieldErrors: Record<string, string[]> = error.fieldErrors.date
          ? { date: error.fieldErrors.date }
          : { _: [V.dataNotTransferred] };
        return data<DetailsActionData>({ intent, fieldErrors }, { status: 400 });
      }
      if (error.status === 404) {
        throw await redirectWithFlash(request, context, "/ds/selfmatching", {
          kind: "error",
          key: "selfmatching:flash.notFound",
        });
      }
      if (error.code === ErrorCode.conflict) {
        // the one refusal with its own words: accepting before an interview date is agreed
        const key = error.fieldErrors.interviewAt ? "matching:interviewDateNotAgreed" : "matching:conflict";
        throw await redirectWithFlash(request, context, here, { kind: "error", key });
      }
      throw error;
    },
  );
  if (refused) return refused;
  throw await redirectWithFlash(request, context, here, { kind: "success", key: `selfmatching:flash.${flash}` });
}
