import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, demoAccountsOf, isTestAccount } from "#contracts";
import { createIdentityProviders, type IdentityProviders, ISSUER_NAMES, type IssuerName } from "./index";
import { CookieJar, formAction, inputValue, pkcePair, startServer, type TestServer, testClients } from "./test-helpers";

let server: TestServer;
let dataDir: string;
let idps: IdentityProviders;
let clients: ReturnType<typeof testClients>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tandem-idp-"));
  server = await startServer();
  clients = testClients(server.baseUrl);
  idps = await createIdentityProviders({ publicUrl: server.baseUrl, dataDir, clients, secureCookies: false });
  server.setRouter(idps.router);
});

afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint: string;
  code_challenge_methods_supported: string[];
  token_endpoint_auth_methods_supported: string[];
  scopes_supported: string[];
  claims_supported: string[];
}

async function discover(name: IssuerName): Promise<Discovery> {
  const response = await fetch(`${idps.issuers[name]}/.well-known/openid-configuration`);
  expect(response.status).toBe(200);
  return (await response.json()) as Discovery;
}

const get = (url: string, jar: CookieJar) =>
  fetch(url, { redirect: "manual", headers: { cookie: jar.header() } }).then((r) => {
    jar.store(r);
    return r;
  });

const post = (url: string, jar: CookieJar, form: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form),
  }).then((r) => {
    jar.store(r);
    return r;
  });

const absolute = (location: string | null) => new URL(location ?? "", server.baseUrl).href;

/** Starts an authorization request and returns the login page's URL. */
async function startLogin(name: IssuerName, jar: CookieJar, extra: Record<string, string> = {}) {
  const discovery = await discover(name);
  const { verifier, challenge } = pkcePair();
  const state = `state-${name}`;
  const nonce = `nonce-${name}`;
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: clients[name].clientId,
    redirect_uri: clients[name].redirectUris[0],
    response_type: "code",
    scope: "openid email profile",
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: "S256",
    ...extra,
  }).toString();
  const response = await get(url.href, jar);
  expect(response.status).toBe(303);
  const interactionUrl = absolute(response.headers.get("location"));
  expect(new URL(interactionUrl).pathname).toMatch(new RegExp(`^/idp/${name}/interaction/[\\w-]+$`));
  return { discovery, verifier, state, nonce, interactionUrl };
}

