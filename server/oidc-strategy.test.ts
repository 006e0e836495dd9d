/**
 * The portal's login strategy (app/session/oidc-strategy.server.ts, remix-auth on openid-client) against a real
 * OpenID provider: the development providers of idp/ (oidc-provider) on loopback. Each check of the
 * flow is shown to refuse a tampered answer: state, RFC 9207 `iss`, the nonce (missing or of another
 * login), the PKCE verifier, the issuer of discovery, the client's authentication. Here (in server/)
 * because the portal's own modules may not import the providers (.dependency-cruiser.cjs).
 */
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { exportJWK, generateKeyPair, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, demoAccountsOf } from "#contracts";
import {
  LoginError,
  type LoginTransaction,
  type OidcClientSettings,
  OidcStrategy,
  type ProviderLogin,
  tokenAuthMethodOf,
} from "~/session/oidc-strategy.server";
import { createIdentityProviders, type IdentityProviders } from "../idp/index";
import { CookieJar, formAction, startServer, type TestServer, testClients } from "../idp/test-helpers";
import { remoteIssuer } from "./remote-issuer";

let server: TestServer;
let dataDir: string;
let idps: IdentityProviders;
let clients: ReturnType<typeof testClients>;
/** The private half of the company client's key (that client authenticates with private_key_jwt). */
let companyKey: Awaited<ReturnType<typeof exportJWK>>;
/** How the client authenticated at each token request: its Authorization header's scheme, if any. */
const tokenRequests: string[] = [];
/** When set: the applicants' provider publishes these keys instead of its own (a key swapped behind our back). */
let swappedJwks: { keys: object[] } | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tandem-strategy-"));
  server = await startServer((req, res, next) => {
    if (req.method === "POST" && req.path.endsWith("/token")) {
      tokenRequests.push(req.headers.authorization?.split(" ")[0] ?? "(none)");
    }
    if (swappedJwks && req.method === "GET" && req.path === "/idp/applicant/jwks") {
      res.json(swappedJwks);
      return;
    }
    next();
  });
  clients = testClients(server.baseUrl);
  const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
  companyKey = { ...(await exportJWK(privateKey)), kid: "portal-key-1", alg: "ES256" };
  const publicJwk = { ...(await exportJWK(publicKey)), kid: "portal-key-1", alg: "ES256", use: "sig" };
  clients.company = { ...clients.company, jwks: { keys: [publicJwk] } };
  idps = await createIdentityProviders({ publicUrl: server.baseUrl, dataDir, clients, secureCookies: false });
  server.setRouter(idps.router);
});

afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The logins under way, in memory (the portal keeps them in a signed cookie: app/session/auth.server.ts). */
function memoryStore() {
  const pending: LoginTransaction[] = [];
  return {
    pending,
    async begin(_request: Request, transaction: LoginTransaction) {
      pending.unshift(transaction);
      return "tandem_login_test=1; Path=/auth; HttpOnly";
    },
    async find(_request: Request, state: string | null) {
      return pending.find((t) => t.state === state);
    },
  };
}

function applicantStrategy(settings: Partial<OidcClientSettings> = {}, store = memoryStore()) {
  const client: OidcClientSettings = {
    issuer: idps.issuers.applicant,
    clientId: clients.applicant.clientId,
    clientSecret: clients.applicant.clientSecret,
    ...settings,
  };
  const strategy = new OidcStrategy<ProviderLogin>(
    { client, redirectUri: clients.applicant.redirectUris[0]!, transactions: store },
    async (login) => login,
  );
  return { strategy, store };
}

/** The login's start: the redirect to the provider (thrown, as remix-auth strategies do). */
async function start(strategy: OidcStrategy<ProviderLogin>): Promise<URL> {
  const thrown = await strategy.authenticate(new Request(`${server.baseUrl}/auth/applicant/login`)).catch((e) => e);
  if (!(thrown instanceof Response)) throw thrown;
  expect(thrown.status).toBe(302);
  expect(thrown.headers.get("Set-Cookie")).toMatch(/^tandem_login_test=/);
  return new URL(thrown.headers.get("Location")!);
}

const get = (url: string, jar: CookieJar) =>
  fetch(url, { redirect: "manual", headers: { cookie: jar.header() } }).then((r) => {
    jar.store(r);
    return r;
  });

