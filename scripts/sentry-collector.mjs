/**
 * A local Sentry collector for development and the browser journeys: receives the envelopes of the
 * server's and the browser's SDK on loopback and keeps the latest in memory for tests to read.
 *
 *   node scripts/sentry-collector.mjs [port]        (default 8975, or SENTRY_COLLECTOR_PORT)
 *   SENTRY_DSN=http://tandem@127.0.0.1:8975/1 npm run dev
 *
 * POST /api/<project>/envelope/   an envelope (plain, gzip or deflate), answered {"id": <event id>}
 * GET  /envelopes                 what was received, oldest first: [{project, receivedAt, header, items, raw}]
 *                                 (items: [{header, payload}], payload parsed when it is JSON; raw: the text)
 * DELETE /envelopes               forget them
 * GET  /health                    200 "ok"
 *
 * The browser posts from the portal's origin: CORS is open (the real service answers the same way).
 * Run on its own, it prints one line per envelope (type and first message), so development sees errors.
 */
import { createServer } from "node:http";
import { gunzipSync, inflateSync } from "node:zlib";

const KEEP = 500;
const MAX_BODY = 5 * 1024 * 1024;

/** An envelope's header and items (Sentry's envelope format: newline-separated JSON, `length` for binary). */
export function parseEnvelope(body) {
  let offset = 0;
  const readLine = () => {
    const end = body.indexOf(10, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line.toString("utf8");
  };
  const header = JSON.parse(readLine());
  const items = [];
  while (offset < body.length) {
    const line = readLine();
    if (!line.trim()) continue;
    const itemHeader = JSON.parse(line);
    let payload;
    if (typeof itemHeader.length === "number") {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 10) offset += 1;
    } else {
      payload = Buffer.from(readLine(), "utf8");
    }
    const text = payload.toString("utf8");
    let parsed = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // an attachment or other non-JSON payload stays text
    }
    items.push({ header: itemHeader, payload: parsed });
  }
  return { header, items };
}

function decode(body, encoding) {
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "deflate") return inflateSync(body);
  return body;
}

function summary(envelope) {
  return envelope.items
    .map(({ header, payload }) => {
      const exception = payload?.exception?.values?.[0];
      const what = exception ? `${exception.type}: ${exception.value}` : (payload?.message ?? "");
      const logs = header.type === "log" ? `${payload?.items?.length ?? 0} log(s)` : "";
      return `${header.type} ${String(what || logs).slice(0, 160)}`;
    })
    .join("; ");
}

/** Listens on loopback; `log` prints a line per envelope (standalone use; the test runner stays quiet). */
export function startCollector({ port = 8975, host = "127.0.0.1", log = false } = {}) {
  const envelopes = [];
  const server = createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Headers", "*");
    res.setHeader("Access-Control-Allow-Methods", "POST, GET, DELETE, OPTIONS");
    const url = new URL(req.url ?? "/", "http://collector");
    if (req.method === "OPTIONS") return res.writeHead(204).end();
    if (req.method === "GET" && url.pathname === "/health") return res.writeHead(200).end("ok");
    if (url.pathname === "/envelopes" && req.method === "GET") {
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(JSON.stringify(envelopes));
    }
    if (url.pathname === "/envelopes" && req.method === "DELETE") {
      envelopes.length = 0;
      return res.writeHead(204).end();
    }
    const route = /^\/api\/([\w-]+)\/envelope\/?$/.exec(url.pathname);
    if (!route || req.method !== "POST") return res.writeHead(404).end();
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        res.writeHead(413).end();
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => {
      if (size > MAX_BODY) return;
      try {
        const body = decode(Buffer.concat(chunks), req.headers["content-encoding"]);
        const envelope = { project: route[1], receivedAt: new Date().toISOString(), ...parseEnvelope(body) };
        envelope.raw = body.toString("utf8");
        envelopes.push(envelope);
        if (envelopes.length > KEEP) envelopes.shift();
        if (log) console.log(`[sentry-collector] ${summary(envelope)}`);
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ id: envelope.header.event_id ?? null }));
      } catch (error) {
        res.writeHead(400, { "Content-Type": "text/plain" }).end(`bad envelope: ${error.message}`);
      }
    });
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? process.env.SENTRY_COLLECTOR_PORT ?? 8975);
  await startCollector({ port, log: true });
  console.log(`Sentry collector on http://127.0.0.1:${port} (DSN http://tandem@127.0.0.1:${port}/1)`);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
}
