import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import de from "../../../locales/de/legal.json";
import en from "../../../locales/en/legal.json";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Flattens nested translation objects to dotted keys; arrays count as one leaf. */
function flatten(value: Json, prefix = "", out = new Map<string, Json>()): Map<string, Json> {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const flat = { de: flatten(de), en: flatten(en) };

/** Literal translation keys ("imprint.x", "privacy.x", "shared.x") used by the imprint and the privacy notice. */
function keysUsedIn(relativePath: string): string[] {
  const source = readFileSync(new URL(relativePath, import.meta.url), "utf8");
  return [...source.matchAll(/"((?:imprint|privacy|shared)(?:\.\w+)+)"/g)].map((match) => match[1]);
}

describe("locales/*/legal.json", () => {
  it("German and English have exactly the same keys", () => {
    const deKeys = [...flat.de.keys()].sort();
    const enKeys = [...flat.en.keys()].sort();
    expect(
      enKeys.filter((key) => !flat.de.has(key)),
      "keys only in en",
    ).toEqual([]);
    expect(
      deKeys.filter((key) => !flat.en.has(key)),
      "keys only in de",
    ).toEqual([]);
    expect(enKeys).toEqual(deKeys);
  });

  it("every value is a non-empty string (or a string array of the same length in both languages)", () => {
    for (const [lang, entries] of Object.entries(flat)) {
      for (const [key, value] of entries) {
        if (Array.isArray(value)) {
          expect(
            value.every((item) => typeof item === "string" && item.trim() !== ""),
            `${lang}:${key}`,
          ).toBe(true);
          expect(value.length, `${lang}:${key} length`).toBe((flat.de.get(key) as Json[] | undefined)?.length);
        } else {
          expect(typeof value === "string" && value.trim() !== "", `${lang}:${key}`).toBe(true);
        }
      }
    }
  });

  it("contains no HTML markup", () => {
    for (const [lang, entries] of Object.entries(flat)) {
      for (const [key, value] of entries) {
        expect(/<\/?[a-z][^>]*>/i.test(JSON.stringify(value)), `${lang}:${key}`).toBe(false);
      }
    }
  });

  it("has every key the imprint and privacy pages use", () => {
    const used = [
      ...keysUsedIn("./Imprint.tsx"),
      ...keysUsedIn("./PrivacyNotice.tsx"),
      ...keysUsedIn("./LegalArticle.tsx"),
    ];
    expect(used.length).toBeGreaterThan(50);
    for (const key of used) {
      expect(typeof flat.de.get(key), `de:${key}`).toBe("string");
      expect(typeof flat.en.get(key), `en:${key}`).toBe("string");
    }
  });
});
