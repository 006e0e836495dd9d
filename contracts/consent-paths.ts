/**
 * The consent tool's addresses, in a module of their own: the footer of every page imports them, and
 * nothing else of the consent tool is in a page's first JavaScript.
 */

/** Where the consent settings live and their form posts (the settings page's action). */
export const CONSENT_SETTINGS_PATH = "/cookie-einstellungen";

/** The settings page, coming back to `returnTo` afterwards. */
export const consentSettingsHref = (returnTo: string) =>
  `${CONSENT_SETTINGS_PATH}?returnTo=${encodeURIComponent(returnTo)}`;

/** Query parameters removed from the address once read (docs/product.md#other-flows): the tracking id and campaign parameters. */
export function withoutTrackingParameters(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (key === "t" || key.startsWith("utm")) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
