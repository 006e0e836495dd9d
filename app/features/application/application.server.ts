/** Server helpers of the application steps: localised country lists, titles, progress, API error replies. */

import type { SubmissionResult } from "@conform-to/react";
import countries from "i18n-iso-countries";
import countriesDe from "i18n-iso-countries/langs/de.json";
import countriesEn from "i18n-iso-countries/langs/en.json";
import { getProgress } from "~/api/application.server";
import type { ApiError } from "~/api/client.server";
import type { Option } from "~/components/ui/Choice";
import { i18next } from "~/i18next.server";

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

export async function pageLanguage(request: Request) {
  return i18next.getLocale(request);
}

/** The one progress computation of the API (steps and their states). */
export { getProgress };

type Reply = (o: { fieldErrors?: Record<string, string[]>; formErrors?: string[] }) => SubmissionResult<string[]>;

/** Field errors of the API next to the fields; anything else as the form's message. */
export function replyWithApiError(submission: { reply: Reply }, error: ApiError): SubmissionResult<string[]> {
  const fieldErrors = Object.keys(error.fieldErrors).length ? error.fieldErrors : undefined;
  return submission.reply({ fieldErrors, formErrors: fieldErrors ? undefined : ["validation.dataNotTransferred"] });
}

/** Empty form values become null for the API. */
export const orNull = (value: string | undefined | null) => (value ? value : null);
