/**
 * Offline copies of the applicant's pages (ADR 034): what the portal's server and its service worker
 * (public/sw.js, plain JavaScript that repeats these values; app/features/offline/offline-worker.test.ts keeps them equal)
 * agree on.
 */

/** Response header of a signed-in applicant's page: the name of that person's cache (a keyed hash, no id). */
export const OFFLINE_KEY_HEADER = "Tandem-Offline-Key";

/**
 * Response header beside the key: when the person's session ends if nothing else happens (ms since the
 * epoch). The worker never serves a copy after it, online or off, and drops them all when it sees it pass.
 */
export const OFFLINE_SESSION_ENDS_HEADER = "Tandem-Session-Ends";

/** Response header of a copy the worker serves from its cache: when the page was saved (ISO 8601). */
export const OFFLINE_SAVED_AT_HEADER = "Tandem-Saved-At";

/**
 * The pages kept readable offline: home, the application's overview, the advisor's contact, the
 * info session's appointment, and a job opening's details (the interview's date and place).
 */
export const OFFLINE_PAGES = [
  "^/ds/home$",
  "^/ds/application$",
  "^/ds/contact/1$",
  "^/ds/application/info-session/2$",
  "^/ds/selfmatching/[^/]+$",
] as const;

/** The page shown offline for every other address (app/routes/offline), saved once per language. */
export const OFFLINE_PAGE_PATH = "/offline";
