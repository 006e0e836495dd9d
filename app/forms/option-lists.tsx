import type { ListOption, OptionListName } from "~/forms/option-list-types";
import { useServerRender } from "~/render/server-context";

export type { ListOption, OptionListName, ProvidedOptionLists } from "~/forms/option-list-types";

/**
 * Long option lists (all countries, all languages) sent once per page: as the options of the form's
 * <select> elements, not again in the loader data that hydration needs. A loader provides a list for the
 * server's render (`provideOptionList` in option-lists.server.ts); the browser reads it back from the
 * rendered <select> when the hydrating render first asks for it (`harvestOptionLists`, still the server's
 * markup then; only pages with such a list load this code), and a client-side navigation to a page that needs a
 * list fetches it first (`withOptionLists` in the route's clientLoader).
 */
const ATTRIBUTE = "data-option-list";
const inBrowser = new Map<string, ListOption[]>();
const keyOf = (name: OptionListName, lng: string) => `${name}:${lng}`;

export interface OptionList {
  options: ListOption[];
  /** attributes for the <select> that renders the list (none for a short list sent in the loader data) */
  marker: Record<string, string>;
}

/**
 * A list for a form in the page's language: its options and the attribute that marks the <select>
 * rendering it, so the browser can read the list back from the page.
 */
export function useOptionList(name: OptionListName, lng: string): OptionList {
  const provided = useServerRender().optionLists?.get(name);
  if (!provided && typeof document !== "undefined" && !inBrowser.has(keyOf(name, lng))) harvestOptionLists(document);
  const options = provided ? provided.options : (inBrowser.get(keyOf(name, lng)) ?? []);
  return { options, marker: { [ATTRIBUTE]: keyOf(name, provided?.lng ?? lng) } };
}

/** Reads every marked list back from the server's markup (before hydration). */
export function harvestOptionLists(root: ParentNode) {
  for (const select of root.querySelectorAll<HTMLSelectElement>(`select[${ATTRIBUTE}]`)) {
    const key = select.getAttribute(ATTRIBUTE) ?? "";
    if (inBrowser.has(key)) continue;
    inBrowser.set(
      key,
      [...select.options].filter((o) => o.value !== "").map((o) => ({ value: o.value, label: o.text })),
    );
  }
}

/** For a route's clientLoader: the lists are there before the page renders after a client-side navigation. */
export async function withOptionLists<T extends { optionListLanguage: string }>(
  names: OptionListName[],
  serverLoader: () => Promise<T>,
): Promise<T> {
  const data = await serverLoader();
  const lng = data.optionListLanguage;
  const missing = names.filter((name) => !inBrowser.has(keyOf(name, lng)));
  if (missing.length > 0) {
    const response = await fetch(`/resources/option-lists?lng=${encodeURIComponent(lng)}&lists=${missing.join(",")}`);
    if (!response.ok) throw new Response(null, { status: response.status });
    const lists = (await response.json()) as Partial<Record<OptionListName, ListOption[]>>;
    for (const name of missing) inBrowser.set(keyOf(name, lng), lists[name] ?? []);
  }
  return data;
}
