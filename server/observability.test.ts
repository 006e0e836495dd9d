import { mkdtempSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { captureConsole, createLogger, routeOf } from "./logger";
import { createMetrics } from "./metrics";
import {
  countApiError,
  labelRoute,
  metricsEndpoint,
  observeRequests,
  readinessEndpoint,
  UNMATCHED_ROUTE,
} from "./observability";

const logFile = () => path.join(mkdtempSync(path.join(tmpdir(), "tandem-log-")), "server.log");
const flush = (logger: ReturnType<typeof createLogger>) =>
  new Promise<void>((resolve) => logger.flush(() => resolve()));
const linesOf = (file: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(app: express.Express) {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("routeOf", () => {
  it("keeps the route and replaces ids, numbers, tokens and anything with @ or % by :id", () => {
    expect(routeOf("/ds/application/skills/2")).toBe("/ds/application/skills/2");
    expect(routeOf("/api/b2b/v1/companies/d8caeaaa-72b1-4a09-bab4-eb709a232457/employees")).toBe(
      "/api/b2b/v1/companies/:id/employees",
    );
    expect(routeOf("/invite/lena.lehmann@example.org")).toBe("/invite/:id");
    expect(routeOf("/x/lena%40example.org/123456")).toBe("/x/:id/:id");
    expect(routeOf("/reset/AbCdEf0123456789AbCdEf0123456789")).toBe("/reset/:id");
    expect(routeOf("/")).toBe("/");
    expect(routeOf("/b2b/invoices/d8caeaaa-72b1-4a09-bab4-eb709a232457.pdf")).toBe("/b2b/invoices/:id.pdf");
  });
});

describe("the log", () => {
  it("writes JSON lines, and the console's messages scrubbed of e-mail addresses, phone numbers and IBANs", async () => {
    const file = logFile();
    const logger = createLogger({ file });
    const restore = captureConsole(logger);
    try {
      console.warn("payment check failed for %s (%s)", "olaf.ostermann@muster-maschinenbau.example", "+49 711 5550100");
      console.error("mandate of lena.lehmann@example.org refused: DE89 3704 0044 0532 0130 00");
    } finally {
      restore();
    }
    logger.info({ route: "/ds/home" }, "request for max.mueller@example.org");
    await flush(logger);
    const lines = linesOf(file);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ["warn", "payment check failed for [email] ([phone])"],
      ["error", "mandate of [email] refused: [iban]"],
      ["info", "request for [email]"],
    ]);
    expect(lines[2].route).toBe("/ds/home");
    expect(typeof lines[0].time).toBe("string");
    expect(readFileSync(file, "utf8")).not.toMatch(/example\.org|5550100|DE89|0532/);
  });
});

describe("requests, /metrics and /readyz", () => {
  it("log one line and count one duration per request by route pattern, never the query", async () => {
    const file = logFile();
    const logger = createLogger({ file });
    const metrics = createMetrics({
      outbox: async () => ({ queued: 3, failed: 1 }),
      pool: () => ({ total: 4, idle: 3, waiting: 0 }),
    });
    const app = express();
    app.use((_req, res, next) => {
      res.locals.requestId = "req-1";
      next();
    });
    app.use(observeRequests(logger, metrics));
    app.get("/metrics", metricsEndpoint(metrics, { production: false }));
    app.get("/ds/notifications/:id", (_req, res) => {
      res.locals.userKind = "applicant";
      res.send("ok");
    });
    const base = await serve(app);
    await fetch(`${base}/ds/notifications/d8caeaaa-72b1-4a09-bab4-eb709a232457?email=lena.lehmann@example.org`);
    countApiError(metrics, Response.json({ code: 1010, message: "Too many requests" }, { status: 429 }));
    countApiError(metrics, Response.json({ ok: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));

    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toMatch(
      /tandem_http_request_duration_seconds_count\{method="GET",route="\/ds\/notifications\/:id",status="200"\} 1/,
    );
    expect(text).toContain('tandem_api_errors_total{code="1010"} 1');
    expect(text).toContain("tandem_outbox_depth 3");
    expect(text).toContain('tandem_jobs_failed{job="mail"} 1');
    expect(text).toContain('tandem_db_pool_connections{state="idle"} 3');
    expect(text).toContain("tandem_process_cpu_seconds_total");
    expect(text).not.toContain("example.org");

    await flush(logger);
    const [request] = linesOf(file).filter((line) => line.msg === "request");
    expect(request).toMatchObject({
      reqId: "req-1",
      method: "GET",
      route: "/ds/notifications/:id",
      status: 200,
      user: "applicant",
    });
    expect(typeof request.durationMs).toBe("number");
    expect(readFileSync(file, "utf8")).not.toContain("example.org");
  });

  it("/metrics needs its token when one is set, and is absent in production without one", async () => {
    const metrics = createMetrics();
    const app = express();
    app.get("/open", metricsEndpoint(metrics, { production: true }));
    app.get("/guarded", metricsEndpoint(metrics, { production: true, token: "s3cret-token-0123456789" }));
    const base = await serve(app);
    expect((await fetch(`${base}/open`)).status).toBe(404);
    expect((await fetch(`${base}/guarded`)).status).toBe(401);
    expect((await fetch(`${base}/guarded`, { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
    const ok = await fetch(`${base}/guarded`, { headers: { authorization: "Bearer s3cret-token-0123456789" } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
  });

  it("/readyz is ready only when every dependency answers", async () => {
    const app = express();
    app.get("/ready", readinessEndpoint({ database: async () => true, documentStore: async () => true }));
    app.get("/not", readinessEndpoint({ database: async () => true, documentStore: async () => false }));
    app.get("/broken", readinessEndpoint({ database: () => Promise.reject(new Error("down")) }));
    const base = await serve(app);
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", database: true, documentStore: true });
    const not = await fetch(`${base}/not`);
    expect(not.status).toBe(503);
    expect(await not.json()).toEqual({ status: "unavailable", database: true, documentStore: false });
    expect((await fetch(`${base}/broken`)).status).toBe(503);
  });

  it("/readyz answers unready within its time limit when a dependency hangs", async () => {
    const app = express();
    app.get("/hangs", readinessEndpoint({ database: () => new Promise<boolean>(() => {}) }, { timeoutMs: 200 }));
    const base = await serve(app);
    const started = Date.now();
    const hangs = await fetch(`${base}/hangs`);
    expect(hangs.status).toBe(503);
    expect(await hangs.json()).toEqual({ status: "unavailable", database: false });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("the metrics' label set (bounded whatever paths arrive)", () => {
  it("labels pages by route id, API calls by route path, and 2,000 unknown paths add no series", async () => {
    const { readConfig } = await import("@remix-run/dev/dist/config.js");
    const { OpenAPIHono } = await import("@hono/zod-openapi");
    const { getRequestListener } = await import("@hono/node-server");
    const { routeIdMatcher } = await import("../app/routing/route-meta");
    const { noteAnsweringRoute } = await import("../api/route-label");
    const { routes } = await readConfig(process.cwd());
    const pageRouteOf = routeIdMatcher(routes);
    const metrics = createMetrics();
    const api = new OpenAPIHono<import("../api/env").ApiEnv>().basePath("/api");
    api.use("*", noteAnsweringRoute);
    api.get("/v1/news/:id", (c) => c.json({ id: c.req.param("id") }));
    api.notFound((c) => c.json({ code: 404 }, 404));
    const app = express();
    app.use(observeRequests(createLogger({ file: logFile() }), metrics));
    app.get("/metrics", metricsEndpoint(metrics, { production: false }));
    // as server.ts mounts them
    app.use("/build", labelRoute("/build/*"), (_req, res) => res.status(404).end());
    app.all(
      "/api/*",
      getRequestListener((request, env) => {
        (env.outgoing as express.Response).locals.route = UNMATCHED_ROUTE;
        return api.fetch(request, {
          noteRoute: (route: string) => {
            (env.outgoing as express.Response).locals.route = route;
          },
        });
      }),
    );
    app.use((req, res) => {
      res.locals.route = pageRouteOf(req.path) ?? UNMATCHED_ROUTE;
      res.status(req.path === "/ds/home" ? 200 : 404).send("page");
    });
    const base = await serve(app);
    const series = async () =>
      (await (await fetch(`${base}/metrics`)).text())
        .split("\n")
        .filter((line) => line.startsWith("tandem_http_request_duration_seconds_count"));
    const unknownPaths = (round: number, count: number) =>
      Array.from({ length: count }, (_, i) => {
        const token = `${round}-${i}-${Math.random().toString(36).slice(2)}`;
        return [
          `/x-${token}`,
          `/b2b/invoices/${crypto.randomUUID()}.pdf`,
          `/api/v1/${token}`,
          `/build/${token}.js`,
          `/ds/${token}/deeper/${i}`,
        ][i % 5];
      });
    const send = async (paths: string[]) => {
      for (let i = 0; i < paths.length; i += 50) {
        await Promise.all(paths.slice(i, i + 50).map(async (p) => (await fetch(`${base}${p}`)).arrayBuffer()));
      }
    };
    await fetch(`${base}/ds/home`);
    await fetch(`${base}/api/v1/news/${crypto.randomUUID()}`);
    await send(unknownPaths(0, 5));
    await series(); // the scrape itself is a series of its own
    const before = await series();
    await send(unknownPaths(1, 2000));
    const after = await series();
    expect(after).toHaveLength(before.length);
    const labels = before.map((line) => /route="([^"]*)"/.exec(line)?.[1]).sort();
    expect(new Set(labels)).toEqual(
      new Set(["routes/ds.home", "/api/v1/news/:id", UNMATCHED_ROUTE, "/build/*", "routes/$", "/metrics"]),
    );
    expect(before.join("\n")).not.toMatch(/x-0-|[0-9a-f]{8}-[0-9a-f]{4}-/);
  }, 60_000);
});
