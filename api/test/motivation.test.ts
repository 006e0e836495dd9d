import { describe, expect, it } from "vitest";
import { composeMotivation, type ProfileFacts } from "../services/motivation";

const facts: ProfileFacts = {
  firstName: "Erik",
  lastName: "Ek",
  course: "Informatik (B.Sc.)",
  campus: "Berlin",
  languages: [
    { code: "de", level: 7 },
    { code: "sv", level: 4 },
  ],
  graduation: "Fachhochschulreife",
  graduationStatus: "In prospect",
  gradeAverage: 2.4,
  work: [{ position: "Aushilfe", employer: "Bäckerei Korn" }],
  drivingLicense: true,
};

describe("composeMotivation", () => {
  it("is deterministic and uses every fact, in German", () => {
    const text = composeMotivation(facts, "de");
    expect(composeMotivation(structuredClone(facts), "de")).toBe(text);
    expect(text).toBe(
      "Hallo, ich bin Erik Ek. Ich möchte Informatik (B.Sc.) am Campus Berlin dual studieren und suche dafür einen Praxispartner. " +
        "Mein Schulabschluss: Fachhochschulreife (voraussichtlich), Notendurchschnitt 2,4. " +
        "Sprachen: Deutsch (Muttersprache), Schwedisch (B2). Berufserfahrung: Aushilfe bei Bäckerei Korn. " +
        "Ich habe einen Führerschein der Klasse B. " +
        "Ich freue mich darauf, Theorie und Praxis zu verbinden und Verantwortung zu übernehmen.",
    );
  });

  it("writes English and leaves out what is unknown", () => {
    const text = composeMotivation(
      {
        ...facts,
        campus: null,
        languages: [],
        work: [],
        drivingLicense: false,
        gradeAverage: null,
        graduationStatus: "Existing",
      },
      "en",
    );
    expect(text).toBe(
      "Hello, I am Erik Ek. I would like to study Informatik (B.Sc.) as a dual student and am looking for a practice partner. " +
        "My school-leaving qualification: Fachhochschulreife. " +
        "I look forward to combining theory and practice and taking on responsibility.",
    );
  });

  it("never exceeds 1600 characters and keeps the greeting and the closing", () => {
    const many = {
      ...facts,
      work: Array.from({ length: 60 }, (_, i) => ({
        position: `Position ${i}`,
        employer: `Arbeitgeber ${i} GmbH & Co. KG`,
      })),
    };
    const text = composeMotivation(many, "de");
    expect(text.length).toBeLessThanOrEqual(1600);
    expect(text.startsWith("Hallo, ich bin Erik Ek.")).toBe(true);
    expect(text.endsWith("Verantwortung zu übernehmen.")).toBe(true);
    expect(text).not.toContain("Berufserfahrung");
  });
});
