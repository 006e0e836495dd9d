import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { createLimits } from "./limits";
import { normalisePath } from "./path";
import { checkRateLimit, FallbackRateLimitStore, MemoryRateLimitStore } from "./rate-limit";

describe("normalisePath", () => {
  it.each([
    ["/api/v1/auth", "/api/v1/auth"],
    ["/api/v1/%61uth", "/api/v1/auth"],
    ["/api/v1/%41UTH", "/api/v1/auth"],
    ["/API/V1/AUTH", "/api/v1/auth"],
    ["/api/v1/auth/", "/api/v1/auth"],
    ["/api//v1///auth", "/api/v1/auth"],
    ["/api/v1/x/../auth", "/api/v1/auth"],
    ["/api/v1/./auth", "/api/v1/auth"],
    ["/api/v1/x/%2e%2e/auth", "/api/v1/auth"],
    ["/api/v1/x/.%2E/auth", "/api/v1/auth"],
    ["/../../api/v1/auth", "/api/v1/auth"],
    ["/ds/documents/%75pload", "/ds/documents/upload"],
    ["/ds/feedback.data", "/ds/feedback"],
    ["/ds/feedback/", "/ds/feedback"],
    ["/", "/"],
    ["/b2b/help/stra%C3%9Fe", "/b2b/help/straße"],
  ])("%s matches as %s", (raw, match) => {
    expect(normalisePath(raw)?.match).toBe(match);
  });

  it("keeps case and escapes of other characters in the canonical path", () => {
    expect(normalisePath("/b2b/invitations/AbC%7e%c3%a4/")?.canonical).toBe("/b2b/invitations/AbC~%C3%A4/");
    expect(normalisePath("/api/v1/x/%2e%2e//auth")?.canonical).toBe("/api/v1/auth");
  });

  it.each([
    ["an encoded slash", "/api/v1%2Fauth"],
    ["an encoded backslash", "/api/v1/%5Cauth"],
    ["a backslash", "/api/v1\\auth"],
    ["a double encoding", "/api/v1/%2561uth"],
    ["an encoded NUL", "/api/b2b/v1/help/topics/%00"],
    ["an encoded tab", "/%09/evil.example"],
    ["a malformed escape", "/api/v1/%zzauth"],
    ["a cut escape", "/api/v1/auth%6"],
    ["invalid UTF-8", "/%FF"],
    ["a relative path", "api/v1/auth"],
    ["an absolute URL", "http://evil.example/api/v1/auth"],
  ])("refuses %s", (_name, raw) => {
    expect(normalisePath(raw)).toBeNull();
  });
});

describe("checkRateLimit", () => {
  it("counts per rule and address and answers the seconds until the window ends", async () => {
    let now = 1_000_000;
    const store = new MemoryRateLimitStore(() => now);
    const rule = { name: "login", limit: 2, windowSeconds: 60 };
    expect((await checkRateLimit(store, rule, "a", now)).allowed).toBe(true);
    expect((await checkRateLimit(store, rule, "a", now)).allowed).toBe(true);
    expect(await checkRateLimit(store, rule, "a", now)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await checkRateLimit(store, rule, "b", now)).allowed).toBe(true);
    expect((await checkRateLimit(store, { ...rule, name: "upload" }, "a", now)).allowed).toBe(true);
    now += 60_000;
    expect((await checkRateLimit(store, rule, "a", now)).allowed).toBe(true);
  });
});

/** The limits in front of a catch-all route, on a fresh server (fresh counts) per test. */
const servers: Server[] = [];
let base = "";
const reached: string[] = [];

