/**
 * Prometheus metrics of one instance (`GET /metrics`, prom-client): request durations by route pattern,
 * API errors by error code, background job runs, the outbox's depth and the mails it gave up on, the database pool, and Node's
 * own process metrics. Labels are route ids and codes only (server/observability.ts `routeLabel`): no person, and no label
 * made from a path a client chose.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export interface MetricSources {
  /** Mails waiting in the outbox and mails it gave up on (status `failed`); absent without a database. */
  outbox?: () => Promise<{ queued: number; failed: number }>;
  /** Connections of the PostgreSQL pool; absent on the embedded database (one connection, no pool). */
  pool?: () => { total: number; idle: number; waiting: number };
}

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(sources: MetricSources = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "tandem_" });
  const requestDuration = new Histogram({
    name: "tandem_http_request_duration_seconds",
    help: "Duration of HTTP requests by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const apiErrors = new Counter({
    name: "tandem_api_errors_total",
    help: "Error answers of the API by the error catalogue's code (contracts/errors.ts)",
    labelNames: ["code"] as const,
    registers: [registry],
  });
  // one query for both outbox gauges per scrape
  let outboxRead: Promise<{ queued: number; failed: number } | null> | null = null;
  const outbox = () => {
    outboxRead ??= (sources.outbox?.() ?? Promise.resolve(null))
      .catch(() => null)
      .finally(() => {
        setImmediate(() => {
          outboxRead = null;
        });
      });
    return outboxRead;
  };
  new Gauge({
    name: "tandem_outbox_depth",
    help: "Mails waiting in the outbox to be sent",
    registers: [registry],
    async collect() {
      const read = await outbox();
      if (read) this.set(read.queued);
    },
  });
  new Gauge({
    name: "tandem_jobs_failed",
    help: "Background jobs given up after their retries (mails of the outbox with status failed)",
    labelNames: ["job"] as const,
    registers: [registry],
    async collect() {
      const read = await outbox();
      if (read) this.set({ job: "mail" }, read.failed);
    },
  });
  new Gauge({
    name: "tandem_db_pool_connections",
    help: "Connections of the PostgreSQL pool by state",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = sources.pool?.();
      if (!pool) return;
      this.set({ state: "total" }, pool.total);
      this.set({ state: "idle" }, pool.idle);
      this.set({ state: "waiting" }, pool.waiting);
    },
  });
  const jobRuns = new Counter({
    name: "tandem_job_runs_total",
    help: "Runs of the background jobs by job and outcome (ok, failed: each failed attempt before its retry)",
    labelNames: ["job", "outcome"] as const,
    registers: [registry],
  });
  return { registry, requestDuration, apiErrors, jobRuns };
}
