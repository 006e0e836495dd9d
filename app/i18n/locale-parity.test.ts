import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "#contracts/audit";
import { UNIT_STAGES } from "#contracts/enums";

/**
 * German is the default and English the overlay: a key only one of them has shows the raw key to the
 * other language's users, so every namespace must carry the same keys in both.
 */
const root = new URL("../../locales/", import.meta.url);

function keysOf(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function read(lang: string, file: string) {
  return JSON.parse(readFileSync(new URL(`${lang}/${file}`, root), "utf8"));
}

const namespaces = readdirSync(new URL("de/", root)).filter((f) => f.endsWith(".json"));

describe("locales", () => {
  it("have the same namespaces in German and English", () => {
    expect(
      readdirSync(new URL("en/", root))
        .filter((f) => f.endsWith(".json"))
        .sort(),
    ).toEqual(namespaces.sort());
  });

  it.each(namespaces)("%s has the same keys in German and English", (file) => {
    expect(keysOf(read("en", file)).sort()).toEqual(keysOf(read("de", file)).sort());
  });
});

describe("values shown on screen", () => {
  it("every unit stage has a label in the advisor console, in both languages", () => {
    for (const lang of ["de", "en"]) {
      expect(Object.keys(read(lang, "advisor.json").stages).sort(), lang).toEqual([...UNIT_STAGES].sort());
    }
  });

  it("every action of the audit log has a name in the advisor console's audit trail, in both languages", () => {
    for (const lang of ["de", "en"]) {
      expect(Object.keys(read(lang, "advisor.json").audit.actions).sort(), lang).toEqual([...AUDIT_ACTIONS].sort());
    }
  });
});
