/**
 * The words of every e-mail live in locales/<lng>/mail.json beside the portal's translations (all ten
 * languages of the applicant pages), so they are translated and reviewed in one place. `mailText` is the one way to read them: the key in the
 * recipient's language (German when the language is not known), `{{name}}` placeholders filled from the
 * params (a missing one stays empty, a number in the recipient's digits). The layouts that put the pieces
 * together are in templates.ts.
 */
import { localDigits } from "#contracts/digits";
import { LANGUAGES, type Language } from "#contracts/enums";
import ar from "../../locales/ar/mail.json";
import de from "../../locales/de/mail.json";
import en from "../../locales/en/mail.json";
import es from "../../locales/es/mail.json";
import fa from "../../locales/fa/mail.json";
import fr from "../../locales/fr/mail.json";
import it from "../../locales/it/mail.json";
import pl from "../../locales/pl/mail.json";
import ru from "../../locales/ru/mail.json";
import tr from "../../locales/tr/mail.json";

export type MailLanguage = Language;
/** A value to fill in; a number is written in the recipient's digits (docs/decisions/035), a text as it is. */
export type MailParams = Record<string, string | number | undefined>;

const CATALOGUES: Record<MailLanguage, unknown> = { ar, de, en, es, fa, fr, it, pl, ru, tr };

/** The recipient's stored language if it is one of the portal's, else German (docs/product.md#audiences-and-units: German is the default). */
export const mailLanguage = (language: string | null | undefined): MailLanguage =>
  (LANGUAGES as readonly string[]).includes(language ?? "") ? (language as MailLanguage) : "de";

function lookup(language: MailLanguage, key: string): string | undefined {
  let node: unknown = CATALOGUES[language];
  for (const part of key.split(".")) {
    node = node !== null && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * The text under `key` in the recipient's language, placeholders filled (one pass: values stay as they are,
 * but for a number, which is written in the language's digits).
 */
export function mailText(language: string | null | undefined, key: string, params: MailParams = {}): string {
  const lng = mailLanguage(language);
  const template = lookup(lng, key) ?? lookup("de", key);
  if (template === undefined) throw new Error(`No mail text under "${key}"`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = params[name];
    return typeof value === "number" ? localDigits(String(value), lng) : (value ?? "");
  });
}
