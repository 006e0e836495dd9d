/**
 * Every translation file (locales/<language>/<namespace>.json), read once when the server starts. Each
 * page request builds its i18next instance from these resources: no file-system work on a request (it was
 * a fifth of the server time of a page), and every namespace a page renders is there synchronously.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Resource } from "i18next";

function readTranslations(dir: string): Resource {
  const resources: Resource = {};
  for (const language of readdirSync(dir)) {
    const languageDir = path.join(dir, language);
    resources[language] = {};
    for (const file of readdirSync(languageDir)) {
      if (!file.endsWith(".json")) continue;
      resources[language][file.slice(0, -".json".length)] = JSON.parse(
        readFileSync(path.join(languageDir, file), "utf8"),
      );
    }
  }
  return resources;
}

export const translationResources: Resource = readTranslations(path.resolve("locales"));
