/**
 * Translations in React, on the server and in the browser alike: a small `useTranslation` over the
 * namespaces' texts (locales/<language>/<namespace>.json). The same code renders on both sides, so the
 * browser's first render has exactly the server's text (no hydration mismatch). i18next itself stays on
 * the server (loaders, actions, mails: app/i18n/i18next.server.ts); in the browser it cost 21 KB of gzip
 * JavaScript on every page (docs/decisions/023-client-translations.md).
 *
 * What it supports is what i18next does with this project's texts: nested keys, `ns:key` and `ns`
 * options, several namespaces in order, `{{name}}` interpolation (values, `replace`), plural forms by
 * `count` (Intl.PluralRules suffixes and `_zero`), `defaultValue`, `returnObjects`. Beyond i18next, an
 * interpolated number is written in the language's digits.
 */
import { createContext, type ReactNode, startTransition, useContext, useEffect, useMemo, useState } from "react";
import { localDigits } from "#contracts/digits";
import { FALLBACK_LANGUAGE } from "#contracts/languages";

export type Texts = { [key: string]: unknown };

export const DEFAULT_NAMESPACE = "common";

/** Where the texts come from: all in memory on the server, fetched on demand in the browser. */
export interface TranslationStore {
  /** The namespace's texts in the language, or undefined while the browser has not loaded them. */
  get(lng: string, ns: string): Texts | undefined;
  /** Loads namespaces (browser); resolves when every one is there. */
  load(lng: string, namespaces: readonly string[]): Promise<void>;
  /** Server: notes a namespace the render uses (the browser loads exactly these before it hydrates). */
  used?(ns: string): void;
}

export interface TOptions {
  ns?: string | readonly string[];
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
  replace?: Record<string, unknown>;
  interpolation?: { escapeValue?: boolean };
  [name: string]: unknown;
}

export interface TFunction {
  (key: string | readonly string[], options: TOptions & { returnObjects: true }): unknown;
  (key: string | readonly string[], options?: TOptions): string;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (lng: string, count: number) => {
  let rules = pluralRules.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng);
    pluralRules.set(lng, rules);
  }
  return rules.select(count);
};

/**
 * The text at a dotted path. As i18next does, a key may itself hold dots at any level (the audit trail's
 * `audit.actions` are keyed by actions such as `account.updated`): where a segment is not a key, it is
 * tried joined with the segments after it.
 */
const valueAt = (texts: unknown, path: string): unknown => {
  const parts = path.split(".");
  const find = (value: unknown, from: number): unknown => {
    if (from === parts.length) return value;
    if (value === null || typeof value !== "object") return undefined;
    // the key one segment long first (the common case), then joined with the segments after it
    let key = parts[from];
    for (let to = from + 1; to <= parts.length; key += `.${parts[to++]}`) {
      if (!Object.hasOwn(value, key)) continue;
      const found = find((value as Texts)[key], to);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return find(texts, 0);
};

/**
 * `{{name}}` (also `{{-name}}` and `{{name, format}}`) from the options in a text, or in every text of an
 * object or array (the locale files hold only texts); an unknown name stays as it is. A number is written
 * in the language's digits (Arabic-Indic, Persian: docs/decisions/035); a plural form was chosen by the
 * number itself.
 */
function interpolate(value: unknown, options: TOptions, lng: string): unknown {
  if (Array.isArray(value)) return value.map((item) => interpolate(item, options, lng));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, options, lng)]));
  }
  const text = String(value);
  if (!text.includes("{{")) return text;
  const values = { ...options, ...options.replace };
  return text.replace(/\{\{(.+?)\}\}/g, (whole, inner: string) => {
    const name = inner.replace(/^-/, "").split(",")[0].trim();
    const found = valueAt(values, name);
    if (found === undefined) return whole;
    return found === null ? "" : typeof found === "number" ? localDigits(String(found), lng) : String(found);
  });
}

/** A key or namespace argument as a list (`Array.prototype.flat` is many times slower, and `t` runs often). */
const listOf = <T extends string>(value: T | readonly T[]): readonly T[] =>
  typeof value === "string" ? [value] : value;

/** The namespaces and key a lookup of `key` means (`ns:key` names its namespace). */
function resolveKey(key: string, options: TOptions, namespaces: readonly string[]) {
  const separator = key.indexOf(":");
  if (separator > 0) return { namespaces: [key.slice(0, separator)], path: key.slice(separator + 1) };
  return { namespaces: options.ns === undefined ? namespaces : listOf(options.ns), path: key };
}

/** The namespaces a call of `t` looks in. */
export function namespacesOf(key: string | readonly string[], options: TOptions, namespaces: readonly string[]) {
  return listOf(key).flatMap((k) => resolveKey(k, options, namespaces).namespaces);
}

