/**
 * Route meta of docs/product.md#route-meta, carried in each route module's `handle` export. Only fields something reads
 * are declared: app/root.tsx reads `noNav`, `ownLogout` and `title` (every page title), the consent banner
 * `suppressCmp` (app/consent/banner-rule.ts); the unit layouts' guards read `allowUnauthorized` and
 * `onboarding` through the load context (app/routing/route-meta.ts; the deepest matched route that sets one
 * decides); StepPage reads `step`; remix-i18next reads `i18n`.
 */
export interface RouteHandle {
  /** Public page: no login needed (the /ds, /b2b and /advisor layouts serve it without one). */
  allowUnauthorized?: boolean;
  /** Navbar hidden (a logged-in user still gets a logout link, app/components/shell/LogoutBar). */
  noNav?: boolean;
  /** The page offers logout itself (no second logout link). */
  ownLogout?: boolean;
  /**
   * Forces the applicant to the onboarding screen until onboarding is done, then to the waiting page until
   * a unit exists (app/routing/applicant.ts `applicantDetour`). The /ds layout sets it for the whole unit; a page
   * reached before onboarding sets `false`.
   */
  onboarding?: boolean;
  /** The consent banner is not shown (app/consent/banner-rule.ts). */
  suppressCmp?: boolean;
  /** Step number within the application journey. */
  step?: number;
  /** Translation key of the page title (in the route's `i18n` namespaces, then `common`). */
  title?: string;
  /** Translation namespaces this route needs besides `common` (remix-i18next). */
  i18n?: string | string[];
}