/** The person at the provider: logs in with a demo account (once per jar) and comes back with the answer. */
async function atProvider(authorizationUrl: URL, jar = new CookieJar()): Promise<URL> {
  const account = demoAccountsOf("applicant")[0]!;
  let location = authorizationUrl.href;
  for (let hop = 0; hop < 6; hop++) {
    if (location.startsWith(clients.applicant.redirectUris[0]!)) return new URL(location);
    const response = await get(location, jar);
    if (response.status === 200) {
      const action = new URL(formAction(await response.text(), /\/login$/)!, server.baseUrl).href;
      const posted = await fetch(action, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: account.email, password: DEMO_PASSWORD }),
      });
      jar.store(posted);
      location = new URL(posted.headers.get("location")!, server.baseUrl).href;
    } else {
      location = new URL(response.headers.get("location")!, server.baseUrl).href;
    }
  }
  throw new Error("the provider did not answer the client");
}

/** The callback with the provider's answer: the validated login, or the LoginError that refused it. */
const finish = (strategy: OidcStrategy<ProviderLogin>, answer: URL) =>
  strategy.authenticate(new Request(answer)).catch((error: unknown) => error);

function expectRefused(outcome: unknown, kind: LoginError["kind"], detail: RegExp) {
  expect(outcome).toBeInstanceOf(LoginError);
  expect((outcome as LoginError).kind).toBe(kind);
  expect((outcome as LoginError).detail).toMatch(detail);
}

describe("the login through the strategy", () => {
  it("sends state, nonce and a PKCE S256 challenge, and gives the verify function the validated ID token", async () => {
    const { strategy, store } = applicantStrategy();
    const authorization = await start(strategy);
    const [transaction] = store.pending;
    const params = authorization.searchParams;
    expect(`${authorization.origin}${authorization.pathname}`).toBe(`${idps.issuers.applicant}/auth`);
    expect(params.get("response_type")).toBe("code");
    expect(params.get("client_id")).toBe(clients.applicant.clientId);
    expect(params.get("redirect_uri")).toBe(clients.applicant.redirectUris[0]);
    expect(params.get("scope")).toBe("openid email profile");
    expect(params.get("state")).toBe(transaction!.state);
    expect(params.get("nonce")).toBe(transaction!.nonce);
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toBe(createHash("sha256").update(transaction!.verifier).digest("base64url"));
    // three different random values of at least 128 bits each
    expect(new Set([transaction!.state, transaction!.nonce, transaction!.verifier]).size).toBe(3);
    for (const value of [transaction!.state, transaction!.nonce, transaction!.verifier]) {
      expect(value.length).toBeGreaterThanOrEqual(22);
    }

    const answer = await atProvider(authorization);
    expect(answer.searchParams.get("iss")).toBe(idps.issuers.applicant);
    const login = (await finish(strategy, answer)) as ProviderLogin;
    expect(login.nonce).toBe(transaction!.nonce);
    expect(login.claims).toMatchObject({
      iss: idps.issuers.applicant,
      aud: clients.applicant.clientId,
      sub: demoAccountsOf("applicant")[0]!.sub,
      nonce: transaction!.nonce,
    });
    expect(login.idToken.split(".")).toHaveLength(3);
    expect(login.accessToken).toEqual(expect.any(String));
    // the code is used once: the same answer again is refused by the provider
    expectRefused(await finish(strategy, answer), "unverified", /invalid_grant/);
  });

  it("refuses an answer whose state belongs to no login of this browser", async () => {
    const { strategy } = applicantStrategy();
    const answer = await atProvider(await start(strategy));
    answer.searchParams.set("state", "state-of-someone-else");
    expectRefused(await finish(strategy, answer), "unverified", /state belongs to no login/);
    answer.searchParams.delete("state");
    expectRefused(await finish(strategy, answer), "unverified", /state belongs to no login/);
  });

  it("refuses an answer whose RFC 9207 iss names another issuer, or lacks it", async () => {
    const { strategy } = applicantStrategy();
    const jar = new CookieJar();
    const answer = await atProvider(await start(strategy), jar);
    answer.searchParams.set("iss", idps.issuers.company);
    expectRefused(await finish(strategy, answer), "unverified", /"iss"/);
    const second = await atProvider(await start(strategy), jar);
    second.searchParams.delete("iss");
    expectRefused(await finish(strategy, second), "unverified", /"iss" \(issuer\) missing/);
  });

  it("refuses an ID token without the login's nonce, and one with another login's nonce", async () => {
    const { strategy, store } = applicantStrategy();
    const jar = new CookieJar();
    // a code obtained by a request without nonce (its ID token carries none) injected into our login
    const authorization = await start(strategy);
    authorization.searchParams.delete("nonce");
    expectRefused(await finish(strategy, await atProvider(authorization, jar)), "unverified", /nonce/);
    // the ID token of a login whose nonce is not the one this transaction sent
    const answer = await atProvider(await start(strategy), jar);
    store.pending[0]!.nonce = "nonce-of-another-login";
    expectRefused(await finish(strategy, answer), "unverified", /nonce/);
  });

  it("redeems the code only with the PKCE verifier of its challenge", async () => {
    const { strategy, store } = applicantStrategy();
    const answer = await atProvider(await start(strategy));
    store.pending[0]!.verifier = "a-verifier-of-another-login-0123456789abcdefghijk";
    expectRefused(await finish(strategy, answer), "unverified", /400 invalid_grant/);
  });

  it("refuses an ID token whose signature the provider's published keys do not verify", async () => {
    const { publicKey } = await generateKeyPair("RS256", { extractable: true });
    const kid = idps.publicJwks.keys[0]!.kid;
    swappedJwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" }] };
    try {
      // a client configured apart from the others: its own discovery, so its own fetch of the keys
      const { strategy } = applicantStrategy({ tokenAuthMethod: "client_secret_post" });
      expectRefused(await finish(strategy, await atProvider(await start(strategy))), "unverified", /signature/);
    } finally {
      swappedJwks = undefined;
    }
  });

  it("ends a provider's error answer on its kind, with the code for the page", async () => {
    const { strategy, store } = applicantStrategy();
    await start(strategy);
    const answer = new URL(clients.applicant.redirectUris[0]!);
    answer.search = new URLSearchParams({
      error: "access_denied",
      error_description: "the person said no",
      state: store.pending[0]!.state,
      iss: idps.issuers.applicant,
    }).toString();
    const outcome = await finish(strategy, answer);
    expectRefused(outcome, "cancelled", /error=access_denied/);
    expect((outcome as LoginError).extra).toEqual({ code: "access_denied" });
  });
});

