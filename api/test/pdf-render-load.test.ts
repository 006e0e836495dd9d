/**
 * Anonymous renders cannot stall the portal (issue M1 of the second hardening): while clients render CVs
 * through the public generator's endpoint as fast as the pool takes them (every thread busy, the queue
 * full, the surplus refused with 503 and Retry-After), `/healthz` on the same process still answers at
 * its usual speed. Bounded: a few seconds of load on loopback. Before the pool the renders ran on the
 * thread that answers /healthz, which then took seconds.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { type CvData, emptyCv } from "#contracts";
import { RENDER_QUEUE, RENDER_RETRY_AFTER_SECONDS, RENDER_THREADS, renderPoolStats } from "../pdf/pool";
import { setupApi } from "./harness";

const { ctx } = setupApi();
const LOAD_MS = 4_000;
const HEALTH_EVERY_MS = 25;

const entry = { title: "Station", place: "Ort", from: "2020", to: "2021", description: "Wort ".repeat(190).trim() };
/** Three pages: under the limit of four, so each one is really rendered. */
const CV: CvData = {
  ...emptyCv(),
  profile: { ...emptyCv().profile, firstName: "Lena", lastName: "Lehmann" },
  experience: Array.from({ length: 6 }, (_, i) => ({ ...entry, title: `Station ${i + 1}` })),
};

let server: Server | undefined;
afterAll(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

describe("anonymous PDF renders at the pool's cap", () => {
  it("leave /healthz answering in under 200 ms (p95); the surplus gets 503 with Retry-After", async () => {
    const app = express();
    // as server.ts: the health check asks the database
    app.get("/healthz", async (_req, res) => {
      await ctx.handle.db.execute(sql`select 1`);
      res.json({ status: "ok" });
    });
    app.all(
      "/api/*",
      getRequestListener((request) => ctx.api.fetch(request)),
    );
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const render = () =>
      fetch(`${base}/api/v1/cv-generator/upload`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ type: "classic", lng: "de", cv: CV }),
      });
    // the threads start (and load their modules) once, before the measurement
    const first = await render();
    expect(first.status).toBe(200);
    await first.arrayBuffer();

    const until = Date.now() + LOAD_MS;
    const outcomes = { rendered: 0, refused: 0, retryAfter: new Set<string | null>(), other: [] as number[] };
    let mostQueued = 0;
    // more clients than threads and queue places together: the pool is always full
    const clients = Array.from({ length: RENDER_THREADS + RENDER_QUEUE + 2 }, async () => {
      while (Date.now() < until) {
        const res = await render();
        await res.arrayBuffer();
        mostQueued = Math.max(mostQueued, renderPoolStats().queued);
        if (res.status === 200) outcomes.rendered++;
        else if (res.status === 503) {
          outcomes.refused++;
          outcomes.retryAfter.add(res.headers.get("retry-after"));
          await new Promise((resolve) => setTimeout(resolve, 20));
        } else outcomes.other.push(res.status);
      }
    });
    const latencies: number[] = [];
    const probe = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 300)); // the clients have filled the pool
      while (Date.now() < until) {
        const started = performance.now();
        const res = await fetch(`${base}/healthz`);
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
      }
    })();
    await Promise.all([...clients, probe]);

    expect(outcomes.other).toEqual([]);
    expect(outcomes.rendered).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
    expect([...outcomes.retryAfter]).toEqual([String(RENDER_RETRY_AFTER_SECONDS)]);
    expect(mostQueued).toBeGreaterThan(0);
    expect(renderPoolStats().threads).toBeLessThanOrEqual(RENDER_THREADS);
    expect(latencies.length).toBeGreaterThan(10);
    expect(percentile(latencies, 95)).toBeLessThan(200);
  }, 120_000);
});
