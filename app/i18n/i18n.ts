import { FALLBACK_LANGUAGE, LANGUAGES, type Language, RTL_LANGUAGES } from "#contracts/languages";

/** i18next settings shared by server and browser. */
export const i18nConfig = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  defaultNS: "common",
  ns: ["common"],
  // Translations are plain text; React escapes.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};

export const textDirection = (lng: string): "rtl" | "ltr" => (RTL_LANGUAGES.includes(lng as Language) ? "rtl" : "ltr");
