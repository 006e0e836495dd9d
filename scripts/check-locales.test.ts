import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#contracts/enums";
import { arabicLettersInPersian, checkLanguage, voiceProblem, voiceProblems } from "./check-locales.mjs";

/**
 * Every applicant page, public page and applicant mail exists in all ten offered languages (docs/product.md#audiences-and-units): a
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

/** One voice per unit (German): "du" to applicants, "Sie" to companies, in every namespace of the unit. */
describe("the voice of the German texts", () => {
  it("is the unit's own in every namespace, the shared ones key by key", () => {
    expect(voiceProblems()).toEqual([]);
  });

  it("finds a formal pronoun in an applicant text and an informal one in a company text", () => {
    expect(voiceProblem("Hier entscheiden Sie, welche Dienste laden.", "applicant")).toBe('formal "Sie"');
    expect(voiceProblem("Wir schicken Ihnen eine E-Mail.", "applicant")).toBe('formal "Ihnen"');
    expect(voiceProblem("Bitte prüfen Sie Ihre Angaben.", "applicant")).toBe('formal "Sie"');
    expect(voiceProblem("Kannst du das bestätigen?", "company")).toBe('informal "du"');
    expect(voiceProblem("Deine Auswahl gilt.", "company")).toBe('informal "Deine"');
    // "sie"/"Sie" at the start of a sentence is "she" or "they" as often as the polite form: not judged
    expect(voiceProblem("Sie wird geprüft. Du bekommst Bescheid.", "applicant")).toBeNull();
    expect(voiceProblem("Bitte prüfen Sie die Angaben.", "company")).toBeNull();
  });
});
