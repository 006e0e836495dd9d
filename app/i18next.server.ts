import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "~/i18n";
import { translationResources } from "~/translations.server";

/** The language choice (spec §1: the stored language code decides the initial language). */
export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/** A supported language named by a link (`?lng=fr`), else null: such a link sets the language for the visit. */
export function languageFromQuery(url: URL): string | null {
  const lng = url.searchParams.get("lng");
  return lng && (i18nConfig.supportedLngs as string[]).includes(lng) ? lng : null;
}

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: i18nConfig.supportedLngs,
    fallbackLanguage: i18nConfig.fallbackLng,
    cookie: languageCookie,
    // A link's `?lng=` first (an unknown code is ignored, not German), then the stored choice; German by
    // default: the browser's Accept-Language is not consulted (spec §1).
    order: ["custom", "cookie"],
    findLocale: async (request) => languageFromQuery(new URL(request.url)),
  },
  i18next: {
    ...i18nConfig,
    resources: translationResources,
  },
});
