/** Server helpers of the application steps: long option lists, titles, progress. */

import { getLanguageOptions } from "~/api/account.server";
import { getProgress } from "~/api/application.server";
import type { ApiCallArgs } from "~/api/client.server";
import type { Option } from "~/components/ui/Choice";
import type { OptionListName } from "~/forms/option-lists";
import { i18next } from "~/i18n/i18next.server";
import { countryOptionsByName } from "./countries.server";

/**
 * A long option list of the application steps (app/forms/option-lists.tsx) in the page language. Each
 * option's value is its name, as the countries' are: a value of its own beside each of the 185 names made
 * the skills step's first response about 0.4 KB larger. The action takes the name back to its code.
 */
export async function optionList(args: ApiCallArgs, name: OptionListName, lng: string): Promise<Option[]> {
  if (name === "countries") return countryOptionsByName(lng);
  return languageOptionsByName(await languageNames(args, lng));
}

/** The language list's options from its names (languageNames), each option's value its name. */
export const languageOptionsByName = (names: Map<string, string>): Option[] =>
  [...names.values()].map((name) => ({ value: name, label: name }));

const languageOptions = async (args: ApiCallArgs, lng: string) =>
  (await getLanguageOptions(args, lng === "en" ? "en" : "de")).languages;

/** The name of each language code, in the page language (for the languages a list shows). */
export async function languageNames(args: ApiCallArgs, lng: string): Promise<Map<string, string>> {
  return new Map((await languageOptions(args, lng)).map(({ code, name }) => [code, name]));
}

/**
 * The code of what a language field sent: its name in either language of the list (the page's language may
 * have changed since the form was shown), or a code as it is; anything else comes back unchanged, for the
 * form's own rules to judge.
 */
export async function languageCodeOf(args: ApiCallArgs, sent: string): Promise<string> {
  const lists = await Promise.all(["de", "en"].map((lng) => languageOptions(args, lng)));
  const match = lists.flat().find(({ code, name }) => name === sent || code === sent.toLowerCase());
  return match?.code ?? sent;
}

export async function pageLanguage(request: Request) {
  return i18next.getLocale(request);
}

/** The one progress computation of the API (steps and their states). */
export { getProgress };

/** Empty form values become null for the API. */
export const orNull = (value: string | undefined | null) => (value ? value : null);
