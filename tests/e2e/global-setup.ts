/**
 * Starts the local Sentry collector (scripts/sentry-collector.mjs) in the runner's process for the whole
 * run: the server and the browser send their error-monitoring envelopes to it (playwright.config.ts sets
 * SENTRY_DSN), and tests/e2e/monitoring.spec.ts reads them back. At the end of the run the server's log
 * of the whole run is checked (tests/e2e/server-log.ts), and, when the server runs on PostgreSQL and an
 * S3 store, that it wrote nothing under its DATA_DIR (tests/e2e/data-dir.ts).
 */
import { startCollector } from "../../scripts/sentry-collector.mjs";
import { checkDirectoryEmpty, checkDirectoryUnchanged, snapshotDirectory } from "./data-dir";
import { checkServerLog } from "./server-log";

export default async function globalSetup() {
  const { port } = new URL(process.env.SENTRY_COLLECTOR_URL ?? "http://127.0.0.1:23100");
  const collector = await startCollector({ port: Number(port) });
  // the web server is up before the global setup runs: its boot wrote nothing there either
  const dataDir = process.env.E2E_SHARED_STATE === "true" ? process.env.E2E_DATA_DIR : undefined;
  if (dataDir) checkDirectoryEmpty(dataDir);
  const bootState = dataDir ? snapshotDirectory(dataDir) : null;
  return async () => {
    await new Promise<void>((resolve) => collector.close(() => resolve()));
    if (process.env.SERVER_LOG_FILE) checkServerLog(process.env.SERVER_LOG_FILE);
    if (dataDir && bootState) checkDirectoryUnchanged(dataDir, bootState);
  };
}
