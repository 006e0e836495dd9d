import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import {
  ANONYMOUS_RENDER_LIMIT,
  CONSENT_RATE_LIMIT,
  CV_GENERATOR_RATE_LIMIT,
  createLimits,
  DATA_EXPORT_RATE_LIMIT,
  PROBE_RATE_LIMIT,
} from "./limits";

let server: Server;
let base = "";

beforeAll(async () => {
  const app = express();
  app.use(createLimits(loadConfig({ DATA_DIR: "/tmp/tandem-bucket-limits-test" })).middleware);
  app.all("*", (_req, res) => {
    res.send("ok");
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the consent tool's rate limit", () => {
  it("counts the consent form, tracking ids, assignments and stored consents in one bucket per address", async () => {
    const calls: [string, string][] = [
      ["POST", "/cookie-einstellungen"],
      ["POST", "/api/v1/t/abc"],
      ["POST", "/api/v1/%74/xyz"],
      ["POST", "/api/v1/experiment-assignments"],
      ["PUT", "/api/b2b/v1/cookie-consent"],
    ];
    const statuses: number[] = [];
    for (let i = 0; i <= CONSENT_RATE_LIMIT; i++) {
      const [method, path] = calls[i % calls.length];
      statuses.push((await fetch(`${base}${path}`, { method })).status);
    }
    expect(statuses.slice(0, CONSENT_RATE_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses[CONSENT_RATE_LIMIT]).toBe(429);
    // reading the settings page is not counted
    expect((await fetch(`${base}/cookie-einstellungen`)).status).toBe(200);
  });
});

describe("the probes' rate limit", () => {
  it("counts /readyz and /metrics (however the path is written) in one bucket per address", async () => {
    const paths = ["/readyz", "/metrics", "/READYZ/", "/%6Detrics"];
    const statuses: number[] = [];
    for (let i = 0; i <= PROBE_RATE_LIMIT; i++)
      statuses.push((await fetch(`${base}${paths[i % paths.length]}`)).status);
    expect(statuses.slice(0, PROBE_RATE_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses[PROBE_RATE_LIMIT]).toBe(429);
    // the liveness check is not counted
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});

describe("the data exports' rate limit", () => {
  it("counts the portal's download, the API's export, its preparation and a prepared file in one bucket", async () => {
    const calls: [string, string][] = [
      ["POST", "/ds/profile/data/download"],
      ["POST", "/b2b/profile/data/download"],
      ["POST", "/api/v1/account/data-export"],
      ["POST", "/api/b2b/v1/account/data-export"],
      ["POST", "/api/v1/account/data-export/prepare"],
      ["GET", "/api/v1/account/data-export/3d2f1c1e-0000-4000-8000-000000000001/file"],
    ];
    const statuses: number[] = [];
    for (let i = 0; i <= DATA_EXPORT_RATE_LIMIT; i++) {
      const [method, path] = calls[i % calls.length];
      statuses.push((await fetch(`${base}${path}`, { method })).status);
    }
    expect(statuses.slice(0, DATA_EXPORT_RATE_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses[DATA_EXPORT_RATE_LIMIT]).toBe(429);
    // reading the page is not counted
    expect((await fetch(`${base}/ds/profile/data`)).status).toBe(200);
  });
});

describe("the public CV generator's renders from every address together", () => {
  it("are refused with 429 past their global limit, though no address reached its own", async () => {
    const app = express();
    app.set("trust proxy", true); // each request from its own address (X-Forwarded-For)
    app.use(createLimits(loadConfig({ DATA_DIR: "/tmp/tandem-bucket-limits-test" })).middleware);
    app.all("*", (_req, res) => {
      res.send("ok");
    });
    const global = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    try {
      const at = `http://127.0.0.1:${(global.address() as AddressInfo).port}`;
      const paths = ["/lebenslauf-generator/download", "/api/v1/cv-generator/upload", "/lebenslauf-generator/send"];
      const statuses: number[] = [];
      for (let i = 0; i <= ANONYMOUS_RENDER_LIMIT; i++) {
        const address = `10.0.${Math.floor(i / 100)}.${i % 100}`;
        const res = await fetch(`${at}${paths[i % paths.length]}`, {
          method: "POST",
          headers: { "x-forwarded-for": address },
        });
        statuses.push(res.status);
      }
      expect(ANONYMOUS_RENDER_LIMIT).toBeGreaterThan(CV_GENERATOR_RATE_LIMIT);
      expect(statuses.slice(0, ANONYMOUS_RENDER_LIMIT).every((s) => s === 200)).toBe(true);
      expect(statuses[ANONYMOUS_RENDER_LIMIT]).toBe(429);
      // the generator's other steps (no render) go on
      const step = await fetch(`${at}/lebenslauf-generator/input/profil`, {
        method: "POST",
        headers: { "x-forwarded-for": "10.9.9.9" },
      });
      expect(step.status).toBe(200);
    } finally {
      global.close();
    }
  });
});
