/** Formatting shared by the company content pages: amounts in euro and page numbers from the query. */

export const intlLocale = (language: string) => (language === "en" ? "en-GB" : "de-DE");

/** 257500 → "2.575,00 €" (German) or "€2,575.00" (English). */
export const formatEuro = (cents: number, language: string) =>
  new Intl.NumberFormat(intlLocale(language), { style: "currency", currency: "EUR" }).format(cents / 100);

/** A page number from the query (1 when missing or invalid; bounded like the API). */
export const pageParam = (url: URL, name: string) =>
  Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get(name) ?? "1", 10) || 1));
