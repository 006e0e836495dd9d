/** Server helpers of the application steps: long option lists, titles, progress. */

import { getLanguageOptions } from "~/api/account.server";
import { getProgress } from "~/api/application.server";
import type { ApiCallArgs } from "~/api/client.server";
import type { Option } from "~/components/ui/Choice";
import type { OptionListName } from "~/forms/option-lists";
import { i18next } from "~/i18n/i18next.server";
import { countryOptionsByName } from "./countries.server";

/** A long option list of the application steps (app/forms/option-lists.tsx) in the page language. */
export async function optionList(args: ApiCallArgs, name: OptionListName, lng: string): Promise<Option[]> {
  if (name === "countries") return countryOptionsByName(lng);
  const { languages } = await getLanguageOptions(args, lng === "en" ? "en" : "de");
  return languages.map((l) => ({ value: l.code, label: l.name }));
}

export async function pageLanguage(request: Request) {
  return i18next.getLocale(request);
}

/** The one progress computation of the API (steps and their states). */
export { getProgress };

/** Empty form values become null for the API. */
export const orNull = (value: string | undefined | null) => (value ? value : null);
