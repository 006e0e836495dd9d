import { useLocation } from "@remix-run/react";
import { useId } from "react";
import { LANGUAGE_NAMES, LANGUAGES } from "#contracts/languages";
import { Form } from "~/components/ui/Form";
import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/render/root-data";

/** A plain POST form (works without JavaScript); English, Spanish and French come first (docs/product.md#audiences-and-units). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const id = useId();
  // the language chosen, also where the page is shown in German because it lacks that language
  const chosen = useRootData()?.chosenLanguage ?? i18n.language;
  return (
    <Form method="post" action="/resources/language" className="flex items-center gap-2" reloadDocument>
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <label htmlFor={id} className="text-sm">
        {t("shell.language.label")}
      </label>
      <select
        id={id}
        name="lng"
        defaultValue={chosen}
        className="rounded border border-gray-600 bg-white px-2 py-1 text-sm text-gray-900"
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
      <button type="submit" className="rounded border border-gray-600 bg-white px-2 py-1 text-sm text-gray-900">
        {t("shell.language.submit")}
      </button>
    </Form>
  );
}
