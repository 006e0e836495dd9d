/**
 * Starts the local Sentry collector (scripts/sentry-collector.mjs) in the runner's process for the whole
 * run: the server and the browser send their error-monitoring envelopes to it (playwright.config.ts sets
 * SENTRY_DSN), and tests/e2e/monitoring.spec.ts reads them back.
 */
import { startCollector } from "../../scripts/sentry-collector.mjs";

export default async function globalSetup() {
  const { port } = new URL(process.env.SENTRY_COLLECTOR_URL ?? "http://127.0.0.1:23100");
  const collector = await startCollector({ port: Number(port) });
  return () => new Promise<void>((resolve) => collector.close(() => resolve()));
}
