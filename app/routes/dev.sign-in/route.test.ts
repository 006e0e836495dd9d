import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import type { PortalConfig } from "~/render/context";
import { testContext } from "~/render/test-context";
import { getSession } from "~/session/session.server";
import { action, loader } from "./route";

/** The API answering POST /v1/auth (and the language look-up) for a signed-in applicant. */
const api = () =>
  vi.fn(async (request: Request) =>
    new URL(request.url).pathname.endsWith("/auth")
      ? Response.json({ api_token: "api-token", display_name: "Lena" })
      : Response.json({ language: "de" }),
  );

function post(overrides: Partial<PortalConfig>, form: Record<string, string>, context = testContext(overrides)) {
  const request = new Request("http://localhost:3000/dev/sign-in", {
    method: "POST",
    body: new URLSearchParams(form),
  });
  return action({ request, context, params: {} } as ActionFunctionArgs).catch((thrown: unknown) => thrown as Response);
}

/** An ID token as the development provider mints it: the API verifies it, the portal only reads `sub`. */
const mintedIdToken = (sub: string) =>
  [
    Buffer.from(JSON.stringify({ alg: "RS256", kid: "dev" })).toString("base64url"),
    Buffer.from(
      JSON.stringify({ sub, iss: "http://localhost:3000/idp/applicant", email: "lena@example.org" }),
    ).toString("base64url"),
    "s".repeat(342),
  ].join(".");

const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : (answer as { init?: { status?: number } }).init?.status;

describe("development sign-in", () => {
  const form = { issuer: "applicant", sub: "applicant-lena", returnTo: "/ds/profile" };

  it("is refused with 404 without DEV_TOOLS, and no token is minted", async () => {
    const devIdToken = vi.fn(async () => "id-token");
    const apiFetch = api();
    expect(statusOf(await post({ devTools: false, devIdToken, apiFetch }, form))).toBe(404);
    expect(devIdToken).not.toHaveBeenCalled();
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it("is refused with 404 when the unit has no development provider, for unknown subjects and issuers", async () => {
    expect(statusOf(await post({ devTools: true, apiFetch: api() }, form))).toBe(404);
    const unknown = vi.fn(async () => null);
    expect(statusOf(await post({ devTools: true, devIdToken: unknown, apiFetch: api() }, form))).toBe(404);
    const devIdToken = vi.fn(async () => "id-token");
    expect(statusOf(await post({ devTools: true, devIdToken }, { ...form, issuer: "admin" }))).toBe(404);
    expect(devIdToken).not.toHaveBeenCalled();
  });

  it("answers 404 to GET: signing in takes a POST", () => {
    expect(() => loader()).toThrow();
    try {
      loader();
    } catch (thrown) {
      expect(statusOf(thrown)).toBe(404);
    }
  });

  it("exchanges the minted ID token with its nonce at the API and starts the session", async () => {
    const devIdToken = vi.fn(async (_issuer: string, _sub: string, _nonce: string) => "id-token");
    const apiFetch = api();
    const answer = (await post({ devTools: true, devIdToken, apiFetch }, form)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/ds/profile");
    expect(answer.headers.get("Set-Cookie")).toContain("tandem_session=");
    expect(devIdToken).toHaveBeenCalledWith("applicant", "applicant-lena", expect.any(String));
    const exchange = apiFetch.mock.calls[0]![0];
    // the applicants' token exchange of app/api (the only place that names the API's paths)
    expect(exchange.method).toBe("POST");
    expect(new URL(exchange.url).pathname).toMatch(/^\/api\/.*\/auth$/);
    const body = (await exchange.json()) as { idToken: string; nonce: string };
    expect(body).toMatchObject({ idToken: "id-token", nonce: devIdToken.mock.calls[0]![2] });
  });

  it("keeps the subject in the session cookie, and the ID token only at the API", async () => {
    const idToken = mintedIdToken("applicant-lena");
    const devIdToken = vi.fn(async () => idToken);
    const apiFetch = api();
    const context = testContext({ devTools: true, devIdToken, apiFetch });
    const answer = (await post({}, form, context)) as Response;
    const setCookie = answer.headers.getSetCookie().find((c) => c.startsWith("tandem_session=")) as string;
    const session = await getSession(
      new Request("http://localhost:3000/ds/profile", { headers: { Cookie: setCookie.split(";")[0] } }),
      context,
    );
    expect(session.data).toMatchObject({ apiToken: "api-token", issuer: "applicant", subject: "applicant-lena" });
    expect(session.get("idToken")).toBeUndefined();
    // the whole cookie is smaller than the ID token alone
    expect(Buffer.byteLength(setCookie)).toBeLessThan(idToken.length);
    const body = (await apiFetch.mock.calls[0]![0].json()) as { idToken: string };
    expect(body.idToken).toBe(idToken);
  });

  it("returns only to a path of the portal", async () => {
    const devIdToken = vi.fn(async () => "id-token");
    const answer = (await post(
      { devTools: true, devIdToken, apiFetch: api() },
      { ...form, returnTo: "//evil.example" },
    )) as Response;
    expect(answer.headers.get("Location")).toBe("/ds/home");
  });
});
