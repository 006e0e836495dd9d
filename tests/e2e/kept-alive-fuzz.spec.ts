/**
 * Bad input over one kept-alive connection (docs/security.md: no 5xx for bad input). A browser or a proxy
 * sends request after request on the connection it has; a body the server answered without reading to
 * its end, or read only in part, must not leave that connection stuck. So malformed bodies go to EVERY
 * action of the portal (signed in as the route's unit, and anonymously) one after another over ONE socket,
 * with large ones to routes that answer without reading them (250 KB to /advisor, which has no action:
 * 405; 180 KB to the onboarding, which redirects), some sent chunked (no length). Each answer must come
 * within a few seconds and never be a 5xx; the next request on the same socket must be answered there
 * (unless the server said `Connection: close`); and the server logs no error for any of them.
 * The in-process counterpart with generated bodies is server/portal-bad-input.property.test.ts.
 * Requests only: runs in the no-JS project (playwright.config.ts).
 */
import { readFileSync, statSync } from "node:fs";
import http from "node:http";
import type { Socket } from "node:net";
import { fullPath, portalRoutes } from "../portal-routes";
import { expect, test } from "./fixtures";

/** Longer than any answer of the portal here; an answer that does not come is a connection left stuck. */
const ANSWER_WITHIN_MS = 5_000;
const NIL = "00000000-0000-4000-8000-000000000000";
const BOUNDARY = "----TandemKeptAlive7MA4YWxk";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const URLENCODED = "application/x-www-form-urlencoded";

interface Vector {
  name: string;
  contentType?: string;
  body: string;
  /** Sent in chunks without a Content-Length (Transfer-Encoding: chunked). */
  chunked?: true;
}

/**
 * Bodies no form of the portal can be read from (readFormData refuses them), so nothing reaches a write
 * and the seeded accounts the other journeys use stay as they are. One of each way a body ends up: cut
 * off inside the parser, read to its end and refused (too many fields), refused unread (not a form).
 * The generated variety is the in-process test's; here the connection is the subject.
 */
