import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#contracts/enums";
import { arabicLettersInPersian, checkLanguage } from "./check-locales.mjs";

/**
 * Every applicant page, public page and applicant mail exists in all ten offered languages (spec §1): a
 * missing key would show German (or the key) inside a page marked as another language.
 */
describe("translations of the applicant pages", () => {
  it.each(LANGUAGES.filter((l) => l !== "de"))(
    "%s is complete, with German's placeholders and its own plurals",
    (lng) => {
      expect(checkLanguage(lng)).toEqual([]);
    },
  );

  it("finds Arabic yeh and kaf in Persian text (Persian writes ی and ک)", () => {
    expect(arabicLettersInPersian("یک کتاب")).toEqual([]);
    expect(arabicLettersInPersian("يك كتاب")).toEqual(["U+064A", "U+0643", "U+0643"]);
    // checkLanguage("fa") above runs this over every value of every file in locales/fa
  });

  it("finds what is missing or broken", () => {
    // a language that has no files at all reports every namespace
    expect(checkLanguage("xx").length).toBeGreaterThan(10);
  });
});
