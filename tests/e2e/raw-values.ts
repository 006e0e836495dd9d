/**
 * What a person must never read on a page: a translation key (`journey.steps.data`), a stored value of an
 * enumeration of contracts/ (`in_progress`, `Ready to match`, `Picture`), a date in ISO form
 * (`2026-11-22`) or a placeholder a text was not filled in with (`{{max}}`, in any visible text or error). The crawl (console-clean.spec.ts) runs `rawValuesIn` on the visible text of every page.
 */
import { readdirSync, readFileSync } from "node:fs";
import * as contracts from "../../contracts/index";

type Def = { type?: string; entries?: Record<string, unknown>; shape?: Record<string, unknown> } & Record<
  string,
  unknown
>;

/** Every value of every zod enum of contracts/ (nested in objects, arrays, optionals, pipes, unions). */
function enumValues(): Set<string> {
  const values = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (schema: unknown) => {
    if (!schema || typeof schema !== "object" || seen.has(schema)) return;
    seen.add(schema);
    const def = (schema as { _zod?: { def?: Def } })._zod?.def;
    if (!def) return;
    if (def.type === "enum" && def.entries) {
      for (const value of Object.values(def.entries)) if (typeof value === "string") values.add(value);
    }
    if (def.shape) for (const field of Object.values(def.shape)) walk(field);
    for (const key of ["innerType", "element", "in", "out", "valueType", "keyType", "left", "right"]) walk(def[key]);
    if (Array.isArray(def.options)) for (const option of def.options) walk(option);
  };
  for (const value of Object.values(contracts)) walk(value);
  return values;
}

/** Every text of a language's translation files, lower-cased: a value found there reads as that language. */
function translatedTexts(language: string): string {
  const dir = new URL(`../../locales/${language}/`, import.meta.url);
  const texts: string[] = [];
  const collect = (node: unknown) => {
    if (typeof node === "string") texts.push(node);
    else if (node && typeof node === "object") for (const child of Object.values(node)) collect(child);
  };
  for (const file of readdirSync(dir)) collect(JSON.parse(readFileSync(new URL(file, dir), "utf8")));
  return texts.join("\n").toLowerCase();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Enum values that are German names shown as they are: course names, school-leaving certificates and the
 * German language tests (docs/product.md#entities options), which the translation files do not repeat.
 */
const GERMAN_NAME = /[äöüßÄÖÜ(]|^(Internationaler Abschluss|TestDaF|OeSD)$/;

/**
 * The enum values that would betray a raw value on a page in `language`: snake_case, camelCase and
 * UPPER_CASE codes, and words or phrases no text of the portal in that language contains (on a German
 * page "overdue" is a raw value, on an English one a word). Codes of two letters (languages, "DS") and
 * values the texts use as they are ("Abitur") are left out.
 */
function rawEnumPattern(language: string): RegExp {
  const texts = translatedTexts(language);
  const raw = [...enumValues()].filter((value) => {
    if (value.length < 3 || GERMAN_NAME.test(value)) return false;
    if (/_|[a-z][A-Z]/.test(value)) return true;
    return !new RegExp(`(^|[^\\p{L}])${escapeRegExp(value.toLowerCase())}($|[^\\p{L}])`, "u").test(texts);
  });
  raw.sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}\\d_-])(${raw.map(escapeRegExp).join("|")})(?![\\p{L}\\d_-])`, "u");
}

const patterns = new Map<string, RegExp>();

/** Addresses that legitimately contain dots: e-mail addresses, URLs, domains and file names. */
const ADDRESSES =
  /\S+@\S+|\bhttps?:\/\/\S+|\bwww\.\S+|\b[\w-]+(\.[\w-]+)*\.(de|com|org|net|eu|io|example|test|pdf|png|jpe?g|docx?|ics|zip|txt)\b/gi;
/** A translation key: words joined by dots, the way the locale files nest them (`advisor.history.title`). */
const KEY = /\b[a-z][a-zA-Z]+(\.[a-zA-Z_]+)+\b/;
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
/** A placeholder of i18next that was not interpolated (`{{max}}`, `{{ field }}`). */
const PLACEHOLDER = /\{\{[^{}]*\}\}/;

/** The raw values in a page's visible text (the page in `language`), each with the text around it. */
export function rawValuesIn(text: string, language = "de"): string[] {
  const lng = /^[a-z]{2}$/.test(language) ? language : "de";
  const pattern = patterns.get(lng) ?? rawEnumPattern(lng);
  patterns.set(lng, pattern);
  const problems: string[] = [];
  for (const line of text.split("\n")) {
    const plain = line.replace(ADDRESSES, " ");
    const key = KEY.exec(plain);
    if (key) problems.push(`key-like "${key[0]}" in "${line.trim().slice(0, 120)}"`);
    const value = pattern.exec(plain);
    if (value) problems.push(`enum value "${value[0]}" in "${line.trim().slice(0, 120)}"`);
    const date = ISO_DATE.exec(plain);
    if (date) problems.push(`ISO date "${date[0]}" in "${line.trim().slice(0, 120)}"`);
    const placeholder = PLACEHOLDER.exec(line);
    if (placeholder) problems.push(`placeholder "${placeholder[0]}" in "${line.trim().slice(0, 120)}"`);
  }
  return problems;
}
