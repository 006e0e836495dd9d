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

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: i18nConfig.supportedLngs,
    fallbackLanguage: i18nConfig.fallbackLng,
    cookie: languageCookie,
    // German by default: the browser's Accept-Language is not consulted (spec §1).
    order: ["cookie"],
  },
  i18next: {
    ...i18nConfig,
    resources: translationResources,
  },
});
