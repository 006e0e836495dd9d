/** The long option lists of the application forms (app/forms/option-lists.tsx). */
export interface ListOption {
  value: string;
  label: string;
}

export type OptionListName = "countries" | "languages";

/** The lists this render uses, by name: what the loaders provided for this request. */
export type ProvidedOptionLists = ReadonlyMap<OptionListName, { lng: string; options: ListOption[] }>;