async function start() {
  const config = loadConfig({
    DATA_DIR: "/tmp/tandem-rate-limit-test",
    LOGIN_RATE_LIMIT: "40",
    UPLOAD_RATE_LIMIT: "40",
  });
  const app = express();
  app.use(createLimits(config).middleware);
  app.all("*", (req, res) => {
    reached.push(req.url);
    if (req.path.startsWith("/api/")) res.json({ ok: true });
    else res.send("ok");
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(server);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
beforeEach(start);
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** Statuses of `count` requests, each to the next of `paths` in turn. */
async function hammer(method: string, paths: string[], count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    statuses.push((await fetch(`${base}${paths[i % paths.length]}`, { method })).status);
  }
  return statuses;
}

describe("rate limits on the normalised path", () => {
  // 40 requests per minute are allowed (LOGIN_RATE_LIMIT, UPLOAD_RATE_LIMIT).
  it.each([
    [
      "the token exchange",
      "POST",
      "/api/v1/auth",
      ["/api/v1/%61uth", "/api/v1/AUTH/", "/api/b2b/v1/%61uth", "/api/v1/x/../auth"],
    ],
    ["the API upload", "POST", "/api/v1/documents/upload", ["/api/v1/documents/%75pload", "/api/v1//documents/upload"]],
    ["the portal upload", "POST", "/ds/documents/upload", ["/ds/documents/%75pload", "/DS/Documents/Upload.data"]],
    ["the picture upload (API)", "PUT", "/api/b2b/v1/me/profile-picture", ["/api/b2b/v1/me/%70rofile-picture"]],
    [
      "the dev provider's password post",
      "POST",
      "/idp/applicant/interaction/abc/login",
      ["/idp/applicant/interaction/abc/%6cogin"],
    ],
  ])("%s: 40 requests to encoded variants, then 429 like the plain path", async (_name, method, plain, variants) => {
    for (const variant of variants) {
      await start(); // fresh counts per variant
      const statuses = await hammer(method, [variant], 41);
      expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
      expect(statuses[40]).toBe(429);
      const res = await fetch(`${base}${plain}`, { method });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
  });

  it("the plain path's count limits its encoded variants too", async () => {
    await hammer("POST", ["/api/v1/auth"], 40);
    expect((await fetch(`${base}/api/v1/%61uth`, { method: "POST" })).status).toBe(429);
  });

  it("answers the API's error shape with code 1010 and a translated page in the portal", async () => {
    await hammer("POST", ["/api/b2b/v1/auth"], 40);
    const limited = await fetch(`${base}/api/b2b/v1/auth`, { method: "POST" });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ code: 1010, message: "Too many requests" });
    await hammer("POST", ["/b2b/profile/picture"], 40);
    const page = await fetch(`${base}/b2b/company/picture`, { method: "POST" });
    expect(page.status).toBe(429);
    expect(page.headers.get("Content-Type")).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/Zu viele Versuche.*Bitte versuchen Sie es in \d+ Sekunden/s);
    const english = await fetch(`${base}/b2b/company/picture`, {
      method: "POST",
      headers: { Cookie: `lng=${encodeURIComponent(Buffer.from('"en"').toString("base64"))}` },
    });
    expect(await english.text()).toContain("Too many attempts");
  });

  it("the login start, feedback and support tickets are limited, their encoded variants too", async () => {
    const starts = await hammer("GET", ["/auth/applicant/login", "/auth/applicant/%6Cogin"], 81);
    expect(starts.slice(0, 80).every((s) => s === 200)).toBe(true);
    expect(starts[80]).toBe(429);
    const feedback = await hammer("POST", ["/ds/feedback", "/ds/%66eedback.data", "/api/v1/feedback"], 11);
    expect(feedback.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(feedback[10]).toBe(429);
    const support = await hammer(
      "POST",
      ["/b2b/help/contact", "/b2b/help/contact/abc", "/api/b2b/v1/support-tickets/abc/%63omments"],
      21,
    );
    expect(support.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(support[20]).toBe(429);
  });

  it("the CV generator's mail: 5 an hour per address across the form and the API; its other writes 60 a minute", async () => {
    const sends = await hammer("POST", ["/lebenslauf-generator/send", "/api/v1/cv-generator/send/%75pload"], 6);
    expect(sends.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(sends[5]).toBe(429);
    const limited = await fetch(`${base}/Lebenslauf-Generator/send.data`, { method: "POST" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(60);
    const writes = await hammer(
      "POST",
      ["/lebenslauf-generator/input/profil", "/lebenslauf-generator/download", "/api/v1/cv-generator/upload"],
      61,
    );
    expect(writes.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(writes[60]).toBe(429);
    expect((await fetch(`${base}/api/v1/cv-generator/draft`, { method: "PUT" })).status).toBe(429);
  });

  it("leaves other routes alone", async () => {
    expect((await hammer("POST", ["/b2b/company/data"], 60)).every((s) => s === 200)).toBe(true);
  });

  it("hands every router the canonical path and refuses ambiguous ones with 400", async () => {
    reached.length = 0;
    await fetch(`${base}/b2b/x/%2e%2e/home?returnTo=%2Fa`);
    expect(reached).toEqual(["/b2b/home?returnTo=%2Fa"]);
    const api = await fetch(`${base}/api/v1%2Fauth`, { method: "POST" });
    expect(api.status).toBe(400);
    expect((await api.json()).code).toBe(1007);
    const page = await fetch(`${base}/%FF`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("Ungültige Adresse");
    expect(reached).toHaveLength(1);
  });
});

describe("FallbackRateLimitStore", () => {
  it("counts in memory while the shared store fails, so the limit still holds", async () => {
    let sharedUp = true;
    const shared = new MemoryRateLimitStore();
    const flaky = {
      hit: (key: string, windowMs: number) =>
        sharedUp ? shared.hit(key, windowMs) : Promise.reject(new Error("database down")),
    };
    const store = new FallbackRateLimitStore(flaky);
    const rule = { name: "probe", limit: 2, windowSeconds: 60 };
    expect(await checkRateLimit(store, rule, "10.0.0.1")).toEqual({ allowed: true });
    sharedUp = false;
    expect(await checkRateLimit(store, rule, "10.0.0.1")).toEqual({ allowed: true });
    expect(await checkRateLimit(store, rule, "10.0.0.1")).toEqual({ allowed: true });
    expect((await checkRateLimit(store, rule, "10.0.0.1")).allowed).toBe(false);
  });
});
