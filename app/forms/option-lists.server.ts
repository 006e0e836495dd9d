import type { AppLoadContext } from "@remix-run/node";
import type { ListOption, OptionListName } from "~/forms/option-lists";

/**
 * Gives this request's render a long option list (see app/forms/option-lists.tsx), so the loader data need not
 * carry it. Returns the list's language: the loader data names it (`optionListLanguage`) for the browser.
 */
export function provideOptionList(
  context: AppLoadContext,
  name: OptionListName,
  lng: string,
  options: ListOption[],
): string {
  context.optionLists.set(name, { lng, options });
  return lng;
}
