/** The portrait form's fields and values, shared by the page and its action (the conflict page). */
import type { CompanyPortrait } from "#contracts/companies";

export const PORTRAIT_FIELDS = ["about", "offer", "contactName", "contactEmail", "contactPhone"] as const;

/** The stored portrait as the form's text values. */
export const portraitValues = (portrait: CompanyPortrait): Record<string, string> =>
  Object.fromEntries(PORTRAIT_FIELDS.map((f) => [f, portrait[f] ?? ""]));