describe.each(ISSUER_NAMES)("issuer %s", (name) => {
  it("publishes a discovery document", async () => {
    const d = await discover(name);
    expect(d.issuer).toBe(`${server.baseUrl}/idp/${name}`);
    expect(d.authorization_endpoint).toBe(`${d.issuer}/auth`);
    expect(d.token_endpoint).toBe(`${d.issuer}/token`);
    expect(d.end_session_endpoint).toBe(`${d.issuer}/session/end`);
    expect(d.jwks_uri).toBe(`${d.issuer}/jwks`);
    expect(d.code_challenge_methods_supported).toEqual(["S256"]);
    expect(d.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(["client_secret_basic", "client_secret_post"]),
    );
    expect(d.scopes_supported).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    const jwks = (await (await fetch(d.jwks_uri)).json()) as { keys: { kid: string; d?: string }[] };
    expect(jwks.keys.map((k) => k.kid)).toEqual(idps.publicJwks.keys.map((k) => k.kid));
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it("logs a demo account in with authorization code + PKCE, and logs it out again", async () => {
    const jar = new CookieJar();
    const account = demoAccountsOf(name)[0];
    const { discovery, verifier, state, nonce, interactionUrl } = await startLogin(name, jar);
    expect(jar.names()).toContain(`idp_${name}_interaction`);
    expect(jar.names().every((c) => c.startsWith(`idp_${name}_`))).toBe(true);

    // The login page: German by default, no scripts, no inline styles, the demo accounts.
    const page = await get(interactionUrl, jar);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toMatch(/<main[^>]*>/);
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script|<style|\sstyle=/i);
    expect(html).toContain('<label for="email">');
    expect(html).toContain('autocomplete="current-password"');
    for (const a of demoAccountsOf(name)) expect(html).toContain(a.email);
    expect(html).toContain(`<code>${DEMO_PASSWORD}</code>`);
    const loginAction = absolute(formAction(html, /\/login$/) ?? null);

    // Wrong password: the page again, with an error summary, the e-mail kept.
    const wrong = await post(loginAction, jar, { email: account.email, password: "wrong" });
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('role="alert"');
    expect(wrongHtml).toContain('<a href="#email">E-Mail-Adresse oder Passwort ist falsch.</a>');
    expect(wrongHtml).toContain(`value="${account.email}"`);
    expect(wrongHtml).toMatch(/id="email"[^>]*aria-invalid="true"[^>]*aria-describedby="email-error"/);
    expect(wrongHtml).toMatch(/<title>Fehler: /);

    // Right credentials: back to the authorization endpoint, then to the client with a code.
    const ok = await post(loginAction, jar, { email: account.email.toUpperCase(), password: DEMO_PASSWORD });
    expect(ok.status).toBe(303);
    const resume = await get(absolute(ok.headers.get("location")), jar);
    expect(resume.status).toBe(303);
    const callback = new URL(absolute(resume.headers.get("location")));
    expect(`${callback.origin}${callback.pathname}`).toBe(clients[name].redirectUris[0]);
    expect(callback.searchParams.get("state")).toBe(state);
    expect(callback.searchParams.get("iss")).toBe(idps.issuers[name]);
    const code = callback.searchParams.get("code");
    expect(code).toBeTruthy();
    expect(jar.names()).toContain(`idp_${name}_session`);

    // Token exchange: client_secret_basic for applicant/staff, client_secret_post for company.
    const tokenForm: Record<string, string> = {
      grant_type: "authorization_code",
      code: code ?? "",
      redirect_uri: clients[name].redirectUris[0],
      code_verifier: verifier,
    };
    const auth: Record<string, string> = {};
    if (name === "company") {
      tokenForm.client_id = clients[name].clientId;
      tokenForm.client_secret = clients[name].clientSecret;
    } else {
      auth.authorization = `Basic ${Buffer.from(`${clients[name].clientId}:${clients[name].clientSecret}`).toString("base64")}`;
    }
    const tokenResponse = await post(discovery.token_endpoint, new CookieJar(), tokenForm, auth);
    const tokens = (await tokenResponse.json()) as { id_token: string; access_token: string; expires_in: number };
    expect(tokenResponse.status).toBe(200);
    expect(tokens.access_token).toBeTruthy();

    const { payload, protectedHeader } = await jwtVerify(tokens.id_token, createLocalJWKSet(idps.publicJwks), {
      issuer: idps.issuers[name],
      audience: clients[name].clientId,
    });
    expect(protectedHeader.alg).toBe("RS256");
    expect(payload.sub).toBe(account.sub);
    expect(payload.nonce).toBe(nonce);
    expect(payload.email).toBe(account.email);
    expect(payload.email_verified).toBe(true);
    expect(payload.given_name).toBe(account.givenName);
    expect(payload.family_name).toBe(account.familyName);
    expect(payload.name).toBe(`${account.givenName} ${account.familyName}`);
    expect(payload.locale).toBe("de");
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);

    // A second authorization request rides on the session: no login page, straight back with a code.
    const again = await startLoginSilently(name, jar);
    expect(again.searchParams.get("code")).toBeTruthy();

    // RP-initiated logout: confirmation page (plain POST form), then back to post_logout_redirect_uri.
    const endUrl = new URL(discovery.end_session_endpoint);
    endUrl.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: clients[name].postLogoutRedirectUris[0],
      state: "bye",
      ui_locales: "en",
    }).toString();
    const confirmPage = await get(endUrl.href, jar);
    expect(confirmPage.status).toBe(200);
    const confirmHtml = await confirmPage.text();
    expect(confirmHtml).toContain('<html lang="en">');
    expect(confirmHtml).not.toMatch(/<script|<style|\sstyle=/i);
    const xsrf = inputValue(confirmHtml, "xsrf");
    expect(xsrf).toBeTruthy();
    const confirmAction = absolute(formAction(confirmHtml, /\/session\/end\/confirm$/) ?? null);
    const loggedOut = await post(confirmAction, jar, { xsrf: xsrf ?? "", logout: "yes" });
    expect(loggedOut.status).toBe(303);
    expect(loggedOut.headers.get("location")).toBe(`${clients[name].postLogoutRedirectUris[0]}?state=bye`);
    expect(jar.names()).not.toContain(`idp_${name}_session`);
  });
});

