/**
 * Error monitoring in the browser (ADR 027): @sentry/remix, loaded by a dynamic import once the page is
 * interactive (app/root.tsx), so it is never part of a route's first JavaScript. Only what the privacy
 * notice names: errors and the console's debug, warn and error messages (spec §8), scrubbed of personal
 * data (app/utils/scrub.ts, with the signed-in person's name); no cookies, no sessions, no replays, no
 * tracing, no client reports. A visit without an error sends nothing.
 */
import { consoleLoggingIntegration, init } from "@sentry/browser";
import type { BrowserMonitoring } from "~/context";
import { knownNames, scrubBreadcrumb, scrubEvent, scrubLog } from "~/utils/scrub";

export function startMonitoring(config: BrowserMonitoring, userName: string | undefined) {
  const known = knownNames([userName]);
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
