/** Formatting shared by the company content pages: amounts in euro. */

export const intlLocale = (language: string) => (language === "en" ? "en-GB" : "de-DE");

/** 257500 → "2.575,00 €" (German) or "€2,575.00" (English). */
export const formatEuro = (cents: number, language: string) =>
  new Intl.NumberFormat(intlLocale(language), { style: "currency", currency: "EUR" }).format(cents / 100);