/** Looks a key up; undefined when no namespace has it. */
export function lookup(
  lng: string,
  textsOf: (ns: string) => Texts | undefined,
  key: string | readonly string[],
  options: TOptions,
  namespaces: readonly string[],
): { value: unknown } | undefined {
  for (const k of listOf(key)) {
    const { namespaces: inNamespaces, path } = resolveKey(k, options, namespaces);
    const candidates = [path];
    if (typeof options.count === "number") {
      candidates.unshift(`${path}_${pluralOf(lng, options.count)}`);
      if (options.count === 0) candidates.unshift(`${path}_zero`);
    }
    for (const ns of inNamespaces) {
      const texts = textsOf(ns);
      for (const candidate of candidates) {
        const value = valueAt(texts, candidate);
        if (value !== undefined && value !== null) return { value };
      }
    }
  }
  return undefined;
}

/** i18next's `t` over the given texts: the text, interpolated; the default value or the key when missing. */
export function translate(
  lng: string,
  textsOf: (ns: string) => Texts | undefined,
  key: string | readonly string[],
  options: TOptions = {},
  namespaces: readonly string[] = [DEFAULT_NAMESPACE],
): unknown {
  const found = lookup(lng, textsOf, key, options, namespaces);
  const value = found ? found.value : options.defaultValue;
  // an object (a group of texts) only when asked for
  if (value === undefined || (typeof value === "object" && !options.returnObjects)) {
    return resolveKey(listOf(key).at(-1) ?? "", options, []).path;
  }
  return interpolate(value, options, lng);
}

interface TranslationContextValue {
  store: TranslationStore;
  lng: string;
  setLng: (lng: string) => void;
}

const TranslationContext = createContext<TranslationContextValue | null>(null);

export function TranslationProvider({
  store,
  lng: initialLng,
  children,
}: {
  store: TranslationStore;
  lng: string;
  children: ReactNode;
}) {
  const [lng, setLng] = useState(initialLng);
  const value = useMemo(() => ({ store, lng, setLng }), [store, lng]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** Follows the page's language (the root loader's) after a client navigation changed it. */
export function useChangeLanguage(lng: string) {
  const context = useContext(TranslationContext);
  useEffect(() => {
    if (context && context.lng !== lng) startTransition(() => context.setLng(lng));
  }, [context, lng]);
}

/**
 * The texts of the namespaces (`common` when none are named). In the browser a namespace not loaded yet
 * suspends the render until it is: Remix renders navigations in a transition, so the previous page stays
 * on screen meanwhile and a new page never shows its keys.
 */
export function useTranslation(ns?: string | readonly string[]) {
  const context = useContext(TranslationContext);
  if (!context) throw new Error("useTranslation needs a TranslationProvider");
  const { store, lng } = context;
  const namespaces = ns === undefined ? [DEFAULT_NAMESPACE] : listOf(ns);
  const missing = namespaces.filter((n) => store.get(lng, n) === undefined);
  if (missing.length > 0) throw store.load(lng, missing);
  for (const n of namespaces) store.used?.(n);
  const nsKey = namespaces.join(" ");
  return useMemo(() => {
    const list = nsKey.split(" ");
    const textsOf = (n: string) => store.get(lng, n);
    const t = ((key: string | readonly string[], options: TOptions = {}) => {
      const wanted = namespacesOf(key, options, list);
      for (const n of wanted) store.used?.(n);
      const absent = wanted.filter((n) => store.get(lng, n) === undefined);
      // a text of another namespace, named in the call: wait for it like for the component's own
      if (absent.length > 0) throw store.load(lng, absent);
      return translate(lng, textsOf, key, options, list);
    }) as TFunction;
    const exists = (key: string, options: TOptions = {}) => lookup(lng, textsOf, key, options, list) !== undefined;
    return { t, i18n: { language: lng, resolvedLanguage: lng, exists }, ready: true };
  }, [store, lng, nsKey]);
}

/** The texts of a namespace the server has, German where a language lacks the namespace (like i18next). */
export function textsWithFallback(
  resources: Record<string, Record<string, Texts | undefined> | undefined>,
  lng: string,
  ns: string,
): Texts {
  const own = resources[lng]?.[ns];
  if (own && Object.keys(own).length > 0) return own;
  return resources[FALLBACK_LANGUAGE]?.[ns] ?? {};
}

/**
 * The attributes of a text in another language than the page's (German course and campus names, news
 * that exist in German and English only): marked with its language, so that a screen reader says it with
 * that language's rules, and set left to right on its own (an element with `dir` is isolated), so that
 * "Informatik (B.Sc.)" keeps its parentheses inside Arabic or Persian text. Here, not in ~/i18n: every page
 * loads this module already, so it costs no chunk of its own.
 */
export const textLanguage = (text: string, page: string) =>
  text === page ? {} : ({ lang: text, dir: "ltr" } as const);
