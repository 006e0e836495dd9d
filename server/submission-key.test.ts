/**
 * The submission key is read from the start of a form's body, and the page's action still reads every
 * byte of it: URL-encoded and multipart, short and long, with the key, without, and malformed.
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissionKey, submissionKeyIn } from "./submission-key";

const KEY = "Abc123_-Abc123_-Abc123";

let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base: string;
beforeAll(async () => {
  const app = express();
  app.use(submissionKey());
  // the action's stand-in: reads the whole body as a Remix action would
  app.post("/form", async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    res.json({ key: res.locals.submissionKey ?? null, body: Buffer.concat(chunks).toString("latin1") });
  });
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

async function post(body: BodyInit, contentType?: string) {
  const response = await fetch(`${base}/form`, {
    method: "POST",
    body,
    headers: contentType ? { "content-type": contentType } : undefined,
  });
  return (await response.json()) as { key: string | null; body: string };
}

describe("submission key", () => {
  it("a URL-encoded form: the key is read and the whole body reaches the action", async () => {
    const body = new URLSearchParams({ _submission: KEY, name: "Lena", text: "ä".repeat(3) }).toString();
    expect(await post(body, "application/x-www-form-urlencoded")).toEqual({ key: KEY, body });
  });

  it("a long URL-encoded body (beyond the part looked at) arrives whole", async () => {
    const body = new URLSearchParams({ _submission: KEY, text: "x".repeat(200_000) }).toString();
    const answer = await post(body, "application/x-www-form-urlencoded");
    expect(answer.key).toBe(KEY);
    expect(answer.body.length).toBe(body.length);
    expect(answer.body).toBe(body);
  });

  it("a multipart form with a file: the key of its first part, every byte of the file", async () => {
    const form = new FormData();
    form.set("_submission", KEY);
    const file = new Uint8Array(300_000).map((_, i) => i % 251);
    form.set("file", new Blob([file]), "photo.jpg");
    const request = new Request(base, { method: "POST", body: form });
    const raw = Buffer.from(await request.arrayBuffer());
    const answer = await post(raw, request.headers.get("content-type") ?? "");
    expect(answer.key).toBe(KEY);
    expect(Buffer.from(answer.body, "latin1").equals(raw)).toBe(true);
  });

  it("no key, a key not first in a long body, a malformed key: none is taken, the body is untouched", async () => {
    const cases = [
      new URLSearchParams({ name: "Lena" }).toString(),
      new URLSearchParams({ text: "x".repeat(5000), _submission: KEY }).toString(),
      new URLSearchParams({ _submission: "short" }).toString(),
      new URLSearchParams({ _submission: `${KEY}<script>` }).toString(),
      "_submission=%ZZ%ZZ&broken",
    ];
    for (const body of cases) {
      expect(await post(body, "application/x-www-form-urlencoded"), body.slice(0, 40)).toEqual({ key: null, body });
    }
  });

  it("an empty body and other content types pass untouched", async () => {
    expect(await post("", "application/x-www-form-urlencoded")).toEqual({ key: null, body: "" });
    const json = JSON.stringify({ _submission: KEY });
    expect(await post(json, "application/json")).toEqual({ key: null, body: json });
  });

  it("reads the key where the multipart part has extra headers", () => {
    const start = `--b\r\nContent-Disposition: form-data; name="_submission"\r\nContent-Type: text/plain\r\n\r\n${KEY}\r\n--b--`;
    expect(submissionKeyIn(start, "multipart/form-data; boundary=b")).toBe(KEY);
  });
});

describe("a kept-alive connection after a body the answer did not wait for", () => {
  it("answers the next request on the same connection (a large form refused early, a redirect before reading, as the page's handler or Remix's does)", {
    timeout: 30_000,
  }, async () => {
    const http = await import("node:http");
    const { drainUnreadBody } = await import("./body-limit");
    const app = express();
    app.use(drainUnreadBody());
    app.use(submissionKey());
    // stand-ins of /advisor (405 without reading) and /ds/onboarding (302 before reading)
    app.post("/refuse", (_req, res) => {
      res.status(405).send("Method Not Allowed");
    });
    app.post("/redirect", (_req, res) => {
      res.redirect(302, "/next");
    });
    // as Remix's Express adapter: the body becomes the web Request's stream at once (its pump pauses the
    // request whenever nobody pulls), and the page answers without reading it (no action: 405; the login
    // guard's redirect)
    app.post("/remix/:status", (req, res) => {
      createReadableStreamFromReadable(req);
      res.status(Number(req.params.status)).send("answered unread");
    });
    app.get("/next", (_req, res) => {
      res.send("next");
    });
    const early = app.listen(0, "127.0.0.1");
    await once(early, "listening");
    const port = (early.address() as AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const request = (method: string, path: string, body?: string, contentType = "application/x-www-form-urlencoded") =>
      new Promise<{ status: number; text: string; socket: unknown }>((resolve, reject) => {
        const req = http.request(
          {
            host: "127.0.0.1",
            port,
            method,
            path,
            agent,
            headers: body ? { "content-type": contentType } : {},
          },
          (res) => {
            let text = "";
            res.on("data", (chunk) => {
              text += chunk;
            });
            res.on("end", () => resolve({ status: res.statusCode ?? 0, text, socket: req.socket }));
          },
        );
        req.setTimeout(5_000, () => req.destroy(new Error(`${method} ${path}: no answer within 5 s`)));
        req.on("error", reject);
        // a large body in pieces: chunked, without a length, as a proxy may forward it
        if (body && body.length > 100_000)
          for (let at = 0; at < body.length; at += 16_384) req.write(body.slice(at, at + 16_384));
        else if (body) req.write(body);
        req.end();
      });
    try {
      for (const [path, size, status, contentType] of [
        ["/refuse", 250_000, 405, undefined],
        ["/redirect", 180_000, 302, undefined],
        ["/remix/405", 250_000, 405, undefined],
        ["/remix/302", 120_000, 302, "text/plain"],
      ] as const) {
        const body = `_submission=${KEY}&text=${"x".repeat(size)}`;
        const first = await request("POST", path, body, contentType);
        expect(first.status).toBe(status);
        const next = await request("GET", "/next");
        expect(next.text).toBe("next");
        expect(next.socket).toBe(first.socket); // the same kept-alive connection
      }
    } finally {
      agent.destroy();
      early.close();
    }
  });
});
