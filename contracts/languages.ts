/** Offered interface languages (docs/product.md#audiences-and-units): English, Spanish and French pinned first. */
export const LANGUAGES = ["en", "es", "fr", "de", "it", "ru", "pl", "ar", "fa", "tr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = "de";
/** Languages with a translation of their own; the others fall back to German. */
export const TRANSLATED_LANGUAGES: readonly Language[] = ["de", "en"];
export const RTL_LANGUAGES: readonly Language[] = ["ar", "fa"];
/** Each language's name in itself, for the language switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  it: "Italiano",
  ru: "Русский",
  pl: "Polski",
  ar: "العربية",
  fa: "فارسی",
  tr: "Türkçe",
};
export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
