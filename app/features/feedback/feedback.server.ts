/**
 * The feedback action of both units (docs/product.md#other-flows, docs/product.md#validation): the same rules with and without JavaScript. The rating
 * is required (field error otherwise), only the reasons of the chosen rating are sent (without JavaScript
 * both reason groups are on the page), the text has at most 2000 characters. The agent comes from the
 * dialog (navigator.userAgent) or else from the User-Agent header; screen sizes are empty without JavaScript.
 */

import { data, redirect } from "@remix-run/node";
import { FEEDBACK_MAX_CHARS, FEEDBACK_RATINGS, FEEDBACK_REASONS, type FeedbackRating, msg, V } from "#contracts";
import type { ApiCallArgs } from "~/api/client.server";
import { dismissFeedback, sendFeedback } from "~/api/notifications.server";
import { orElse } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";

export type FeedbackUnit = "applicant" | "company";

export const feedbackPath = (unit: FeedbackUnit) => (unit === "applicant" ? "/ds/feedback" : "/b2b/feedback");
const home = (unit: FeedbackUnit) => (unit === "applicant" ? "/ds/home" : "/b2b/home");

export interface FeedbackActionData {
  ok?: boolean;
  errors?: { selected?: string[]; feedback?: string[]; form?: string[] };
  values?: { selected: string; reasons: string[]; feedback: string };
}

const size = (value: FormDataEntryValue | null) => {
  const n = typeof value === "string" && value !== "" ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= 100_000 ? n : null;
};

export async function feedbackAction(args: ApiCallArgs, unit: FeedbackUnit) {
  const { request, context } = args;
  const form = await readFormData(request);
  // the dialog posts through a fetcher and wants data back; the page wants post/redirect/get
  const inDialog = form.get("mode") === "dialog";
  if (form.get("intent") === "dismiss") {
    await dismissFeedback(args, unit);
    if (inDialog) return data<FeedbackActionData>({ ok: true });
    throw await redirectWithFlash(request, context, home(unit), { kind: "info", key: "feedback:dismissed" });
  }
  const selectedRaw = String(form.get("selected") ?? "");
  const selected = FEEDBACK_RATINGS.find((r) => r === selectedRaw) as FeedbackRating | undefined;
  const allReasons = form.getAll("reasons").map(String);
  const text = String(form.get("feedback") ?? "").replace(/\r\n/g, "\n");
  const values = { selected: selectedRaw, reasons: allReasons, feedback: text };
  const errors: NonNullable<FeedbackActionData["errors"]> = {};
  if (!selected) errors.selected = [V.valueRequired];
  if (text.length > FEEDBACK_MAX_CHARS) errors.feedback = [msg(V.maxLength, { max: FEEDBACK_MAX_CHARS })];
  if (!selected || errors.feedback) return data<FeedbackActionData>({ errors, values }, { status: 400 });

  const allowed: readonly string[] = FEEDBACK_REASONS[selected];
  const reasons = allowed.filter((id) => allReasons.includes(id)).join(",");
  const agent = String(form.get("agent") || request.headers.get("User-Agent") || "").slice(0, 1000);
  const sent = await orElse(
    sendFeedback(args, unit, {
      selected,
      reasons,
      feedback: text,
      agent,
      screenWidth: size(form.get("screenWidth")),
      screenHeight: size(form.get("screenHeight")),
    }).then(() => true),
    false,
  );
  if (!sent) return data<FeedbackActionData>({ errors: { form: [V.dataNotTransferred] }, values }, { status: 400 });
  if (inDialog) return data<FeedbackActionData>({ ok: true });
  throw redirect(`${feedbackPath(unit)}?sent=1`);
}
