import { readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Select, type SelectProps } from "~/components/ui/Choice";
import { markupOf } from "~/option-lists.server";
import { type Texts, TranslationProvider, type TranslationStore } from "~/translation";

const validation = JSON.parse(readFileSync("locales/de/validation.json", "utf8")) as Texts;
const store: TranslationStore = {
  get: (_lng, ns) => (ns === "validation" ? validation : undefined),
  load: async () => {},
};

// the shapes a long list has: names as values, values of their own, text the markup must escape
const list = [
  { value: "Ägypten", label: "Ägypten" },
  { value: "EG", label: "Ägypten (Code)" },
  { value: "Trinidad & Tobago", label: "Trinidad & Tobago" },
  { value: 'Côte d\'Ivoire "CI"', label: 'Côte d\'Ivoire "CI"' },
  { value: "<b>", label: "a < b > c" },
  { value: " Chile", label: " Chile" },
];

const render = (props: Partial<SelectProps>) =>
  renderToString(
    <TranslationProvider store={store} lng="de">
      <Select id="country" name="country" label="Land" options={list} {...props} />
    </TranslationProvider>,
  );

describe("a long list's options written once (markupOf)", () => {
  const markup = markupOf("test:de", list);
  const cases: [string, Partial<SelectProps>][] = [
    ["nothing chosen", {}],
    ["nothing chosen, with a placeholder", { placeholder: "Bitte wählen" }],
    ["the placeholder chosen", { placeholder: "Bitte <wählen> & „so“", defaultValue: "" }],
    ["a name chosen", { placeholder: "Bitte wählen", defaultValue: "Trinidad & Tobago" }],
    ["a code chosen", { defaultValue: "EG" }],
    ["a value with quotes and markup", { defaultValue: 'Côte d\'Ivoire "CI"' }],
    ["a value with a space kept", { defaultValue: " Chile" }],
    ["a value not in the list", { placeholder: "Bitte wählen", defaultValue: "Atlantis" }],
    ["a controlled value", { value: "<b>", onChange: () => {} }],
  ];
  it.each(cases)("renders what React renders from the options themselves: %s", (_, props) => {
    const written = render({ ...props, optionsMarkup: markup });
    expect(written).toBe(render(props));
    expect(written).toContain("<option");
  });

  it("writes a list again when its options change under the same name and language", () => {
    const shorter = list.slice(0, 2);
    expect(markupOf("test:de", shorter).html(null, undefined)).toBe(
      render({ options: shorter }).match(/<select[^>]*>(.*)<\/select>/)?.[1],
    );
  });

  it("leaves a multiple select to its children (the markup marks one value)", () => {
    const props = { multiple: true, defaultValue: ["EG", "<b>"] };
    expect(render({ ...props, optionsMarkup: markup })).toBe(render(props));
  });
});
