import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type Texts, TranslationProvider, type TranslationStore } from "~/i18n/translation";
import { Select } from "./Choice";

const validation = JSON.parse(readFileSync("locales/de/validation.json", "utf8")) as Texts;
const store: TranslationStore = {
  get: (_lng, ns) => (ns === "validation" ? validation : undefined),
  load: async () => {},
};

const optionsOf = (options: { value: string; label: string }[]) =>
  renderToStaticMarkup(
    <TranslationProvider store={store} lng="de">
      <Select id="country" name="country" label="Land" options={options} />
    </TranslationProvider>,
  ).match(/<option[^>]*>[^<]*<\/option>/g);

describe("Select", () => {
  it("leaves out a value attribute that would only repeat the option's text", () => {
    expect(optionsOf([{ value: "Ägypten", label: "Ägypten" }])).toEqual(["<option>Ägypten</option>"]);
  });
  it("keeps it where the value differs, or where the browser would read the text back differently", () => {
    expect(
      optionsOf([
        { value: "EG", label: "Ägypten" },
        { value: "Birmania  Myanmar", label: "Birmania  Myanmar" },
        { value: " Chile", label: " Chile" },
      ]),
    ).toEqual([
      '<option value="EG">Ägypten</option>',
      '<option value="Birmania  Myanmar">Birmania  Myanmar</option>',
      '<option value=" Chile"> Chile</option>',
    ]);
  });
});
