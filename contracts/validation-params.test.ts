/**
 * No raw placeholder can reach the screen: a message whose text has a placeholder other than the field's
 * label (`{{max}}`, `{{min}}`, `{{other}}`) must be raised with its values (`msg(V.maxLength, { max })`),
 * everywhere a schema or a service raises it; and the CV generator's birth date is checked as a date.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CvProfile } from "./cv-generator";
import { parseMessage, V } from "./validation";

const ROOT = path.resolve(import.meta.dirname, "..");
const german = JSON.parse(readFileSync(path.join(ROOT, "locales/de/validation.json"), "utf8")).validation as Record<
  string,
  string
>;

/** The catalogue's keys whose German text needs values besides `{{field}}`. */
const needsValues = Object.entries(V)
  .filter(([, key]) => /\{\{\s*(?!field\b)\w+/.test(german[key.replace(/^validation\./, "")] ?? ""))
  .map(([name]) => name);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === "node_modules" ? [] : sources(full);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

describe("validation messages with values", () => {
  it("are known: the limits and the comparison", () => {
    expect(needsValues).toEqual(expect.arrayContaining(["minLength", "maxLength", "minValue", "maxValue", "between"]));
  });

  it("are raised with their values everywhere (msg(V.x, { … }))", () => {
    const bare: string[] = [];
    for (const file of ["contracts", "app", "api"].flatMap((d) => sources(path.join(ROOT, d)))) {
      const text = readFileSync(file, "utf8");
      for (const name of needsValues) {
        for (const m of text.matchAll(new RegExp(`V\\.${name}\\b`, "g"))) {
          const before = text.slice(Math.max(0, (m.index ?? 0) - 4), m.index);
          if (!before.endsWith("msg(")) bare.push(`${path.relative(ROOT, file)}: V.${name}`);
        }
      }
    }
    expect(bare).toEqual([]);
  });
});

describe("the CV generator's birth date", () => {
  const birthDateErrors = (birthDate: string) => {
    const result = CvProfile.safeParse({ ...emptyProfile, birthDate });
    return result.success ? [] : result.error.issues.map((i) => parseMessage(i.message).key);
  };
  const emptyProfile = { firstName: "", lastName: "", email: "", phone: "", address: "", birthDate: "", about: "" };

  it("accepts an empty field and a real day as the hint shows it", () => {
    expect(birthDateErrors("")).toEqual([]);
    expect(birthDateErrors("01.02.2006")).toEqual([]);
    expect(birthDateErrors("29.02.2004")).toEqual([]);
  });

  it("refuses what is not a date with the date message, never a length message", () => {
    for (const bad of ["gestern", "31.02.2006", "2006-02-01", "01.02.1850", "01.02.2999", "x".repeat(40)]) {
      expect(birthDateErrors(bad), bad).toEqual([V.birthDateInvalid]);
    }
  });

  it("gives a length message with its limit", () => {
    const result = CvProfile.safeParse({ ...emptyProfile, firstName: "x".repeat(81) });
    expect(result.success).toBe(false);
    expect(parseMessage(result.error!.issues[0].message)).toEqual({ key: V.maxLength, params: { max: 80 } });
  });
});
