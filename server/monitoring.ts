/**
 * Error monitoring of the server with @sentry/remix (ADR 027), started only when SENTRY_DSN is set: the
 * SDK (OpenTelemetry and all) is loaded then and not otherwise, so a server without monitoring boots as
 * fast as before. Release = the application version, environment = ENVIRONMENT_LABEL (docs/product.md#audiences-and-units). Errors of
 * loaders, actions and rendering come in through entry.server's handleError (`reportError` of the load
 * context); console debug, warn and error go out as logs and breadcrumbs (docs/product.md#error-catalogue). Everything passes the
 * scrubber (app/utils/scrub.ts) on the way out. No performance tracing.
 */
import { APP_VERSION } from "#contracts/enums";
import { scrubBreadcrumb, scrubEvent, scrubLog } from "../app/utils/scrub";
import type { ServerConfig } from "./config";

export interface ServerMonitoring {
  /** Sends an unexpected error, tagged with the request's incident id (what the user sees and the log names). */
  captureError: (error: unknown, requestId?: string) => void;
  /** Sends what is still queued (at shutdown). */
  close: () => Promise<void>;
}

/** An answer thrown on purpose (a Response, `data()` or a route error response below 500): not a fault. */
export function isExpectedResponse(error: unknown): boolean {
  if (error instanceof Response) return error.status < 500;
  if (typeof error !== "object" || error === null) return false;
  const thrown = error as { type?: unknown; init?: { status?: number } | null; internal?: unknown; status?: unknown };
  if (thrown.type === "DataWithResponseInit") return (thrown.init?.status ?? 200) < 500;
  return "internal" in thrown && typeof thrown.status === "number" && thrown.status < 500;
}

export async function startMonitoring(config: ServerConfig & { sentryDsn: string }): Promise<ServerMonitoring> {
  const Sentry = await import("@sentry/remix");
  Sentry.init({
    dsn: config.sentryDsn,
    release: APP_VERSION,
    environment: config.environment,
    sendDefaultPii: false,
    includeLocalVariables: false,
    enableLogs: true,
    // no trace headers on our outgoing requests (identity providers, an external API): nothing is traced
    tracePropagationTargets: [],
    integrations: [
      Sentry.consoleLoggingIntegration({ levels: ["debug", "warn", "error"] }),
      // as without monitoring: an unhandled rejection ends the process (Node's default), after it was sent
      Sentry.onUnhandledRejectionIntegration({ mode: "strict" }),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb),
    beforeSendLog: (log) => scrubLog(log),
  });
  return {
    captureError(error, requestId) {
      if (isExpectedResponse(error)) return;
      Sentry.withScope((scope) => {
        if (requestId) scope.setTag("incident", requestId);
        Sentry.captureException(error, { mechanism: { type: "remix", handled: false } });
      });
    },
    close: async () => {
      await Sentry.close(2_000);
    },
  };
}
