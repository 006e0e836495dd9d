/**
 * Starts the local Sentry collector (scripts/sentry-collector.mjs) in the runner's process for the whole
 * run: the server and the browser send their error-monitoring envelopes to it (playwright.config.ts sets
 * SENTRY_DSN), and tests/e2e/monitoring.spec.ts reads them back. At the end of the run the server's log
 * of the whole run is checked (tests/e2e/server-log.ts).
 */
import { startCollector } from "../../scripts/sentry-collector.mjs";
import { checkServerLog } from "./server-log";

export default async function globalSetup() {
  const { port } = new URL(process.env.SENTRY_COLLECTOR_URL ?? "http://127.0.0.1:23100");
  const collector = await startCollector({ port: Number(port) });
  return async () => {
    await new Promise<void>((resolve) => collector.close(() => resolve()));
    if (process.env.SERVER_LOG_FILE) checkServerLog(process.env.SERVER_LOG_FILE);
  };
}
