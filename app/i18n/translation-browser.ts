import { FALLBACK_LANGUAGE } from "#contracts/languages";
import type { Texts, TranslationStore } from "~/i18n/translation";

type FetchJson = (url: string) => Promise<Texts>;

const fetchJson: FetchJson = async (url) => {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as Texts;
};

/** A failed download is tried again this often (a phone losing its connection for a moment), then shows keys. */
const ATTEMPTS = 3;

/**
 * The browser's texts: /locales/<language>/<namespace>.json, each fetched once. A language without the
 * namespace (the server answers {}) shows German, as the server's render does (app/i18n/translation.tsx).
 */
export function browserTranslationStore(get: FetchJson = fetchJson): TranslationStore {
  const texts = new Map<string, Texts>();
  const pending = new Map<string, Promise<void>>();
  const failures = new Map<string, number>();
  const loadOne = (lng: string, ns: string): Promise<void> => {
    const id = `${lng}/${ns}`;
    if (texts.has(id)) return Promise.resolve();
    const running = pending.get(id);
    if (running) return running;
    const download = (async () => {
      try {
        let json = await get(`/locales/${lng}/${ns}.json`);
        if (Object.keys(json).length === 0 && lng !== FALLBACK_LANGUAGE) {
          json = await get(`/locales/${FALLBACK_LANGUAGE}/${ns}.json`);
        }
        texts.set(id, json);
      } catch {
        const failed = (failures.get(id) ?? 0) + 1;
        failures.set(id, failed);
        if (failed >= ATTEMPTS) texts.set(id, {});
        else await new Promise((resolve) => setTimeout(resolve, 1000 * failed));
      } finally {
        pending.delete(id);
      }
    })();
    pending.set(id, download);
    return download;
  };
  return {
    get: (lng, ns) => texts.get(`${lng}/${ns}`),
    load: async (lng, namespaces) => {
      await Promise.all(namespaces.map((ns) => loadOne(lng, ns)));
    },
  };
}
