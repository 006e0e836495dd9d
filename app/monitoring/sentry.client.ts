/**
 * Error monitoring in the browser (ADR 027): Sentry's browser SDK (the one @sentry/remix wraps; its React
 * layer would split React's JSX runtime into a chunk of its own, +0.65 KB on every route), loaded by a
 * dynamic import once the page is interactive and the browser idle (app/root.tsx), so it is never part of
 * a route's first JavaScript. Only what the privacy notice names: errors and the console's debug, warn and
 * error messages (docs/product.md#error-catalogue), scrubbed of personal data (app/utils/scrub.ts, with the signed-in person's
 * name); no cookies, no sessions, no replays, no tracing, no client reports. A visit without an error
 * sends nothing.
 */
import { consoleLoggingIntegration, init } from "@sentry/browser";
import type { RootData } from "~/render/root-data";
import { knownNames, scrubBreadcrumb, scrubEvent, scrubLog } from "~/utils/scrub";

/** Starts the SDK with the page's root data: where to send, release, environment, the signed-in name. */
export function startMonitoring({ monitoring: config, user }: RootData) {
  if (!config) return;
  const known = knownNames([user?.name]);
  init({
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    sendDefaultPii: false,
    sendClientReports: false,
    enableLogs: true,
    // the session integration would send an envelope on every page view
    integrations: (defaults) => [
      ...defaults.filter((integration) => integration.name !== "BrowserSession"),
      consoleLoggingIntegration({ levels: ["debug", "warn", "error"] }),
    ],
    beforeSend: (event) => scrubEvent(event, known),
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb, known),
    beforeSendLog: (log) => scrubLog(log, known),
  });
  // the journeys wait for this before they provoke an error
  document.documentElement.dataset.monitoring = "on";
}

// Importing this module starts the monitoring (app/root.tsx): the root's data is the router's, as hydrated.
const router = (window as { __remixRouter?: { state: { loaderData: Record<string, unknown> } } }).__remixRouter;
const root = router?.state.loaderData.root as RootData | undefined;
if (root) startMonitoring(root);