describe("discovery and the client's authentication", () => {
  it("takes the issuer exactly: a configured issuer that differs from discovery's (a trailing slash) is refused", async () => {
    const { strategy } = applicantStrategy({ issuer: `${idps.issuers.applicant}/` });
    expectRefused(await start(strategy).catch((e) => e), "unverified", /discovery/);
  });

  it("calls a provider whose discovery cannot be had unreachable", async () => {
    const { strategy } = applicantStrategy({ issuer: "http://127.0.0.1:9/idp/nowhere" });
    expectRefused(await start(strategy).catch((e) => e), "unreachable", /discovery/);
  });

  it("authenticates as discovery offers (client_secret_post first) or as configured; a wrong secret is refused", async () => {
    const jar = new CookieJar();
    const fromDiscovery = applicantStrategy();
    tokenRequests.length = 0;
    await finish(fromDiscovery.strategy, await atProvider(await start(fromDiscovery.strategy), jar));
    const basic = applicantStrategy({ tokenAuthMethod: "client_secret_basic" });
    const login = await finish(basic.strategy, await atProvider(await start(basic.strategy), jar));
    expect(login).not.toBeInstanceOf(Error);
    expect(tokenRequests).toEqual(["(none)", "Basic"]);
    const wrongSecret = applicantStrategy({ clientSecret: "not-the-secret-0123456789abcdef" });
    expectRefused(
      await finish(wrongSecret.strategy, await atProvider(await start(wrongSecret.strategy))),
      "unverified",
      /401 invalid_client/,
    );
  });

  it("picks client_secret_post, else client_secret_basic, from discovery; private_key_jwt only by configuration", () => {
    const settings = { issuer: "https://op.example", clientId: "c", clientSecret: "s" };
    expect(tokenAuthMethodOf(settings, undefined)).toBe("client_secret_basic");
    expect(tokenAuthMethodOf(settings, ["client_secret_basic", "client_secret_post"])).toBe("client_secret_post");
    expect(tokenAuthMethodOf(settings, ["client_secret_basic", "private_key_jwt"])).toBe("client_secret_basic");
    expect(tokenAuthMethodOf(settings, ["client_secret_post", "private_key_jwt"])).toBe("client_secret_post");
    expect(tokenAuthMethodOf({ ...settings, tokenAuthMethod: "client_secret_basic" }, ["client_secret_post"])).toBe(
      "client_secret_basic",
    );
    expect(() => tokenAuthMethodOf(settings, ["private_key_jwt"])).toThrow(LoginError);
    expect(tokenAuthMethodOf({ ...settings, tokenAuthMethod: "private_key_jwt" }, ["client_secret_basic"])).toBe(
      "private_key_jwt",
    );
  });

  it("logs in with private_key_jwt when configured so (a client registered with its public key)", async () => {
    const store = memoryStore();
    const redirectUri = clients.company.redirectUris[0]!;
    const settings: OidcClientSettings = {
      issuer: idps.issuers.company,
      clientId: clients.company.clientId,
      tokenAuthMethod: "private_key_jwt",
      privateKey: companyKey,
    };
    const strategy = new OidcStrategy<ProviderLogin>(
      { client: settings, redirectUri, transactions: store },
      async (login) => login,
    );
    const thrown = (await strategy
      .authenticate(new Request(`${server.baseUrl}/auth/company/login`))
      .catch((e) => e)) as Response;
    const authorization = new URL(thrown.headers.get("Location")!);
    // the company's provider: its own demo account
    const jar = new CookieJar();
    const account = demoAccountsOf("company")[0]!;
    const interaction = await get(authorization.href, jar);
    const page = await get(new URL(interaction.headers.get("location")!, server.baseUrl).href, jar);
    const action = new URL(formAction(await page.text(), /\/login$/)!, server.baseUrl).href;
    const posted = await fetch(action, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: account.email, password: DEMO_PASSWORD }),
    });
    jar.store(posted);
    const resume = await get(new URL(posted.headers.get("location")!, server.baseUrl).href, jar);
    const answer = new URL(resume.headers.get("location")!, server.baseUrl);
    const login = (await strategy.authenticate(new Request(answer)).catch((e) => e)) as ProviderLogin;
    expect(login.claims).toMatchObject({ sub: account.sub, aud: clients.company.clientId });

    // without the key no secret can stand in for it
    const keyless = new OidcStrategy<ProviderLogin>(
      { client: { ...settings, privateKey: undefined }, redirectUri, transactions: memoryStore() },
      async (l) => l,
    );
    expectRefused(
      await keyless.authenticate(new Request(`${server.baseUrl}/auth/company/login`)).catch((e) => e),
      "refused",
      /private key/,
    );
  });
});

