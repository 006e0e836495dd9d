/**
 * The transport rules of docs/product.md#error-catalogue, against a real HTTP server on loopback that stands in for an API
 * in a given state (503 maintenance, 401 with a code, 422): the portal's client must react as the
 * specification says.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testContext } from "~/render/test-context";
import { commitSession, sessionStorage } from "~/session/session.server";
import { ApiError, apiCall, apiStream } from "./client.server";

let server: Server;
let answer: { status: number; body?: unknown; raw?: string; headers?: Record<string, string> } = {
  status: 200,
  body: {},
};
let baseUrl = "";

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(answer.status, answer.headers ?? { "Content-Type": "application/json" });
    res.end(answer.raw ?? (answer.body === undefined ? "" : JSON.stringify(answer.body)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const contextFor = (apiUrl: string) => testContext({ apiUrl });

async function signedInRequest(context: AppLoadContext, path: string) {
  const session = await sessionStorage(context).getSession();
  session.set("apiToken", "token-1");
  session.set("issuer", "applicant");
  const cookie = (await commitSession(session, context)).split(";")[0];
  return new Request(`http://localhost:3000${path}`, { headers: { Cookie: cookie } });
}

async function thrownBy(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (thrown) {
    return thrown;
  }
  throw new Error("expected the call to throw");
}

describe("apiCall transport rules", () => {
  it("sends the browser to /maintenance when the API answers 503", async () => {
    answer = { status: 503, body: { code: 503, message: "maintenance" } };
    const context = contextFor(baseUrl);
    const thrown = await thrownBy(
      apiCall({ request: await signedInRequest(context, "/ds/home"), context }, "/v1/account"),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/maintenance");
  });

  it("sends the browser to /maintenance on a network error", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const context = contextFor(`http://127.0.0.1:${port}`);
    const thrown = await thrownBy(
      apiCall({ request: await signedInRequest(context, "/ds/home"), context }, "/v1/account"),
    );
    expect((thrown as Response).headers.get("Location")).toBe("/maintenance");
  });

  it("does not redirect uploads or the maintenance page itself", async () => {
    answer = { status: 503, body: {} };
    const context = contextFor(baseUrl);
    const upload = await thrownBy(
      apiCall({ request: await signedInRequest(context, "/ds/documents"), context }, "/v1/documents/upload", {
        method: "POST",
        upload: true,
      }),
    );
    expect(upload).toBeInstanceOf(ApiError);
    const onMaintenance = await thrownBy(
      apiCall({ request: await signedInRequest(context, "/maintenance"), context }, "/health"),
    );
    expect(onMaintenance).toBeInstanceOf(ApiError);
  });

  it("drops the token, remembers the address and goes to login on 1003", async () => {
    answer = { status: 401, body: { code: 1003, message: "expired" } };
    const context = contextFor(baseUrl);
    const thrown = (await thrownBy(
      apiCall({ request: await signedInRequest(context, "/ds/home?x=1"), context }, "/v1/account"),
    )) as Response;
    expect(thrown.headers.get("Location")).toBe("/auth/applicant/login");
    const session = await sessionStorage(context).getSession(thrown.headers.get("Set-Cookie"));
    expect(session.get("apiToken")).toBeUndefined();
    expect(session.get("returnTo")).toBe("/ds/home?x=1");
    expect(session.get("apiError")).toEqual({ code: 1003, message: "expired" });
  });

  it("answers a refused login exchange (1004, no token sent) with an ApiError, not another login", async () => {
    answer = { status: 401, body: { code: 1004, message: "The identity token is invalid or expired" } };
    const context = contextFor(baseUrl);
    const callback = new Request("http://localhost:3000/auth/applicant/callback?code=c&state=s");
    const thrown = (await thrownBy(
      apiCall({ request: callback, context }, "/v1/auth", { method: "POST", token: null, body: {} }),
    )) as ApiError;
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown.code).toBe(1004);
  });

  it("clears the whole session and goes to login on 1002", async () => {
    answer = { status: 401, body: { code: 1002, message: "revoked" } };
    const context = contextFor(baseUrl);
    const thrown = (await thrownBy(
      apiCall({ request: await signedInRequest(context, "/ds/home"), context }, "/v1/account"),
    )) as Response;
    expect(thrown.headers.get("Location")).toBe("/auth/applicant/login");
    expect(thrown.headers.get("Set-Cookie")).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("rejects other failures as ApiError with code, message and field errors", async () => {
    answer = { status: 400, body: { code: 1007, message: "invalid", errors: { firstName: ["required"] } } };
    const context = contextFor(baseUrl);
    const thrown = (await thrownBy(
      apiCall({ request: await signedInRequest(context, "/ds/home"), context }, "/v1/account", {
        method: "PATCH",
        body: {},
      }),
    )) as ApiError;
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown.code).toBe(1007);
    expect(thrown.fieldErrors).toEqual({ firstName: ["required"] });
  });

  it("uses 'Undefined request error' and the HTTP status when the body has no code", async () => {
    answer = { status: 500 };
    const context = contextFor(baseUrl);
    const thrown = (await thrownBy(
      apiCall({ request: await signedInRequest(context, "/ds/home"), context }, "/v1/account"),
    )) as ApiError;
    expect(thrown.message).toBe("Undefined request error");
    expect(thrown.code).toBe(500);
  });
});

describe("apiStream: binary answers under the same rules", () => {
  it("passes the bytes on with the API's type and name, never sniffed, run or kept", async () => {
    answer = {
      status: 200,
      raw: "%PDF-1.7",
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": 'inline; filename="a.pdf"',
        "Cache-Control": "public, max-age=86400",
        "X-Other": "not passed",
      },
    };
    const context = contextFor(baseUrl);
    const response = await apiStream({ request: await signedInRequest(context, "/ds/x"), context }, "GET /v1/x");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("%PDF-1.7");
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('inline; filename="a.pdf"');
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toBe("sandbox");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Other")).toBeNull();
  });

  it("answers a type outside the allowed ones with 502 (an image route never serves HTML)", async () => {
    answer = { status: 200, raw: "<script>", headers: { "Content-Type": "text/html" } };
    const context = contextFor(baseUrl);
    const thrown = await thrownBy(
      apiStream({ request: await signedInRequest(context, "/b2b/x"), context }, "GET /v1/x", {
        contentTypes: ["image/png"],
      }),
    );
    expect((thrown as Response).status).toBe(502);
  });

  it("keeps 404, makes other refusals 502, or what the route says", async () => {
    const context = contextFor(baseUrl);
    const args = { request: await signedInRequest(context, "/ds/x"), context };
    answer = { status: 404, body: { code: 404, message: "not found" } };
    expect(((await thrownBy(apiStream(args, "GET /v1/x"))) as Response).status).toBe(404);
    answer = { status: 409, body: { code: 409, message: "conflict" } };
    expect(((await thrownBy(apiStream(args, "GET /v1/x"))) as Response).status).toBe(502);
    const refusal = () => 409;
    expect(((await thrownBy(apiStream(args, "GET /v1/x", { refusal }))) as Response).status).toBe(409);
  });

  it("goes to the login on 1003 and to /maintenance on 503, as apiCall does", async () => {
    const context = contextFor(baseUrl);
    answer = { status: 401, body: { code: 1003, message: "expired" } };
    const login = (await thrownBy(
      apiStream({ request: await signedInRequest(context, "/ds/tips/a.pdf"), context }, "GET /v1/x"),
    )) as Response;
    expect(login.headers.get("Location")).toBe("/auth/applicant/login");
    answer = { status: 503, body: {} };
    const maintenance = (await thrownBy(
      apiStream({ request: await signedInRequest(context, "/ds/tips/a.pdf"), context }, "GET /v1/x"),
    )) as Response;
    expect(maintenance.headers.get("Location")).toBe("/maintenance");
  });

  it("passes a busy API's 503 and Retry-After on, with a translated page back to where the download was asked", async () => {
    // the API's PDF renderers are all busy (api/pdf/pool.ts RenderPoolBusyError): up, not down for maintenance
    const context = contextFor(baseUrl);
    answer = {
      status: 503,
      headers: { "Content-Type": "application/json", "Retry-After": "5" },
      body: { code: 503, message: "Too many documents are being made right now" },
    };
    for (const [lng, heading, lang] of [
      ["", "Gerade werden sehr viele Dokumente erstellt", "de"],
      ["?lng=en", "Many documents are being made right now", "en"],
    ]) {
      const request = await signedInRequest(context, `/b2b/invoices/1/pdf${lng}`);
      request.headers.set("Referer", "http://localhost:3000/b2b/invoices");
      const busy = (await thrownBy(apiStream({ request, context }, "GET /v1/x"))) as Response;
      expect(busy.status).toBe(503);
      expect(busy.headers.get("Retry-After")).toBe("5");
      expect(busy.headers.get("Cache-Control")).toBe("no-store");
      expect(busy.headers.get("Content-Type")).toMatch(/^text\/html/);
      const page = await busy.text();
      expect(page).toContain(`<html lang="${lang}"`);
      expect(page).toContain(`<h1>${heading}</h1>`);
      expect(page).toContain('href="/b2b/invoices"');
    }
    // a Referer of another site is not a way back
    const request = await signedInRequest(context, "/ds/cvgenerator/portfolio");
    request.headers.set("Referer", "https://elsewhere.example/phish");
    const page = await ((await thrownBy(apiStream({ request, context }, "POST /v1/x"))) as Response).text();
    expect(page).toContain('href="/"');
    expect(page).not.toContain("elsewhere");
  });

  it("passes on only a Retry-After in seconds, as the API sends it; any other 503 is the maintenance", async () => {
    const context = contextFor(baseUrl);
    const date = "Fri, 01 Jan 2100 00:00:00 GMT";
    answer = { status: 503, headers: { "Content-Type": "application/json", "Retry-After": date }, body: {} };
    const request = await signedInRequest(context, "/ds/tips/a.pdf");
    const maintenance = (await thrownBy(apiStream({ request, context }, "GET /v1/x"))) as Response;
    expect(maintenance.headers.get("Location")).toBe("/maintenance");
  });
});

describe("the reads of one page request", () => {
  let asked: string[] = [];
  const countingContext = () =>
    testContext({
      apiUrl: "http://api.test",
      apiFetch: async (request: Request) => {
        asked.push(`${request.method} ${new URL(request.url).pathname}`);
        return Response.json({ n: asked.length }, { headers: { ETag: `"${asked.length}"` } });
      },
    });

  it("asks the API once when the layout and the page read the same record, each getting its own copy", async () => {
    asked = [];
    const context = countingContext();
    const request = await signedInRequest(context, "/ds/home");
    const [layout, page] = await Promise.all([
      apiCall<{ n: number }>({ request, context }, "/v1/account"),
      apiCall<{ n: number }>({ request, context }, "/v1/account"),
    ]);
    expect(asked).toEqual(["GET /v1/account"]);
    expect(layout).toEqual({ n: 1 });
    expect(page).toEqual({ n: 1 });
    expect(layout).not.toBe(page);
  });

  it("reads again after a write in the same request, and never across requests", async () => {
    asked = [];
    const context = countingContext();
    const request = await signedInRequest(context, "/ds/profile");
    await apiCall({ request, context }, "/v1/account");
    await apiCall({ request, context }, "/v1/account", { method: "PUT", body: {} });
    expect(await apiCall({ request, context }, "/v1/account")).toEqual({ n: 3 });
    const next = countingContext();
    await apiCall({ request: await signedInRequest(next, "/ds/profile"), context: next }, "/v1/account");
    expect(asked).toEqual(["GET /v1/account", "PUT /v1/account", "GET /v1/account", "GET /v1/account"]);
  });

  it("does not share a read between different tokens", async () => {
    asked = [];
    const context = countingContext();
    const request = await signedInRequest(context, "/ds/home");
    await apiCall({ request, context }, "/v1/account");
    await apiCall({ request, context }, "/v1/account", { token: "another" });
    expect(asked).toHaveLength(2);
  });
});
