import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { csrfGuard, securityHeaders } from "./security";

let server: Server;
let base = "";

beforeAll(async () => {
  const config = { ...loadConfig({ DATA_DIR: "/tmp/tandem-security-test" }), publicUrl: "http://localhost:3000" };
  const app = express();
  app.use(securityHeaders(config));
  app.use(csrfGuard(config));
  app.all("*", (_req, res) => {
    res.send(`nonce:${res.locals.cspNonce}`);
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("security headers", () => {
  it("sends a CSP with a fresh nonce per request and the baseline headers", async () => {
    const first = await fetch(`${base}/`);
    const second = await fetch(`${base}/`);
    const csp = first.headers.get("Content-Security-Policy") ?? "";
    const nonce = (await first.text()).replace("nonce:", "");
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(second.headers.get("Content-Security-Policy")).not.toBe(csp);
    expect(first.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(first.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("CSRF guard", () => {
  const post = (path: string, headers: Record<string, string>) =>
    fetch(`${base}${path}`, { method: "POST", headers, body: "lng=en", redirect: "manual" });

  it("refuses cross-site form posts with 403", async () => {
    expect((await post("/resources/language", { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post("/resources/language", { Origin: "https://evil.example" })).status).toBe(403);
    expect((await post("/resources/language", { Origin: "null" })).status).toBe(403);
  });

  it("refuses with 403 (not Remix's 500) a post whose Origin is our address but whose Host is another", async () => {
    // Host is the test server's own 127.0.0.1:port; Remix would throw on the mismatch
    expect((await post("/resources/language", { Origin: "http://localhost:3000" })).status).toBe(403);
    const other = { Origin: "http://localhost:3000", "X-Forwarded-Host": "other.example" };
    expect((await post("/resources/language", other)).status).toBe(403);
  });

  it("lets same-origin posts, the API and the identity providers through", async () => {
    // the public address's host reaches us as the proxy's X-Forwarded-Host (the test server listens elsewhere)
    const own = {
      "Sec-Fetch-Site": "same-origin",
      Origin: "http://localhost:3000",
      "X-Forwarded-Host": "localhost:3000",
    };
    expect((await post("/resources/language", own)).status).toBe(200);
    expect((await post("/api/v1/auth", { "Sec-Fetch-Site": "cross-site" })).status).toBe(200);
    expect((await post("/idp/company/token", { Origin: "https://rp.example" })).status).toBe(200);
  });
});
