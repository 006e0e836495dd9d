import { type Texts, type TranslationStore, textsWithFallback } from "~/i18n/translation";
import { translationResources } from "~/i18n/translations.server";

/** The server's texts, all in memory; notes each namespace the render uses into `used`. */
export function serverTranslationStore(used: Set<string>): TranslationStore {
  const resources = translationResources as Record<string, Record<string, Texts>>;
  return {
    get: (lng, ns) => textsWithFallback(resources, lng, ns),
    load: async () => {},
    used: (ns) => {
      used.add(ns);
    },
  };
}
