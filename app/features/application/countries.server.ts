/**
 * The country lists of the application forms: ISO 3166 names in each of the ten page languages.
 *
 * The long list (every country) is sent by its names only: `<option>Ägypten</option>` rather than
 * `<option value="EG">Ägypten</option>`, which is about half a kilobyte less per list in a page's first
 * response. The form then sends the name, and `countryCodeOf` turns it back into the code the API keeps,
 * whichever of the ten languages the name is in (a page rendered before a language switch still saves).
 */
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
import { isLanguage, LANGUAGES } from "#contracts/enums";
import type { Option } from "~/components/ui/Choice";

for (const locale of [countriesAr, countriesDe, countriesEn, countriesEs, countriesFa])
  countries.registerLocale(locale);
for (const locale of [countriesFr, countriesIt, countriesPl, countriesRu, countriesTr])
  countries.registerLocale(locale);

const namesByLanguage = new Map<string, Record<string, string>>();

/** Code to name in a page language (German for any other), made once per language. */
function namesIn(lng: string): Record<string, string> {
  const language = isLanguage(lng) ? lng : "de";
  let names = namesByLanguage.get(language);
  if (!names) {
    // as a browser reads an option's text back (one Italian name has two spaces in a row)
    names = Object.fromEntries(
      Object.entries(countries.getNames(language, { select: "official" })).map(([code, name]) => [
        code,
        name.trim().replace(/\s+/g, " "),
      ]),
    );
    namesByLanguage.set(language, names);
  }
  return names;
}

const sortedByLanguage = new Map<string, Option[]>();

/**
 * ISO 3166 countries in the page language (each of the ten), sorted as a reader of that language sorts.
 * Sorted once per language: sorting 250 names by locale cost a few milliseconds of every request.
 */
export function countryOptions(lng: string, only?: readonly string[]): Option[] {
  const language = isLanguage(lng) ? lng : "de";
  let sorted = sortedByLanguage.get(language);
  if (!sorted) {
    const collator = new Intl.Collator(language);
    sorted = Object.entries(namesIn(language))
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => collator.compare(a.label, b.label));
    sortedByLanguage.set(language, sorted);
  }
  return only ? sorted.filter((o) => only.includes(o.value)) : sorted;
}

/** The full list as the form shows it: each option's value is its name (see above). */
export function countryOptionsByName(lng: string): Option[] {
  return countryOptions(lng).map(({ label }) => ({ value: label, label }));
}

let codesByName: Map<string, string> | undefined;

/**
 * The ISO code of what a country field sent: a code as it is, a country's name in any of the ten
 * languages as its code. Anything else comes back unchanged, for the form's own rules to judge.
 */
export function countryCodeOf(sent: string): string {
  const value = sent.trim();
  if (isCountryCode(value)) return value;
  if (!codesByName) {
    codesByName = new Map();
    // the page's own language is not known here; a name means the same country in every language
    for (const lng of LANGUAGES) for (const [code, name] of Object.entries(namesIn(lng))) codesByName.set(name, code);
  }
  return codesByName.get(value) ?? value;
}

export const isCountryCode = (value: string) => Object.hasOwn(namesIn("de"), value);

/** The name a country field shows for a saved code (or a name sent in any language), in the page language. */
export function countryName(value: string | null | undefined, lng: string): string {
  if (!value) return "";
  const code = countryCodeOf(value);
  return isCountryCode(code) ? namesIn(lng)[code] : value;
}
