/** Server helpers of the application steps: drafts, localised country lists, titles, flash redirects. */
import type { SubmissionResult } from "@conform-to/react";
import countries from "i18n-iso-countries";
import countriesDe from "i18n-iso-countries/langs/de.json";
import countriesEn from "i18n-iso-countries/langs/en.json";
import type { ApplicationProgress, Draft } from "#contracts";
import { type ApiCallArgs, ApiError, apiCall } from "~/api/client.server";
import { i18next } from "~/i18next.server";
import { pendingFormFor } from "~/pending-form.server";
import type { Option } from "../ui/Choice";

countries.registerLocale(countriesDe);
countries.registerLocale(countriesEn);

/** ISO 3166 countries, localised to the page language (German for everything but English). */
export function countryOptions(lng: string, only?: readonly string[]): Option[] {
  const language = lng === "en" ? "en" : "de";
  const names = countries.getNames(language, { select: "official" });
  return Object.entries(names)
    .filter(([code]) => !only || only.includes(code))
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

export async function pageTitle(request: Request, key: string) {
  const t = await i18next.getFixedT(request, "application");
  return `${t(key)} – Tandem`;
}

export async function pageLanguage(request: Request) {
  return i18next.getLocale(request);
}

export const getProgress = (args: ApiCallArgs) => apiCall<ApplicationProgress>(args, "/v1/application/progress");

/**
 * The stored draft of a sub-step (empty object when none). A form posted while the login had expired
 * (app/pending-form.server.ts) becomes the draft first, so the user finds what they typed.
 */
export async function loadDraft(args: ApiCallArgs, formKey: string): Promise<Draft["data"]> {
  const pending = await pendingFormFor(args.request, args.context);
  if (pending) {
    await apiCall(args, `/v1/drafts/${formKey}`, { method: "PUT", body: { data: pending } });
    return pending;
  }
  return (await apiCall<Draft>(args, `/v1/drafts/${formKey}`)).data;
}

/** Keeps what was typed (DESIGN.md §4): every text value of the form except the intent and CSRF token. */
export async function saveDraft(args: ApiCallArgs, formKey: string, formData: FormData) {
  const data: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value !== "string" || key === "intent" || key.startsWith("csrf") || key.startsWith("_")) continue;
    data[key] = value.slice(0, 5000);
  }
  await apiCall(args, `/v1/drafts/${formKey}`, { method: "PUT", body: { data } }).catch((error) => {
    // A draft that cannot be stored must not hide the validation errors the user needs to see.
    if (!(error instanceof ApiError)) throw error;
  });
}

export async function clearDraft(args: ApiCallArgs, formKey: string) {
  await apiCall(args, `/v1/drafts/${formKey}`, { method: "DELETE" });
}

type Reply = (o: { fieldErrors?: Record<string, string[]>; formErrors?: string[] }) => SubmissionResult<string[]>;

/** Field errors of the API next to the fields; anything else as the form's message. */
export function replyWithApiError(submission: { reply: Reply }, error: ApiError): SubmissionResult<string[]> {
  const fieldErrors = Object.keys(error.fieldErrors).length ? error.fieldErrors : undefined;
  return submission.reply({ fieldErrors, formErrors: fieldErrors ? undefined : ["validation.dataNotTransferred"] });
}

/** Empty form values become null for the API. */
export const orNull = (value: string | undefined | null) => (value ? value : null);
