/**
 * Logout: the api token is revoked at the API, which hands back the login's ID token; the browser goes to
 * the provider's end-session endpoint with it as id_token_hint (ADR 037). A cookie issued while the
 * session still carried the ID token logs out with its own; a refused revocation still ends the session.
 * The providers' discovery documents come from a server on loopback (discovery uses the global fetch).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ActionFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { IssuerName, PortalConfig } from "~/render/context";
import { testContext } from "~/render/test-context";
import { commitSession, sessionStorage } from "~/session/session.server";
import { action } from "./route";

/** Stands in for the three providers: their discovery documents, each with an end-session endpoint. */
let provider: Server;
let providerUrl = "";
beforeAll(async () => {
  provider = createServer((req, res) => {
    const issuer = `${providerUrl}${(req.url ?? "").replace("/.well-known/openid-configuration", "")}`;
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        end_session_endpoint: `${issuer}/session/end`,
      }),
    );
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => provider.close(resolve)));

const ID_TOKEN = "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhcHBsaWNhbnQtbGVuYSJ9.c2lnbmF0dXJl";
const OLD_COOKIE_ID_TOKEN = "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJvbGQifQ.b2xk";

/** The API's logout: answers `answer` and records who asked where. */
function api(answer: () => Response) {
  return vi.fn(async (_request: Request) => answer());
}

function contextWith(apiFetch: PortalConfig["apiFetch"]) {
  const oidc = Object.fromEntries(
    (["applicant", "company", "staff"] as const).map((name) => [
      name,
      { issuer: `${providerUrl}/idp/${name}`, clientId: `client-${name}`, clientSecret: "secret" },
    ]),
  ) as PortalConfig["oidc"];
  return testContext({ apiFetch, oidc });
}

async function logOut(
  context: ReturnType<typeof contextWith>,
  session: { issuer: IssuerName; apiToken?: string; subject?: string; idToken?: string },
) {
  const stored = await sessionStorage(context).getSession();
  for (const [key, value] of Object.entries(session)) stored.set(key as "issuer", value as IssuerName);
  const cookie = (await commitSession(stored, context)).split(";")[0];
  const request = new Request("http://localhost:3000/auth/logout", { method: "POST", headers: { Cookie: cookie } });
  const thrown = await action({ request, context, params: {} } as ActionFunctionArgs).catch((r: unknown) => r);
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  expect(response.status).toBe(302);
  return { location: new URL(response.headers.get("Location") ?? ""), response };
}

const hintOf = (location: URL) => location.searchParams.get("id_token_hint");

describe("logout", () => {
  // (as patterns: only app/api/ names the API's paths)
  it.each([
    ["applicant", /^\/api\/v1\/auth\/logout$/],
    ["company", /^\/api\/b2b\/v1\/auth\/logout$/],
    // study advisors' tokens are revoked at /v1, as applicants'
    ["staff", /^\/api\/v1\/auth\/logout$/],
  ] as const)("of %s: revokes at %s and sends the API's ID token as id_token_hint", async (issuer, path) => {
    const apiFetch = api(() => Response.json({ id_token_hint: ID_TOKEN }));
    const context = contextWith(apiFetch);
    const { location, response } = await logOut(context, { issuer, apiToken: "api-token", subject: "s-1" });
    const call = apiFetch.mock.calls[0]![0];
    expect(call.method).toBe("POST");
    expect(new URL(call.url).pathname).toMatch(path);
    expect(call.headers.get("Authorization")).toBe("Bearer api-token");
    expect(`${location.origin}${location.pathname}`).toBe(`${providerUrl}/idp/${issuer}/session/end`);
    expect(hintOf(location)).toBe(ID_TOKEN);
    expect(location.searchParams.get("client_id")).toBe(`client-${issuer}`);
    expect(location.searchParams.get("post_logout_redirect_uri")).toBe(
      `http://localhost:3000/auth/logged-out?unit=${issuer}`,
    );
    // the session ends, and the browser drops what it kept
    expect(response.headers.get("Set-Cookie")).toMatch(/^tandem_session=; Max-Age=0/);
    expect(response.headers.get("Clear-Site-Data")).toBe('"cache", "storage"');
  });

  it("of a cookie issued before the API kept the ID token: the cookie's own is the hint", async () => {
    // the API's row of that login has none to give
    const context = contextWith(api(() => Response.json({ id_token_hint: null })));
    const { location } = await logOut(context, {
      issuer: "applicant",
      apiToken: "api-token",
      idToken: OLD_COOKIE_ID_TOKEN,
    });
    expect(hintOf(location)).toBe(OLD_COOKIE_ID_TOKEN);
  });

  it("refused by the API (token already revoked): the session ends all the same, on the logged-out page", async () => {
    const context = contextWith(
      api(() => Response.json({ code: 1002, message: "The session was revoked" }, { status: 401 })),
    );
    const { location, response } = await logOut(context, { issuer: "applicant", apiToken: "api-token" });
    // without an ID token there is no provider session to name (the logout that revoked it ended that one)
    expect(location.toString()).toBe("http://localhost:3000/auth/logged-out?unit=applicant");
    expect(response.headers.get("Set-Cookie")).toMatch(/^tandem_session=; Max-Age=0/);
  });

  it("with an API that cannot be reached: the session ends, an old cookie's ID token still serves", async () => {
    const context = contextWith(
      api(() => {
        throw new TypeError("fetch failed");
      }),
    );
    const { location } = await logOut(context, {
      issuer: "company",
      apiToken: "api-token",
      idToken: OLD_COOKIE_ID_TOKEN,
    });
    expect(hintOf(location)).toBe(OLD_COOKIE_ID_TOKEN);
  });

  it("without a login asks the API nothing", async () => {
    const apiFetch = api(() => Response.json({ id_token_hint: ID_TOKEN }));
    const { location } = await logOut(contextWith(apiFetch), { issuer: "applicant" });
    expect(apiFetch).not.toHaveBeenCalled();
    expect(location.toString()).toBe("http://localhost:3000/auth/logged-out?unit=applicant");
  });
});
