import { describe, expect, it } from "vitest";
import { LANGS, pickLang, texts } from "./i18n";

describe("the identity providers' languages", () => {
  it("has every text in each language of the portal, none empty", () => {
    const keys = Object.keys(texts.de).sort();
    for (const lang of LANGS) {
      expect(Object.keys(texts[lang]).sort(), lang).toEqual(keys);
      for (const [key, value] of Object.entries(texts[lang])) {
        const text =
          typeof value === "function" ? value("X") : typeof value === "string" ? value : Object.values(value).join();
        expect(text.trim().length, `${lang}.${key}`).toBeGreaterThan(0);
        if (typeof value === "function") expect(text, `${lang}.${key}`).toContain("X");
      }
    }
  });

  it("takes the first known language of ui_locales, then the lng cookie, else German", () => {
    expect(pickLang("nl tr-TR en", undefined)).toBe("tr");
    expect(pickLang(undefined, "a=1; lng=ar")).toBe("ar");
    expect(pickLang("xx", "lng=pl")).toBe("pl");
    expect(pickLang("xx", "lng=%E0%A4%A")).toBe("de");
    expect(pickLang(["en"], "lng=zz")).toBe("de");
  });
});
