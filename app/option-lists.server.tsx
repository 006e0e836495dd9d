import type { AppLoadContext } from "@remix-run/node";
import { renderToStaticMarkup } from "react-dom/server";
import { type OptionsMarkup, optionElement } from "~/components/ui/Choice";
import type { ListOption, OptionListName } from "~/option-lists";

/**
 * Gives this request's render a long option list (see app/option-lists.tsx), so the loader data need not
 * carry it. Returns the list's language: the loader data names it (`optionListLanguage`) for the browser.
 */
export function provideOptionList(
  context: AppLoadContext,
  name: OptionListName,
  lng: string,
  options: ListOption[],
): string {
  context.optionLists.set(name, { lng, options, markup: markupOf(`${name}:${lng}`, options) });
  return lng;
}

interface WrittenList {
  options: ListOption[];
  /** each option's markup, in order */
  parts: string[];
  /** the markup of all options, unmarked */
  whole: string;
  /** where each value's options are in `parts` */
  indexesOf: Map<string, number[]>;
}

const written = new Map<string, WrittenList>();
const placeholders = new Map<string, string>();

/**
 * A long list's options rendered once (they are most of the elements of the pages that show one, and
 * rendering them took a sixth of such a page's server time), then marked per request. Rendered by React
 * itself from the Select's own option element, so the markup is the one the browser hydrates.
 */
export function markupOf(key: string, options: ListOption[]): OptionsMarkup {
  let list = written.get(key);
  if (!list || !sameOptions(list.options, options)) {
    const parts = options.map((o) => renderToStaticMarkup(optionElement(o)));
    const indexesOf = new Map<string, number[]>();
    for (const [i, o] of options.entries()) indexesOf.set(o.value, [...(indexesOf.get(o.value) ?? []), i]);
    list = { options, parts, whole: parts.join(""), indexesOf };
    written.set(key, list);
  }
  const { parts, whole, indexesOf } = list;
  return {
    html(selected, placeholder) {
      const first = placeholder === undefined ? "" : marked(placeholderMarkup(placeholder), selected === "");
      const matches = selected === null ? undefined : indexesOf.get(selected);
      if (!matches) return first + whole;
      return first + parts.map((part, i) => marked(part, matches.includes(i))).join("");
    },
  };
}

const sameOptions = (a: ListOption[], b: ListOption[]) =>
  a === b || (a.length === b.length && a.every((o, i) => o.value === b[i].value && o.label === b[i].label));

function placeholderMarkup(text: string): string {
  let markup = placeholders.get(text);
  if (markup === undefined) {
    markup = renderToStaticMarkup(<option value="">{text}</option>);
    // a handful of texts (one per language and form): the map stays small
    if (placeholders.size < 1000) placeholders.set(text, markup);
  }
  return markup;
}

/** React marks a selected option with this attribute after all the others. */
const marked = (part: string, selected: boolean) =>
  selected ? part.replace(/^<option([^>]*)>/, '<option$1 selected="">') : part;
