import type { OptionsMarkup } from "~/components/ui/Choice";

/** The long option lists of the application forms (app/option-lists.tsx). */
export interface ListOption {
  value: string;
  label: string;
}

export type OptionListName = "countries" | "languages";

/** A list a loader provided for this request's render, with its options' markup written once (server only). */
export interface ProvidedOptionList {
  lng: string;
  options: ListOption[];
  markup: OptionsMarkup;
}

/** The lists this render uses, by name: what the loaders provided for this request. */
export type ProvidedOptionLists = ReadonlyMap<OptionListName, ProvidedOptionList>;
