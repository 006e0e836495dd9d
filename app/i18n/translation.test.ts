import { describe, expect, it } from "vitest";
import { type Texts, textsWithFallback, translate } from "./translation";

const texts: Record<string, Texts> = {
  common: {
    hello: "Hallo {{name}}",
    items_one: "{{count}} Eintrag",
    items_other: "{{count}} Einträge",
    items_zero: "Keine Einträge",
    nested: { deep: "tief" },
    actions: { "account.updated": "Konto geändert", account: { created: "Konto angelegt" } },
    list: [{ title: "A {{x}}" }],
  },
  faq: { title: "Häufige Fragen" },
};
const textsOf = (ns: string) => texts[ns];

describe("translate", () => {
  it("interpolates values and `replace`, keeps an unknown placeholder", () => {
    expect(translate("de", textsOf, "hello", { name: "Lena" })).toBe("Hallo Lena");
    expect(translate("de", textsOf, "hello", { replace: { name: "Mia" } })).toBe("Hallo Mia");
    expect(translate("de", textsOf, "hello")).toBe("Hallo {{name}}");
  });

  it("chooses the plural form by count, _zero first", () => {
    expect(translate("de", textsOf, "items", { count: 1 })).toBe("1 Eintrag");
    expect(translate("de", textsOf, "items", { count: 3 })).toBe("3 Einträge");
    expect(translate("de", textsOf, "items", { count: 0 })).toBe("Keine Einträge");
  });

  it("writes interpolated numbers in the language's digits, chooses the plural form by the number", () => {
    const ar: Record<string, Texts> = {
      common: {
        remaining_one: "يتبقى حرف واحد",
        remaining_two: "يتبقى حرفان",
        remaining_few: "يتبقى {{count}} أحرف",
        remaining_many: "يتبقى {{count}} حرفًا",
        remaining_other: "يتبقى {{count}} حرف",
        step: "الخطوة {{step}} من {{steps}}",
        list: [{ title: "الخطوة {{n}}" }],
      },
    };
    const fa: Record<string, Texts> = {
      common: {
        remaining_one: "{{count}} نویسه باقی مانده",
        remaining_other: "{{count}} نویسه باقی مانده",
        km: "+{{km}} کیلومتر",
      },
    };
    const arOf = (ns: string) => ar[ns];
    const faOf = (ns: string) => fa[ns];
    expect(translate("ar", arOf, "remaining", { count: 2 })).toBe("يتبقى حرفان");
    expect(translate("ar", arOf, "remaining", { count: 3 })).toBe("يتبقى ٣ أحرف");
    expect(translate("ar", arOf, "remaining", { count: 12 })).toBe("يتبقى ١٢ حرفًا");
    expect(translate("ar", arOf, "remaining", { count: 100 })).toBe("يتبقى ١٠٠ حرف");
    expect(translate("ar", arOf, "step", { step: 2, steps: 10 })).toBe("الخطوة ٢ من ١٠");
    expect(translate("ar", arOf, "step", { replace: { step: 3, steps: 4 } })).toBe("الخطوة ٣ من ٤");
    expect(translate("ar", arOf, "list", { returnObjects: true, n: 5 })).toEqual([{ title: "الخطوة ٥" }]);
    expect(translate("fa", faOf, "remaining", { count: 1250 })).toBe("۱۲۵۰ نویسه باقی مانده");
    expect(translate("fa", faOf, "km", { km: 30 })).toBe("+۳۰ کیلومتر");
    expect(translate("fa", faOf, "missing", { defaultValue: "{{count}} مورد", count: 7 })).toBe("۷ مورد");
    // what people typed or a caller formatted stays as it is: only numbers change
    expect(translate("fa", faOf, "km", { km: "30" })).toBe("+30 کیلومتر");
    // other languages keep 0–9
    expect(translate("de", textsOf, "items", { count: 12 })).toBe("12 Einträge");
    expect(translate("de", textsOf, "hello", { name: 2026 })).toBe("Hallo 2026");
  });

  it("reads nested keys, `ns:key`, the ns option and several namespaces in order", () => {
    expect(translate("de", textsOf, "nested.deep")).toBe("tief");
    expect(translate("de", textsOf, "faq:title")).toBe("Häufige Fragen");
    expect(translate("de", textsOf, "title", { ns: "faq" })).toBe("Häufige Fragen");
    expect(translate("de", textsOf, "title", {}, ["common", "faq"])).toBe("Häufige Fragen");
  });

  it("reads keys that hold dots themselves, as i18next does", () => {
    expect(translate("de", textsOf, "actions.account.updated")).toBe("Konto geändert");
    expect(translate("de", textsOf, "actions.account.created")).toBe("Konto angelegt");
  });

  it("answers the default value or the key when a text is missing", () => {
    expect(translate("de", textsOf, "missing", { defaultValue: "Standard" })).toBe("Standard");
    expect(translate("de", textsOf, "faq:missing")).toBe("missing");
    expect(translate("de", textsOf, "nested")).toBe("nested");
  });

  it("returns objects only when asked, interpolated", () => {
    expect(translate("de", textsOf, "list", { returnObjects: true, x: "1" })).toEqual([{ title: "A 1" }]);
  });
});

describe("textsWithFallback", () => {
  it("shows German for a namespace a language lacks or has empty", () => {
    const resources = { de: { company: { a: "A" } }, fr: { company: {} } };
    expect(textsWithFallback(resources, "fr", "company")).toEqual({ a: "A" });
    expect(textsWithFallback(resources, "es", "company")).toEqual({ a: "A" });
    expect(textsWithFallback(resources, "de", "unknown")).toEqual({});
  });
});
