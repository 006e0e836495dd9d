/**
 * The words of every e-mail live in locales/{de,en}/mail.json beside the portal's translations, so
 * they are translated and reviewed in one place. `mailText` is the one way to read them: the key in the
 * recipient's language (German when the language is not known), `{{name}}` placeholders filled from the
 * params (a missing one stays empty). The layouts that put the pieces together are in templates.ts.
 */
import de from "../../locales/de/mail.json";
import en from "../../locales/en/mail.json";

export type MailLanguage = "de" | "en";
export type MailParams = Record<string, string | undefined>;

const CATALOGUES: Record<MailLanguage, unknown> = { de, en };

/** The recipient's stored language if the mails speak it, else German (spec §1: German is the default). */
export const mailLanguage = (language: string | null | undefined): MailLanguage => (language === "en" ? "en" : "de");

function lookup(language: MailLanguage, key: string): string | undefined {
  let node: unknown = CATALOGUES[language];
  for (const part of key.split(".")) {
    node = node !== null && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

/** The text under `key` in the recipient's language, placeholders filled (one pass: values stay as they are). */
export function mailText(language: string | null | undefined, key: string, params: MailParams = {}): string {
  const template = lookup(mailLanguage(language), key) ?? lookup("de", key);
  if (template === undefined) throw new Error(`No mail text under "${key}"`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? "");
}
