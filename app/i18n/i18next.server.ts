import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { FALLBACK_LANGUAGE, type PortalUnit } from "#contracts/enums";
import { i18nConfig } from "~/i18n/i18n";
import { translationResources } from "~/i18n/translations.server";

/** The language choice (docs/product.md#audiences-and-units: the stored language code decides the initial language). */
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
    // default: the browser's Accept-Language is not consulted (docs/product.md#audiences-and-units).
    order: ["custom", "cookie"],
    findLocale: async (request) => languageFromQuery(new URL(request.url)),
  },
  i18next: {
    ...i18nConfig,
    resources: translationResources,
  },
});

/** The languages the company unit and the advisor console are written in (the applicant pages have all ten). */
const COMPANY_AND_ADVISOR_LANGUAGES = ["de", "en"];

/**
 * The language chosen for the visit and the language a page's text is in. They differ only on company and
 * advisor pages when another language is chosen: those pages show German (the `lang` attribute then says
 * "de", and the page says why once, in the chosen language).
 */
export async function pageLanguages(request: Request, unit: PortalUnit): Promise<{ chosen: string; text: string }> {
  const chosen = await i18next.getLocale(request);
  const staffPage = new URL(request.url).pathname.startsWith("/advisor");
  const limited = unit === "company" || staffPage;
  return { chosen, text: limited && !COMPANY_AND_ADVISOR_LANGUAGES.includes(chosen) ? FALLBACK_LANGUAGE : chosen };
}

/** The sentence that tells a reader of `chosen` that this part of the portal is shown in German. */
export async function onlyGermanEnglishNotice(chosen: string): Promise<string> {
  const t = await i18next.getFixedT(chosen, "common");
  return t("shell.language.onlyGermanEnglish");
}
