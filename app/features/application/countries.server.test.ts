import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#contracts/enums";
import { countryCodeOf, countryName, countryOptionsByName, isCountryCode } from "./countries.server";

describe("the long country list, sent by names", () => {
  it("names each country once per language, as a browser reads an option's text back", () => {
    for (const lng of LANGUAGES) {
      const names = countryOptionsByName(lng).map((o) => o.value);
      expect(new Set(names).size, lng).toBe(names.length);
      // an option without a value attribute sends its text with white space stripped and collapsed
      for (const name of names) expect(name, lng).toBe(name.trim().replace(/\s+/g, " "));
    }
  });

  it("never gives one name to two countries across the ten languages", () => {
    const codeOfName = new Map<string, string>();
    for (const lng of LANGUAGES)
      for (const { value: name } of countryOptionsByName(lng)) {
        const code = countryCodeOf(name);
        expect(isCountryCode(code), `${lng}: ${name}`).toBe(true);
        expect(codeOfName.get(name) ?? code, `${lng}: ${name}`).toBe(code);
        codeOfName.set(name, code);
      }
  });

  it("turns a sent name in any language, or a code, into the code", () => {
    expect(countryCodeOf("Ägypten")).toBe("EG");
    expect(countryCodeOf("Egypt")).toBe("EG");
    expect(countryCodeOf(" Deutschland ")).toBe("DE");
    expect(countryCodeOf("DE")).toBe("DE");
    expect(countryCodeOf("Atlantis")).toBe("Atlantis");
    expect(isCountryCode("constructor")).toBe(false);
    expect(countryCodeOf("constructor")).toBe("constructor");
  });

  it("shows a saved code or a name of another language in the page language", () => {
    expect(countryName("EG", "de")).toBe("Ägypten");
    expect(countryName("Ägypten", "en")).toBe("Egypt");
    expect(countryName(null, "de")).toBe("");
    expect(countryName("Atlantis", "de")).toBe("Atlantis");
  });
});
