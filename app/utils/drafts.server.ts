/**
 * Server-side drafts of long forms (DESIGN.md §4): nothing typed is lost on a validation error, a back
 * button, a closed tab or an expired login.
 */
import type { Draft } from "#contracts";
import { type ApiCallArgs, ApiError, apiCall } from "~/api/client.server";
import { pendingFormFor } from "~/pending-form.server";
import { typedValues } from "./edit-conflict.server";

const stepDraftPath = (formKey: string) => `/v1/drafts/${formKey}`;

/**
 * The stored draft of an application sub-step (empty object when none). A form posted while the login had
 * expired (app/pending-form.server.ts) becomes the draft first, so the user finds what they typed.
 */
export async function loadDraft(args: ApiCallArgs, formKey: string): Promise<Draft["data"]> {
  const pending = await pendingFormFor(args.request, args.context);
  if (pending) {
    await apiCall(args, stepDraftPath(formKey), { method: "PUT", body: { data: pending } });
    return pending;
  }
  return (await apiCall<Draft>(args, stepDraftPath(formKey))).data;
}

/**
 * Stores `data` as the draft at the API path `draftPath`. A draft that cannot be stored must not hide the
 * validation errors the user needs to see, so a refusal of the API is swallowed.
 */
export async function keepDraft(args: ApiCallArgs, draftPath: string, data: Draft["data"]) {
  await apiCall(args, draftPath, { method: "PUT", body: { data } }).catch((error) => {
    if (!(error instanceof ApiError)) throw error;
  });
}

/** Keeps what was typed into an application sub-step: every text value except the intent and CSRF token. */
export async function saveDraft(args: ApiCallArgs, formKey: string, formData: FormData) {
  await keepDraft(args, stepDraftPath(formKey), typedValues(formData));
}

export async function clearDraft(args: ApiCallArgs, formKey: string) {
  await apiCall(args, stepDraftPath(formKey), { method: "DELETE" });
}