const MALFORMED: Vector[] = [
  {
    name: "multipart, truncated inside a part",
    contentType: MULTIPART,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsa`,
  },
  {
    name: "20,000 fields, chunked",
    contentType: URLENCODED,
    body: Array.from({ length: 20_000 }, (_, i) => `f${i}=${i}`).join("&"),
    chunked: true,
  },
  { name: "text/plain, 120 KB, chunked", contentType: "text/plain", body: "x".repeat(120 * 1024), chunked: true },
];
/** Anonymous: the expired-login path (a form kept for after the login) meets the body first. */
const ANONYMOUS = [MALFORMED[2]];

/** Large bodies to routes that answer without reading them, with the answer they give. */
const UNREAD: { path: string; vector: Vector; status: number }[] = [
  {
    path: "/advisor",
    vector: { name: "250 KB form, no action here", contentType: URLENCODED, body: `a=${"x".repeat(250 * 1024)}` },
    status: 405,
  },
  {
    path: "/ds/onboarding",
    vector: { name: "180 KB form", contentType: URLENCODED, body: `intent=next&a=${"x".repeat(180 * 1024)}` },
    status: 302,
  },
];

const UNITS: [prefix: string, issuer: string, sub: string][] = [
  ["routes/ds", "applicant", "applicant-lena"],
  ["routes/b2b", "company", "company-olaf"],
  ["routes/advisor", "staff", "staff-sabine"],
];

interface Answer {
  status: number;
  connectionClose: boolean;
  requestId: string;
  socket: number;
}

test.describe("bad input over one kept-alive connection", () => {
  test("every action: no 5xx, no answer later than a few seconds, the connection goes on, nothing logged as an error", async ({
    playwright,
    baseURL,
  }) => {
    // about 300 requests: half a minute on an idle machine, more beside the other journeys
    test.setTimeout(150_000);
    const base = new URL(baseURL ?? "http://localhost:3100");
    // the session cookie of each unit's account (the development sign-in, as the journeys' fixture does)
    const cookies: Record<string, string> = {};
    for (const [prefix, issuer, sub] of UNITS) {
      const context = await playwright.request.newContext({ baseURL: base.origin });
      const signIn = await context.post("/dev/sign-in", { form: { issuer, sub, returnTo: "/" }, maxRedirects: 0 });
      expect(signIn.status(), sub).toBe(302);
      const state = await context.storageState();
      cookies[prefix] = state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      await context.dispose();
    }

    const { routes, withAction } = await portalRoutes();
    const params = { id: NIL, jobOpeningId: NIL, applicantId: NIL, accountId: NIL, eId: NIL, step: "study" };
    const actions = withAction
      // fails on purpose (it tries the error monitoring); the sign-out last, it ends the session
      .filter((route) => route.id !== "routes/dev.monitoring-error")
      .sort((a, b) => Number(a.id.includes("logout")) - Number(b.id.includes("logout")));
    expect(actions.length).toBeGreaterThan(40);

    const plan: { path: string; cookie?: string; vector: Vector; status?: number }[] = [];
    for (const route of actions) {
      const path = fullPath(route, routes, params);
      const unit = UNITS.find(
        ([prefix]) => route.id === prefix || route.id.startsWith(`${prefix}.`) || route.id.startsWith(`${prefix}_`),
      );
      const cookie = unit ? cookies[unit[0]] : undefined;
      for (const vector of MALFORMED) plan.push({ path, cookie, vector });
      if (cookie) for (const vector of ANONYMOUS) plan.push({ path, vector });
    }
    // the large unread bodies in the middle of the run: the requests after them need the connection too
    plan.splice(Math.floor(plan.length / 2), 0, ...UNREAD.map((u) => ({ ...u, cookie: undefined })));

    // One socket for the whole run, from an address of its own: its rate-limit buckets are not the journeys'.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: "127.0.0.2" });
    const sockets = new Map<Socket, number>();
    const logFile = process.env.SERVER_LOG_FILE;
    const logStart = logFile ? statSync(logFile).size : 0;

    const send = (path: string, vector: Vector, cookie?: string) =>
      new Promise<Answer>((resolve, reject) => {
        const body = Buffer.from(vector.body);
        const headers: Record<string, string> = { Host: base.host, Origin: base.origin };
        if (vector.contentType) headers["Content-Type"] = vector.contentType;
        if (!vector.chunked) headers["Content-Length"] = String(body.length);
        if (cookie) headers.Cookie = cookie;
        const request = http.request({
          agent,
          host: "127.0.0.1",
          port: Number(base.port),
          method: "POST",
          path,
          headers,
        });
        const timer = setTimeout(
          () => request.destroy(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)),
          ANSWER_WITHIN_MS,
        );
        request.on("socket", (socket) => {
          if (!sockets.has(socket)) sockets.set(socket, sockets.size + 1);
        });
        request.on("response", (response) => {
          response.resume();
          response.on("end", () => {
            clearTimeout(timer);
            resolve({
              status: response.statusCode ?? 0,
              connectionClose: response.headers.connection === "close",
              requestId: String(response.headers["x-request-id"] ?? ""),
              socket: sockets.get(request.socket as Socket) ?? 0,
            });
          });
        });
        request.on("error", (error) => {
          clearTimeout(timer);
          reject(error);
        });
        if (vector.chunked) {
          for (let at = 0; at < body.length; at += 16 * 1024) request.write(body.subarray(at, at + 16 * 1024));
        } else request.write(body);
        request.end();
      });

    const failures: string[] = [];
    const requestIds = new Set<string>();
    let previous: Answer | undefined;
    for (const { path, cookie, vector, status } of plan) {
      const what = `POST ${path} (${cookie ? "signed in" : "anonymous"}) ${vector.name}`;
      try {
        const answer = await send(path, vector, cookie);
        requestIds.add(answer.requestId);
        if (answer.status >= 500) failures.push(`${answer.status} ${what}`);
        if (status !== undefined && answer.status !== status) failures.push(`${answer.status}, not ${status}: ${what}`);
        // the connection the server kept is the one this request went on
        if (previous && !previous.connectionClose && answer.socket !== previous.socket) {
          failures.push(`a new connection for ${what}: the server dropped the kept-alive one before it`);
        }
        previous = answer;
      } catch (error) {
        failures.push(`${String(error)}: ${what}`);
        previous = undefined;
      }
    }
    agent.destroy();
    expect(failures, `${failures.length} of ${plan.length} requests`).toEqual([]);
    expect(plan.length).toBeGreaterThan(actions.length * MALFORMED.length);

    // nothing a client did wrong is an error of the server's: no error line names these requests, and
    // none without a request id was written meanwhile (another journey's error names its own request)
    if (logFile) {
      const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
      const errors = readFileSync(logFile)
        .subarray(logStart)
        .toString("utf8")
        .split("\n")
        .filter((line) => /"level":"(error|fatal)"/.test(line))
        .filter((line) => {
          const named = line.match(uuid) ?? [];
          return named.length === 0 || named.some((id) => requestIds.has(id));
        });
      expect(errors).toEqual([]);
    }
  });
});
