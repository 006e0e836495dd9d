/**
 * Server-side drafts of long forms (docs/architecture.md#forms): nothing typed is lost on a validation error, a back
 * button, a closed tab or an expired login.
 */
import type { Draft } from "#contracts";
import { getDraft, putDraft } from "~/api/application.server";
import type { ApiCallArgs } from "~/api/client.server";
import { pendingFormFor } from "~/session/pending-form.server";
import { orElse } from "./api-refusal.server";
import { typedValues } from "./edit-conflict.server";

/**
 * The stored draft of an application sub-step (empty object when none). A form posted while the login had
 * expired (app/session/pending-form.server.ts) becomes the draft first, so the user finds what they typed.
 */
export async function loadDraft(args: ApiCallArgs, formKey: string): Promise<Draft["data"]> {
  const pending = await pendingFormFor(args.request, args.context);
  if (pending) {
    await putDraft(args, formKey, { data: pending });
    return pending;
  }
  return (await getDraft(args, formKey)).data;
}

/**
 * Stores a draft through `save` (an operation of app/api, e.g. putDraft or putJobOpeningDraft). A draft
 * that cannot be stored must not hide the validation errors the user needs to see, so a refusal of the API
 * is swallowed.
 */
export async function keepDraft(save: () => Promise<unknown>) {
  await orElse(save, undefined);
}

/** Keeps what was typed into an application sub-step: every text value except the intent and CSRF token. */
export async function saveDraft(args: ApiCallArgs, formKey: string, formData: FormData) {
  await keepDraft(() => putDraft(args, formKey, { data: typedValues(formData) }));
}

/** A single-valued field of a draft (a draft keeps what was typed, a list where the form had several). */
export const draftText = (draft: Draft["data"], name: string): string | undefined => {
  const value = draft[name];
  return Array.isArray(value) ? value[0] : value;
};
