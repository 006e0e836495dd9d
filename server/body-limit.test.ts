/**
 * Body size limits on a real server composed like server.ts: the limits first, the API (Hono through
 * @hono/node-server) under /api, and a portal action that reads its body the way Remix's Express
 * adapter does (the request stream as a web Request, then `formData()`).
 */
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { getRequestListener } from "@hono/node-server";
import express from "express";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { createLimits, deferContinue, FORM_BODY_LIMIT, JSON_BODY_LIMIT } from "./limits";

let server: Server;
let port = 0;
/** Bodies a handler finished reading, by path. */
const parsed: string[] = [];

beforeAll(async () => {
  const config = loadConfig({ DATA_DIR: "/tmp/tandem-body-limit-test" });
  const app = express();
  app.use(createLimits(config).middleware);
  const api = new Hono().basePath("/api");
  api.post("/v1/feedback", async (c) => {
    const body = await c.req.json();
    parsed.push(c.req.path);
    return c.json({ keys: Object.keys(body).length });
  });
  api.post("/v1/auth", async (c) => {
    await c.req.json();
    parsed.push(c.req.path);
    return c.json({});
  });
  api.post("/v1/documents/upload", async (c) => {
    const body = await c.req.arrayBuffer();
    parsed.push(c.req.path);
    return c.json({ size: body.byteLength });
  });
  app.all(
    "/api/*",
    getRequestListener((request) => api.fetch(request)),
  );
  app.post("*", async (req, res) => {
    const request = new Request(`http://127.0.0.1${req.originalUrl}`, {
      method: "POST",
      headers: req.headers as Record<string, string>,
      body: Readable.toWeb(req) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    try {
      const form = await request.formData();
      parsed.push(req.path);
      res.json({ fields: [...form.keys()].length });
    } catch {
      if (!res.headersSent) res.status(400).end();
    }
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  deferContinue(server, app);
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

interface Sent {
  status: number;
  location: string | undefined;
  body: string;
  connection: string | undefined;
  /** Milliseconds from the first byte sent to the response's headers. */
  ms: number;
  /** Body bytes written before the response arrived. */
  sentBeforeResponse: number;
}

const MB = 1024 * 1024;
const BOUNDARY = "----tandem-test-boundary";

/** A browser's multipart body up to the first bytes of its file: the form's text fields, then the file's part header. */
function multipartBefore(fields: Record<string, string>): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return Buffer.from(parts.join("") + file);
}

/**
 * Streams `total` bytes of body in 64 KB chunks, as a client with a big file would, and stops sending
 * when the response arrives (or the server closes).
 */
function send(
  path: string,
  total: number,
  {
    chunked = false,
    contentType = "application/x-www-form-urlencoded",
    expectContinue = false,
    referer = "",
    prefix = Buffer.alloc(0) as Buffer,
  } = {},
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let sent = 0;
    let answered = false;
    const headers: Record<string, string | number> = { "Content-Type": contentType };
    if (!chunked) headers["Content-Length"] = total;
    if (expectContinue) headers.Expect = "100-continue";
    if (referer) headers.Referer = referer;
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
      answered = true;
      const ms = Date.now() - started;
      const sentBeforeResponse = sent;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          body,
          connection: res.headers.connection,
          ms,
          sentBeforeResponse,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    const pump = () => {
      while (!answered && sent < total) {
        const next = sent < prefix.length ? prefix.subarray(sent) : chunk;
        const piece = next.subarray(0, Math.min(next.length, total - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    if (expectContinue) req.on("continue", pump);
    else pump();
  });
}

describe("body size limits before parsing", () => {
  it.each([
    ["a portal action, with Content-Length", "/b2b/company/data", false, "application/x-www-form-urlencoded"],
    ["a portal action, chunked", "/b2b/company/data", true, "application/x-www-form-urlencoded"],
    ["an encoded portal action, chunked", "/b2b/company/%64ata.data", true, "multipart/form-data; boundary=x"],
    ["an API endpoint, with Content-Length", "/api/v1/feedback", false, "application/json"],
    ["an API endpoint, chunked", "/api/v1/feedback", true, "application/json"],
    ["the public token exchange, chunked", "/api/v1/auth", true, "application/json"],
  ])("a 30 MB body to %s is refused with 413 in under a second, unread", async (_name, path, chunked, contentType) => {
    parsed.length = 0;
    const result = await send(path, 30 * MB, { chunked: chunked as boolean, contentType: contentType as string });
    expect(result.status).toBe(413);
    expect(result.ms).toBeLessThan(1000);
    expect(result.connection).toBe("close");
    // the client was still sending: the server answered long before the 30 MB were through
    expect(result.sentBeforeResponse).toBeLessThan(10 * MB);
    expect(parsed).toEqual([]);
    if (path.startsWith("/api/")) {
      expect(JSON.parse(result.body)).toEqual({ code: 413, message: "Request body too large (maximum 64 KB)" });
    } else {
      expect(result.body).toContain("Zu viele Daten auf einmal");
      expect(result.body).toContain("256 KB");
    }
  });

  it("an upload over the limit goes back to its form with the fields sent before the file, the file unread", async () => {
    parsed.length = 0;
    const result = await send("/ds/documents/upload?returnTo=%2Fds%2Fdocuments&upload=CV", 30 * MB, {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      prefix: multipartBefore({ returnTo: "/ds/documents", category: "Certificate health insurance" }),
    });
    expect(result.status).toBe(303);
    expect(result.location).toBe("/ds/documents?upload=CV&uploadError=too-large&category=Certificate+health+insurance");
    expect(result.connection).toBe("close");
    expect(result.ms).toBeLessThan(1000);
    expect(result.sentBeforeResponse).toBeLessThan(10 * MB);
    expect(parsed).toEqual([]);
  });

  it("a refused upload finds its form by the Referer when its address does not name the page", async () => {
    const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
    const picture = await send("/b2b/company/picture?upload=picture", 30 * MB, {
      contentType,
      prefix: multipartBefore({}),
      referer: `http://127.0.0.1:${port}/b2b/company/data?upload=picture&uploadError=type`,
    });
    expect(picture.status).toBe(303);
    // an earlier refusal in the page's address is replaced, not repeated
    expect(picture.location).toBe("/b2b/company/data?upload=picture&uploadError=too-large");
    // sent in chunks, found too large while it streams: back to the form too
    const chunked = await send("/ds/documents/upload?returnTo=%2Fds%2Fapplication%2Fdata%2F1&upload=Other", 30 * MB, {
      contentType,
      chunked: true,
    });
    expect(chunked.status).toBe(303);
    expect(chunked.location).toBe("/ds/application/data/1?upload=Other&uploadError=too-large");
  }, 30_000);

  it("a refused upload goes back only to a page of this portal, else to the styled page", async () => {
    const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
    const foreign = await send("/ds/documents/upload?returnTo=%2F%2Fevil.example%2Fds&upload=CV", 30 * MB, {
      contentType,
      referer: "https://evil.example/ds/application/data/1",
    });
    expect(foreign.status).toBe(413);
    expect(foreign.location).toBeUndefined();
    expect(foreign.body).toContain('<a href="/">Zurück zur Startseite</a>');
  });

  it("a 30 MB upload gets the spec's message, on the portal and in the API", async () => {
    const portal = await send("/ds/documents/upload", 30 * MB, { contentType: "multipart/form-data; boundary=x" });
    expect(portal.status).toBe(413);
    expect(portal.body).toContain("Datei zu groß (maximal 14MB)");
    // styled, and its link leads to the start page when nothing tells which form was sent
    expect(portal.body).toMatch(/<style[^>]*>/);
    expect(portal.body).toContain('<a href="/">Zurück zur Startseite</a>');
    const api = await send("/api/v1/documents/%75pload", 30 * MB, {
      chunked: true,
      contentType: "multipart/form-data",
    });
    expect(api.status).toBe(413);
    expect(api.ms).toBeLessThan(1000);
    expect(JSON.parse(api.body)).toEqual({ code: 413, message: "File too large (maximum 14MB)" });
    expect(parsed).toEqual([]);
  });

  it("a client that waits for 100 Continue is refused before it sends anything", async () => {
    const result = await send("/api/v1/feedback", 30 * MB, { expectContinue: true, contentType: "application/json" });
    expect(result.status).toBe(413);
    expect(result.sentBeforeResponse).toBe(0);
  });

  it("bodies up to the limit reach the handler, with or without a length", async () => {
    parsed.length = 0;
    const form = await send("/b2b/company/data", FORM_BODY_LIMIT, { chunked: true });
    expect(form.status).toBe(200);
    const json = JSON.stringify({ text: "x".repeat(JSON_BODY_LIMIT - 20) });
    const api = await fetch(`http://127.0.0.1:${port}/api/v1/feedback`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: json,
    });
    expect(api.status).toBe(200);
    // a 10 MB upload (under 14 MB) passes
    const upload = await send("/api/v1/documents/upload", 10 * MB, {
      chunked: true,
      contentType: "multipart/form-data",
    });
    expect(upload.status).toBe(200);
    expect(parsed).toEqual(["/b2b/company/data", "/api/v1/feedback", "/api/v1/documents/upload"]);
  });
});
