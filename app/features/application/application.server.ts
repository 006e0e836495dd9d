/** Server helpers of the application steps: localised country lists, titles, progress, API error replies. */

import type { SubmissionResult } from "@conform-to/react";
import countries from "i18n-iso-countries";
import countriesAr from "i18n-iso-countries/langs/ar.json";
import countriesDe from "i18n-iso-countries/langs/de.json";
import countriesEn from "i18n-iso-countries/langs/en.json";
import countriesEs from "i18n-iso-countries/langs/es.json";
import countriesFa from "i18n-iso-countries/langs/fa.json";
import countriesFr from "i18n-iso-countries/langs/fr.json";
import countriesIt from "i18n-iso-countries/langs/it.json";
import countriesPl from "i18n-iso-countries/langs/pl.json";
import countriesRu from "i18n-iso-countries/langs/ru.json";
import countriesTr from "i18n-iso-countries/langs/tr.json";
import { isLanguage } from "#contracts/enums";
import { getLanguageOptions } from "~/api/account.server";
import { getProgress } from "~/api/application.server";
import type { ApiCallArgs, ApiError } from "~/api/client.server";
import type { Option } from "~/components/ui/Choice";
import { i18next } from "~/i18next.server";
import type { OptionListName } from "~/option-lists";

for (const locale of [countriesAr, countriesDe, countriesEn, countriesEs, countriesFa])
  countries.registerLocale(locale);
for (const locale of [countriesFr, countriesIt, countriesPl, countriesRu, countriesTr])
  countries.registerLocale(locale);

/** ISO 3166 countries in the page language (each of the ten), sorted as a reader of that language sorts. */
export function countryOptions(lng: string, only?: readonly string[]): Option[] {
  const language = isLanguage(lng) ? lng : "de";
  const names = countries.getNames(language, { select: "official" });
  return Object.entries(names)
    .filter(([code]) => !only || only.includes(code))
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/** A long option list of the application steps (app/option-lists.tsx) in the page language. */
export async function optionList(args: ApiCallArgs, name: OptionListName, lng: string): Promise<Option[]> {
  if (name === "countries") return countryOptions(lng);
  const { languages } = await getLanguageOptions(args, lng === "en" ? "en" : "de");
  return languages.map((l) => ({ value: l.code, label: l.name }));
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
