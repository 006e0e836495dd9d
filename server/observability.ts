/**
 * One observer per request: its duration goes into the metrics (labelled by `routeLabel`) and one JSON
 * line into the log, with the request id, method, route pattern (`routeOf`), status, duration and the kind
 * of user (never a name, an address, a query string or a body). `/metrics` (Prometheus) and `/readyz`
 * (readiness: database and document store reachable, migrations applied) sit beside `/healthz` (liveness:
 * the process answers).
 */
import { timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { type Logger, routeOf } from "./logger";
import type { Metrics } from "./metrics";

declare global {
  namespace Express {
    interface Locals {
      /** The signed-in user's unit, noted by the portal's guard (app/session/auth.server.ts `requireUser`). */
      userKind?: string;
      /** The route that answers, as the metrics label it (a Remix route id, the API's route path). */
      route?: string;
    }
  }
}

/** The one label of every request no route of ours matched: unknown paths never add series. */
export const UNMATCHED_ROUTE = "unmatched";

/**
 * The metrics label of a request: the route that answered it as its router names it (noted in
 * `res.locals.route` by server.ts: the Remix route id, the API's route path, a mount's prefix), else the
 * Express route's own path, else UNMATCHED_ROUTE. Never the request's path: a label set made from paths
 * grows with every new path anyone sends.
 */
export function routeLabel(req: Request, res: Response): string {
  const expressRoute = (req.route as { path?: unknown } | undefined)?.path;
  return (
    res.locals.route ?? (typeof expressRoute === "string" && expressRoute !== "*" ? expressRoute : UNMATCHED_ROUTE)
  );
}

/** Notes the label of everything under one mount (static files, the identity providers). */
export const labelRoute =
  (route: string) =>
  (_req: Request, res: Response, next: NextFunction): void => {
    res.locals.route ??= route;
    next();
  };

/** Static files are measured but not logged line by line: they would drown the requests that matter. */
const QUIET = /^\/(build|fonts|locales)\/|^\/favicon/;

/** The methods of HTTP; anything else a client invents is one label. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const methodLabel = (method: string) => (METHODS.has(method) ? method : "OTHER");

export function observeRequests(logger: Logger, metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeOf(req.path);
      metrics.requestDuration.observe(
        { method: methodLabel(req.method), route: routeLabel(req, res), status: String(res.statusCode) },
        seconds,
      );
      if (QUIET.test(req.path) && res.statusCode < 400) return;
      const user = res.locals.userKind ?? (req.headers.authorization ? "bearer" : "anonymous");
      logger.info(
        {
          reqId: res.locals.requestId,
          method: req.method,
          route,
          status: res.statusCode,
          durationMs: Math.round(seconds * 10_000) / 10,
          user,
        },
        "request",
      );
    });
    next();
  };
}

/** Counts the API's error answers by their code (the body's `code`, small JSON: read from a copy). */
export function countApiError(metrics: Metrics, response: globalThis.Response) {
  if (response.status < 400 || !response.headers.get("content-type")?.includes("application/json")) return;
  response
    .clone()
    .json()
    .then((body: { code?: unknown }) => {
      const code = typeof body?.code === "number" ? String(body.code) : String(response.status);
      metrics.apiErrors.inc({ code });
    })
    .catch(() => metrics.apiErrors.inc({ code: String(response.status) }));
}

/**
 * `GET /metrics`: with `METRICS_TOKEN` only for `Authorization: Bearer <token>`; without one, open in
 * development and absent (404) in production, where the numbers are not the public's.
 */
export function metricsEndpoint(metrics: Metrics, options: { token?: string; production: boolean }) {
  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : null;
  return async (req: Request, res: Response) => {
    if (!expected && options.production) {
      res.status(404).json({ code: 404, message: "Not found" });
      return;
    }
    if (expected) {
      const given = Buffer.from(req.headers.authorization ?? "");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.status(401).setHeader("WWW-Authenticate", "Bearer").json({ code: 401, message: "Unauthorized" });
        return;
      }
    }
    res.setHeader("Cache-Control", "no-store");
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}

/**
 * `GET /readyz`: ready for traffic when every dependency answers (database, document store, migrations)
 * within `timeoutMs`: a dependency that hangs makes the instance unready, not the probe wait.
 */
export function readinessEndpoint(checks: Record<string, () => Promise<boolean>>, { timeoutMs = 3_000 } = {}) {
  const within = (check: () => Promise<boolean>) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      check().then(
        (ok) => resolve(ok === true),
        () => resolve(false),
      );
      timer.unref();
    });
  return async (_req: Request, res: Response) => {
    const results = Object.fromEntries(
      await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await within(check)] as const)),
    );
    const ready = Object.values(results).every(Boolean);
    res.setHeader("Cache-Control", "no-store");
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable", ...results });
  };
}
