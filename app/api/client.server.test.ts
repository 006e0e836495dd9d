/**
 * The transport rules of spec §8, against a real HTTP server on loopback that stands in for an API
 * in a given state (503 maintenance, 401 with a code, 422): the portal's client must react as the
 * specification says.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitSession, sessionStorage } from "~/session.server";
import { testContext } from "~/test-context";
import { ApiError, apiCall } from "./client.server";

let server: Server;
let answer: { status: number; body?: unknown } = { status: 200, body: {} };
let baseUrl = "";

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(answer.status, { "Content-Type": "application/json" });
    res.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
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
