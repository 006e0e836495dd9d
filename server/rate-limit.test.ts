import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimit } from "./rate-limit";

let server: Server;
let base = "";

beforeAll(async () => {
  const app = express();
  app.post("/login", rateLimit({ limit: 3, windowSeconds: 60, name: "login" }), (_req, res) => {
    res.send("ok");
  });
  app.post("/api/v1/auth", rateLimit({ limit: 1, windowSeconds: 60, name: "login" }), (_req, res) => {
    res.json({});
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("rateLimit", () => {
  it("answers 429 with Retry-After once the limit is used up", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${base}/login`, { method: "POST" })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await fetch(`${base}/login`, { method: "POST" });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("answers the API's error shape with code 1010", async () => {
    await fetch(`${base}/api/v1/auth`, { method: "POST" });
    const limited = await fetch(`${base}/api/v1/auth`, { method: "POST" });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ code: 1010, message: "Too many requests" });
  });
});
