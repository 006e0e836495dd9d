/**
 * The WCAG 2.2 success criteria a test gives evidence for, as Playwright annotations
 * (`test(title, wcag("1.4.10"), body)`): scripts/accessibility/conformance.mjs lists every test of the
 * suite with its annotations and builds docs/accessibility/conformance.md from them.
 */
export const WCAG_ANNOTATION = "wcag";

export function wcag(...criteria: string[]) {
  for (const c of criteria) if (!/^\d\.\d{1,2}\.\d{1,2}$/.test(c)) throw new Error(`not a WCAG criterion: ${c}`);
  return { annotation: criteria.map((description) => ({ type: WCAG_ANNOTATION, description })) };
}
