/**
 * Route meta flags of spec §2.1, carried in each route module's `handle` export.
 * The root reads them from `useMatches()` (navbar, consent banner) and the unit layouts
 * read them in loaders (login, onboarding) through `routeHandles()`.
 */
export interface RouteHandle {
  /** Public page: no login needed. */
  allowUnauthorized?: boolean;
  /** Navbar hidden (a logged-in user still gets a logout link, app/components/shell/LogoutBar). */
  noNav?: boolean;
  /** The page offers logout itself (no second logout link). */
  ownLogout?: boolean;
  /** Forces the applicant to the onboarding screen until onboarding is done. */
  onboarding?: boolean;
  /** The consent banner is not shown. */
  suppressCmp?: boolean;
  /** Accent colour of the page. */
  color?: string;
  /** Step number within the application journey. */
  step?: number;
  /** Translation key of the page title. */
  title?: string;
  /** Translation namespaces this route needs besides `common` (remix-i18next). */
  i18n?: string | string[];
}