describe("the API's view of the same provider (server/remote-issuer.ts)", () => {
  it("verifies the ID token with the published keys and asks userinfo about the token's subject only", async () => {
    const { strategy } = applicantStrategy();
    const login = (await finish(strategy, await atProvider(await start(strategy)))) as ProviderLogin;
    const remote = remoteIssuer({ issuer: idps.issuers.applicant, clientId: clients.applicant.clientId });
    expect(await remote.discoveredIssuer()).toBe(idps.issuers.applicant);
    const { payload } = await jwtVerify(login.idToken, remote.jwks, { issuer: idps.issuers.applicant });
    expect(payload.sub).toBe(login.claims.sub);
    expect(await remote.userinfo(login.accessToken, login.claims.sub)).toMatchObject({
      sub: login.claims.sub,
      email: demoAccountsOf("applicant")[0]!.email,
    });
    // an answer about someone else is no answer for this login
    await expect(remote.userinfo(login.accessToken, "someone-else")).rejects.toThrow(/unexpected JSON attribute value/);
  });

  it("takes the issuer exactly: discovery naming another one is refused", async () => {
    const remote = remoteIssuer({ issuer: `${idps.issuers.applicant}/`, clientId: clients.applicant.clientId });
    await expect(remote.discoveredIssuer()).rejects.toThrow();
  });
});
