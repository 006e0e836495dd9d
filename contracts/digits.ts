/**
 * The digits a reader of the page language expects (docs/decisions/035-arabic-and-persian-digits.md):
 * Arabic-Indic ٠–٩ for Arabic, Persian ۰–۹ for Persian, 0–9 for every other language. Shared by the
 * portal's formatters (app/utils/format.ts) and the texts the API writes for a person (mails, PDFs).
 */
const ZERO: Record<string, number> = { ar: 0x660, fa: 0x6f0 };

/** `text` with its digits 0–9 in the language's digits ("25.11.2026" → "۲۵.۱۱.۲۰۲۶" in Persian). */
export function localDigits(text: string, language: string): string {
  const zero = ZERO[language];
  return zero ? text.replace(/\d/g, (d) => String.fromCharCode(zero + Number(d))) : text;
}