/** An authorization request that must come straight back (existing session). */
async function startLoginSilently(name: IssuerName, jar: CookieJar) {
  const discovery = await discover(name);
  const { challenge } = pkcePair();
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: clients[name].clientId,
    redirect_uri: clients[name].redirectUris[0],
    response_type: "code",
    scope: "openid email profile",
    state: "s2",
    code_challenge: challenge,
    code_challenge_method: "S256",
  }).toString();
  const first = await get(url.href, jar);
  expect(first.status).toBe(303);
  let location = absolute(first.headers.get("location"));
  // oidc-provider may pass through the (automatically approved) consent interaction.
  for (let i = 0; i < 4 && !location.startsWith(clients[name].redirectUris[0]); i++) {
    const next = await get(location, jar);
    expect(next.status).toBe(303);
    location = absolute(next.headers.get("location"));
  }
  return new URL(location);
}

describe("login page", () => {
  it("refuses an account of another issuer and an unknown account", async () => {
    const jar = new CookieJar();
    const { interactionUrl } = await startLogin("applicant", jar);
    const html = await (await get(interactionUrl, jar)).text();
    const loginAction = absolute(formAction(html, /\/login$/) ?? null);
    for (const email of [demoAccountsOf("company")[0].email, "nobody@example.org"]) {
      const response = await post(loginAction, jar, { email, password: DEMO_PASSWORD });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("E-Mail-Adresse oder Passwort ist falsch.");
    }
  });

  it("offers and logs in the test-only accounts only when the seed holds them (testAccounts)", async () => {
    const testAccount = demoAccountsOf("applicant", { testAccounts: true }).find((a) => isTestAccount(a.sub))!;
    const tryLogin = async () => {
      const jar = new CookieJar();
      const { interactionUrl } = await startLogin("applicant", jar);
      const html = await (await get(interactionUrl, jar)).text();
      const loginAction = absolute(formAction(html, /\/login$/) ?? null);
      const response = await post(loginAction, jar, { email: testAccount.email, password: DEMO_PASSWORD });
      return { html, status: response.status };
    };
    const people = await tryLogin();
    expect(people.html).not.toContain(testAccount.email);
    expect(people.status).toBe(400);
    const withTests = await createIdentityProviders({
      publicUrl: server.baseUrl,
      dataDir,
      clients,
      secureCookies: false,
      testAccounts: true,
    });
    server.setRouter(withTests.router);
    try {
      const all = await tryLogin();
      expect(all.html).toContain(testAccount.email);
      expect(all.status).toBe(303);
      // the development sign-in follows the same list
      expect(await idps.mintIdToken("applicant", testAccount.sub, "n")).toBeNull();
      expect(await withTests.mintIdToken("applicant", testAccount.sub, "n")).toEqual(expect.any(String));
    } finally {
      server.setRouter(idps.router);
    }
  });

  it("asks for missing fields", async () => {
    const jar = new CookieJar();
    const { interactionUrl } = await startLogin("staff", jar);
    const html = await (await get(interactionUrl, jar)).text();
    const response = await post(absolute(formAction(html, /\/login$/) ?? null), jar, { email: "", password: "" });
    expect(response.status).toBe(400);
    const errorHtml = await response.text();
    expect(errorHtml).toContain('<a href="#email">Geben Sie Ihre E-Mail-Adresse ein.</a>');
    expect(errorHtml).toContain('<a href="#password">Geben Sie Ihr Passwort ein.</a>');
    expect(errorHtml).toMatch(/id="password"[^>]*aria-invalid="true"[^>]*aria-describedby="password-error"/);
  });

  it("speaks each language of the portal by ui_locales or the lng cookie, German otherwise", async () => {
    const jar = new CookieJar();
    const { interactionUrl } = await startLogin("company", jar, { ui_locales: "en" });
    const html = await (await get(interactionUrl, jar)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h1>Company portal</h1>");

    const jar2 = new CookieJar();
    jar2.set("lng", "en");
    const second = await startLogin("applicant", jar2);
    expect(await (await get(second.interactionUrl, jar2)).text()).toContain("<h1>Sign in for applicants</h1>");

    const jar3 = new CookieJar();
    jar3.set("lng", "fr");
    const third = await startLogin("staff", jar3, { ui_locales: "fr" });
    const french = await (await get(third.interactionUrl, jar3)).text();
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain("<h1>Conseil aux études</h1>");

    // right to left for Arabic and Persian; the cookie names the language when ui_locales does not
    const jar4 = new CookieJar();
    jar4.set("lng", "fa");
    const fourth = await startLogin("applicant", jar4);
    const persian = await (await get(fourth.interactionUrl, jar4)).text();
    expect(persian).toContain('<html lang="fa" dir="rtl">');
    expect(persian).toContain("<h1>ورود متقاضیان</h1>");

    const jar5 = new CookieJar();
    jar5.set("lng", "nl");
    const fifth = await startLogin("staff", jar5, { ui_locales: "nl-BE" });
    const german = await (await get(fifth.interactionUrl, jar5)).text();
    expect(german).toContain('<html lang="de">');
    expect(german).toContain("<h1>Studienberatung</h1>");
  });

  it("cancel sends access_denied back to the client", async () => {
    const jar = new CookieJar();
    const { interactionUrl, state } = await startLogin("applicant", jar);
    const html = await (await get(interactionUrl, jar)).text();
    const abort = await post(absolute(formAction(html, /\/abort$/) ?? null), jar, {});
    expect(abort.status).toBe(303);
    const resume = await get(absolute(abort.headers.get("location")), jar);
    const callback = new URL(absolute(resume.headers.get("location")));
    expect(`${callback.origin}${callback.pathname}`).toBe(clients.applicant.redirectUris[0]);
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expect(callback.searchParams.get("state")).toBe(state);
  });

  it("shows an accessible error page for an expired interaction", async () => {
    const response = await fetch(`${idps.issuers.staff}/interaction/does-not-exist`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("<h1>Die Anmeldung ist abgelaufen</h1>");
    expect(html).not.toMatch(/<script|<style|\sstyle=/i);
  });
});

describe("authorization requests", () => {
  it("require PKCE", async () => {
    const d = await discover("applicant");
    const url = new URL(d.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: clients.applicant.clientId,
      redirect_uri: clients.applicant.redirectUris[0],
      response_type: "code",
      scope: "openid",
      state: "x",
    }).toString();
    const response = await fetch(url, { redirect: "manual" });
    expect(response.status).toBe(303);
    const location = new URL(absolute(response.headers.get("location")));
    expect(location.searchParams.get("error")).toBe("invalid_request");
    expect(location.searchParams.get("error_description")).toMatch(/PKCE/);
  });

  it("render errors without a redirect URI as an accessible page", async () => {
    const d = await discover("company");
    const response = await fetch(`${d.authorization_endpoint}?client_id=unknown&ui_locales=en`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h1>Something went wrong</h1>");
    expect(html).toContain("invalid_client");
    expect(html).not.toMatch(/<script|<style|\sstyle=/i);
  });
});

describe("stylesheet", () => {
  it("is served as text/css with caching", async () => {
    const html = await (await fetch(`${idps.issuers.staff}/interaction/x`)).text();
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(href).toMatch(/^\/idp\/static\/idp\.css\?v=/);
    const response = await fetch(`${server.baseUrl}${href.replaceAll("&amp;", "&")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("etag") ?? "";
    const notModified = await fetch(`${server.baseUrl}${href}`, { headers: { "if-none-match": etag } });
    expect(notModified.status).toBe(304);
  });
});

describe("keys", () => {
  it("are generated once into dataDir and reused", async () => {
    const file = JSON.parse(await readFile(path.join(dataDir, "idp-keys.json"), "utf8")) as {
      keys: { kid: string; d?: string }[];
      cookieKeys: string[];
    };
    expect(file.keys[0].d).toBeTruthy();
    expect(file.cookieKeys.length).toBeGreaterThan(0);
    const second = await createIdentityProviders({
      publicUrl: server.baseUrl,
      dataDir,
      clients,
      secureCookies: false,
    });
    expect(second.publicJwks.keys.map((k) => k.kid)).toEqual(idps.publicJwks.keys.map((k) => k.kid));
    expect(second.publicJwks.keys[0].kid).toBe(file.keys[0].kid);
    expect(second.publicJwks).toEqual(idps.publicJwks);
    expect(Object.keys(second.publicJwks.keys[0]).sort()).toEqual(["alg", "e", "kid", "kty", "n", "use"]);
  });

  it("a fresh dataDir gets a different key", async () => {
    const otherDir = await mkdtemp(path.join(tmpdir(), "tandem-idp-"));
    try {
      const other = await createIdentityProviders({
        publicUrl: server.baseUrl,
        dataDir: otherDir,
        clients,
        secureCookies: false,
      });
      expect(other.publicJwks.keys[0].kid).not.toBe(idps.publicJwks.keys[0].kid);
      expect(decodeProtectedHeader).toBeTypeOf("function");
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});

describe("prompt=consent", () => {
  it("is approved automatically and yields a refresh token with offline_access", async () => {
    const jar = new CookieJar();
    const account = demoAccountsOf("applicant")[1];
    const { discovery, verifier, interactionUrl } = await startLogin("applicant", jar, {
      scope: "openid email profile offline_access",
      prompt: "consent",
    });
    const html = await (await get(interactionUrl, jar)).text();
    const ok = await post(absolute(formAction(html, /\/login$/) ?? null), jar, {
      email: account.email,
      password: DEMO_PASSWORD,
    });
    expect(ok.status).toBe(303);
    // login done → consent interaction (approved without a page) → back to the client.
    let location = absolute(ok.headers.get("location"));
    for (let i = 0; i < 5 && !location.startsWith(clients.applicant.redirectUris[0]); i++) {
      const next = await get(location, jar);
      expect(next.status).toBe(303);
      location = absolute(next.headers.get("location"));
    }
    const code = new URL(location).searchParams.get("code");
    expect(code).toBeTruthy();
    const response = await post(discovery.token_endpoint, new CookieJar(), {
      grant_type: "authorization_code",
      code: code ?? "",
      redirect_uri: clients.applicant.redirectUris[0],
      code_verifier: verifier,
      client_id: clients.applicant.clientId,
      client_secret: clients.applicant.clientSecret,
    });
    const tokens = (await response.json()) as { refresh_token?: string; scope: string };
    expect(response.status).toBe(200);
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.scope.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile", "offline_access"]));
  });
});

describe("development sign-in tokens", () => {
  it("mints an ID token of the issuer for its demo accounts only, verifiable with the published keys", async () => {
    const account = demoAccountsOf("company")[0]!;
    const token = await idps.mintIdToken("company", account.sub, "nonce-1");
    expect(token).toEqual(expect.any(String));
    const { payload } = await jwtVerify(token!, createLocalJWKSet(idps.publicJwks as never), {
      issuer: idps.issuers.company,
      audience: clients.company.clientId,
    });
    expect(payload).toMatchObject({ sub: account.sub, email: account.email, nonce: "nonce-1" });
    // every token is new: its single use at the API does not block the next sign-in
    expect(await idps.mintIdToken("company", account.sub, "nonce-1")).not.toBe(token);
    // a subject of another issuer, or none at all, gets no token
    expect(await idps.mintIdToken("applicant", account.sub, "n")).toBeNull();
    expect(await idps.mintIdToken("staff", "nobody", "n")).toBeNull();
  });
});
