/**
 * The session cookie is sealed (app/session/sealed-cookie.server.ts): whoever holds the cookie learns nothing
 * from it, cannot change it, and it stays under the browser's cookie limit in the biggest case.
 */

import { createCipheriv, hkdfSync, randomBytes } from "node:crypto";
import { createCookieSessionStorage } from "@remix-run/node";
import { EncryptJWT, generateKeyPair, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { testContext } from "~/render/test-context";
import { signedInHeaders } from "~/session/auth.server";
import { MAX_COOKIE_STASH_BYTES, stashPostedForm } from "~/session/pending-form.server";
import { createSealedCookieSessionStorage, MAX_SET_COOKIE_BYTES } from "~/session/sealed-cookie.server";
import {
  commitSession,
  getSession,
  renewSession,
  SESSION_IDLE_SECONDS,
  SESSION_RENEWAL_SECONDS,
  sessionStorage,
} from "~/session/session.server";

const NAME = "Lena Lehmann";
const EMAIL = "lena.lehmann@example.org";
const API_TOKEN = "Q2hhbmdlIG1lIHBsZWFzZSB0aGlzIGlzIGEgdGVzdCB0b2tlbg";
const SUBJECT = "f47ac10b-58cc-4372-a567-0e02b2c3d479";
let idToken = "";

/** An ID token shaped like a real provider's: RS256 (2048-bit), the profile claims, sid, nonce, at_hash. */
beforeAll(async () => {
  const { privateKey } = await generateKeyPair("RS256", { modulusLength: 2048 });
  const now = Math.floor(Date.now() / 1000);
  idToken = await new SignJWT({
    email: EMAIL,
    email_verified: true,
    given_name: "Lena",
    family_name: "Lehmann",
    name: NAME,
    locale: "de",
    nonce: "n-0S6_WzA2Mj-4x7AqYg3iu8pLk9RqdYbV2mXcE1sHf",
    at_hash: "77QmUPtjPfzWtF2AnpK9RQ",
    sid: "8f3b2c1d-6a4e-4b7f-9c2d-1e0f5a6b7c8d",
    auth_time: now,
  })
    .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: "r1LkbBo3925Rb2ZFFrKyU3MVex9T2817Kx0vbi6i_Kc" })
    .setIssuer("https://login.hochschule-beispiel.example/realms/applicants")
    .setAudience("tandem-portal-applicants")
    .setSubject(SUBJECT)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(privateKey);
});

const cookieValueOf = (setCookie: string) => setCookie.split(";")[0].slice(setCookie.indexOf("=") + 1);

/** Everything a curious holder of the cookie would try to read it with. */
function decodings(value: string): string[] {
  const raw = decodeURIComponent(value);
  const parts = [raw, ...raw.split(".")];
  const out = [raw];
  for (const part of parts) {
    for (const encoding of ["base64", "base64url"] as const) {
      const bytes = Buffer.from(part, encoding);
      out.push(bytes.toString("utf8"), bytes.toString("latin1"));
      // Remix's own cookies: base64 of the URI-escaped JSON
      try {
        out.push(decodeURIComponent(escape(bytes.toString("latin1"))));
      } catch {
        // not UTF-8
      }
    }
  }
  return out;
}

function revealed(value: string, secrets: string[]): string[] {
  return secrets.filter((secret) => decodings(value).some((text) => text.includes(secret)));
}

const parsesAsJson = (value: string) =>
  decodings(value).some((text) => {
    try {
      return typeof JSON.parse(text) === "object";
    } catch {
      return false;
    }
  });

/**
 * A signed-in session's cookie as a login writes it (the subject; the ID token stays with the API, ADR 037),
 * or with `legacy` as one issued before, which still carries the ID token until its next login.
 */
async function signedInCookie(context = testContext(), legacy = false) {
  const session = await sessionStorage(context).getSession();
  session.set("apiToken", API_TOKEN);
  if (legacy) session.set("idToken", idToken);
  else session.set("subject", SUBJECT);
  session.set("userName", NAME);
  session.set("issuer", "applicant");
  return commitSession(session, context);
}

const request = (cookie: string) =>
  new Request("http://localhost:3000/ds/home", { headers: { Cookie: cookie.split(";")[0] } });

describe("the session cookie reveals nothing", () => {
  it("a Remix signed cookie (before) gives its tokens and name away to a base64 decode: the check works", async () => {
    const signed = createCookieSessionStorage({ cookie: { name: "s", secrets: ["x".repeat(32)] } });
    const session = await signed.getSession();
    session.set("idToken", idToken);
    session.set("userName", NAME);
    const value = cookieValueOf(await signed.commitSession(session));
    expect(revealed(value, [idToken, NAME])).toEqual([idToken, NAME]);
    expect(parsesAsJson(value)).toBe(true);
  });

  it.each([
    ["a login's", false],
    ["an older login's (with the ID token)", true],
  ])(
    "%s decodes (base64, base64url, JSON) to nothing readable: no token, subject, name or e-mail",
    async (_name, legacy) => {
      const value = cookieValueOf(await signedInCookie(testContext(), legacy));
      const [header, payload, signature] = idToken.split(".");
      const secrets = [idToken, header, payload, signature, API_TOKEN, SUBJECT, NAME, "Lena", EMAIL, "applicant"];
      expect(revealed(value, secrets)).toEqual([]);
      // a compact JWE: its protected header is the one readable part, and names only how it was sealed
      const [protectedHeader, encryptedKey, ...sealed] = value.split(".");
      expect(JSON.parse(Buffer.from(protectedHeader, "base64url").toString())).toEqual({
        alg: "dir",
        enc: "A256GCM",
        kid: expect.stringMatching(/^[A-Za-z0-9_-]{8}$/),
      });
      expect(encryptedKey).toBe("");
      expect(sealed).toHaveLength(3);
      expect(parsesAsJson(sealed.join("."))).toBe(false);
      expect(value).toMatch(/^[A-Za-z0-9_-]+\.\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    },
  );

  it("is sealed anew at every commit (no two cookies alike for the same session)", async () => {
    const context = testContext();
    expect(cookieValueOf(await signedInCookie(context))).not.toBe(cookieValueOf(await signedInCookie(context)));
  });

  it("opens again on the server with everything in it, and keeps the cookie's attributes", async () => {
    const context = testContext();
    const cookie = await signedInCookie(context);
    expect(cookie).toMatch(/^tandem_session=[A-Za-z0-9_.-]+; Max-Age=1800; Path=\/; HttpOnly; SameSite=Lax$/);
    const session = await getSession(request(cookie), context);
    expect(session.data).toMatchObject({ apiToken: API_TOKEN, subject: SUBJECT, userName: NAME, issuer: "applicant" });
    const older = await getSession(request(await signedInCookie(context, true)), context);
    expect(older.data).toMatchObject({ apiToken: API_TOKEN, idToken, userName: NAME, issuer: "applicant" });
    const secure = await signedInCookie(testContext({ secure: true }));
    expect(secure).toMatch(/^__Host-tandem_session=.+; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
  });
});

describe("a cookie that was changed, moved or forged gives an empty session", () => {
  it("refuses every single-character change, truncation and extension", async () => {
    const context = testContext();
    const value = cookieValueOf(await signedInCookie(context));
    const flip = (at: number) => value.slice(0, at) + (value[at] === "A" ? "B" : "A") + value.slice(at + 1);
    const variants = [flip(0), flip(5), flip(Math.floor(value.length / 2)), flip(value.length - 2)];
    variants.push(value.slice(0, -1), value.slice(0, 40), `${value}AAAA`, "", "x", "%%%", "e30");
    for (const variant of variants) {
      const session = await getSession(request(`tandem_session=${variant}`), context);
      expect(session.data, variant.slice(0, 20)).toEqual({});
    }
  });

  it("refuses a cookie sealed with another secret, under another name, or an old signed Remix cookie", async () => {
    const value = cookieValueOf(
      await signedInCookie(testContext({ sessionSecret: "another-secret-another-secret-another" })),
    );
    const context = testContext();
    expect((await getSession(request(`tandem_session=${value}`), context)).data).toEqual({});
    const secureValue = cookieValueOf(await signedInCookie(testContext({ secure: true })));
    expect((await getSession(request(`tandem_session=${secureValue}`), context)).data).toEqual({});
    const remix = createCookieSessionStorage({
      cookie: { name: "tandem_session", secrets: [context.portal.sessionSecret] },
    });
    const old = await remix.getSession();
    old.set("apiToken", API_TOKEN);
    expect((await getSession(request(await remix.commitSession(old)), context)).data).toEqual({});
  });

  it("refuses a JWE whose header was changed or that was sealed another way with the same key", async () => {
    const context = testContext();
    const value = cookieValueOf(await signedInCookie(context));
    const [protectedHeader, , iv, ciphertext, tag] = value.split(".");
    const header = JSON.parse(Buffer.from(protectedHeader, "base64url").toString());
    const key = new Uint8Array(
      hkdfSync("sha256", context.portal.sessionSecret, "tandem session cookie", "A256GCM tandem_session", 32),
    );
    const forged = [
      // another kid, another algorithm named, the header dropped: the header is the authenticated data
      `${Buffer.from(JSON.stringify({ ...header, kid: "AAAAAAAA" })).toString("base64url")}..${iv}.${ciphertext}.${tag}`,
      `${Buffer.from(JSON.stringify({ ...header, enc: "A128GCM" })).toString("base64url")}..${iv}.${ciphertext}.${tag}`,
      `..${iv}.${ciphertext}.${tag}`,
      // the same key, but no expiry inside, or an algorithm the cookie is never sealed with
      await new EncryptJWT({ d: { apiToken: API_TOKEN } })
        .setProtectedHeader({ alg: "dir", enc: "A256GCM", kid: header.kid })
        .encrypt(key),
      await new EncryptJWT({ d: { apiToken: API_TOKEN } })
        .setProtectedHeader({ alg: "A256KW", enc: "A256GCM", kid: header.kid })
        .setExpirationTime("10m")
        .encrypt(key),
      // an unsecured JWT with the session inside
      `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(JSON.stringify({ d: { apiToken: API_TOKEN }, exp: 2e9 })).toString("base64url")}.`,
    ];
    for (const variant of forged) {
      expect((await getSession(request(`tandem_session=${variant}`), context)).data, variant.slice(0, 40)).toEqual({});
    }
  });

  it("logs out, once, a session sealed the way before jose (AES-GCM framed by hand)", async () => {
    const context = testContext();
    const key = hkdfSync("sha256", context.portal.sessionSecret, "tandem session cookie", "aes-256-gcm v1", 32);
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", Buffer.from(key), iv);
    cipher.setAAD(Buffer.from("tandem_session"));
    const plain = JSON.stringify({ d: { apiToken: API_TOKEN }, e: Math.floor(Date.now() / 1000) + 600 });
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    const before = Buffer.concat([Buffer.of(1), iv, body, cipher.getAuthTag()]).toString("base64url");
    expect((await getSession(request(`tandem_session=${before}`), context)).data).toEqual({});
  });

  it("refuses a copied cookie once its idle time passed, whatever the browser kept", async () => {
    let now = Date.now();
    const storage = createSealedCookieSessionStorage<{ apiToken: string }>({
      name: "s",
      secure: false,
      secrets: ["s".repeat(32)],
      maxAgeSeconds: SESSION_IDLE_SECONDS,
      now: () => now,
    });
    const session = await storage.getSession();
    session.set("apiToken", API_TOKEN);
    const cookie = (await storage.commitSession(session)).split(";")[0];
    now += (SESSION_IDLE_SECONDS - 5) * 1000;
    expect((await storage.getSession(cookie)).get("apiToken")).toBe(API_TOKEN);
    now += 10 * 1000;
    expect((await storage.getSession(cookie)).get("apiToken")).toBeUndefined();
  });
});

describe("secret rotation", () => {
  const OLD = "old-secret-old-secret-old-secret-old";
  const NEW = "new-secret-new-secret-new-secret-new";

  it("reads cookies sealed with a previous secret and re-seals them with the current one", async () => {
    const cookie = await signedInCookie(testContext({ sessionSecret: OLD }));
    const rotated = testContext({ sessionSecret: NEW, previousSessionSecrets: [OLD] });
    const session = await getSession(request(cookie), rotated);
    expect(session.get("apiToken")).toBe(API_TOKEN);
    const resealed = await commitSession(session, rotated);
    // once the old secret is retired, the re-sealed cookie still opens; the old one no longer does
    const retired = testContext({ sessionSecret: NEW });
    expect((await getSession(request(resealed), retired)).get("apiToken")).toBe(API_TOKEN);
    expect((await getSession(request(cookie), retired)).data).toEqual({});
  });

  it("names each secret's key by its kid: the old and the new cookie say which key opens them", async () => {
    const kidOf = (cookie: string) =>
      JSON.parse(Buffer.from(cookieValueOf(cookie).split(".")[0], "base64url").toString()).kid as string;
    const old = await signedInCookie(testContext({ sessionSecret: OLD }));
    const rotated = testContext({ sessionSecret: NEW, previousSessionSecrets: [OLD] });
    const resealed = await commitSession(await getSession(request(old), rotated), rotated);
    expect(kidOf(resealed)).not.toBe(kidOf(old));
    expect(kidOf(await signedInCookie(testContext({ sessionSecret: OLD })))).toBe(kidOf(old));
  });
});

describe("cookie size", () => {
  it("a login's cookie holds the subject, never the ID token: a kilobyte less than it was", async () => {
    // the session a login writes (staff: no stored language to look up at the API)
    const context = testContext();
    const headers = await signedInHeaders(
      await sessionStorage(context).getSession(),
      "staff",
      { apiToken: API_TOKEN, subject: SUBJECT, userName: NAME },
      new Request("http://localhost:3000/auth/staff/callback"),
      context,
    );
    const cookie = headers.getSetCookie().find((c) => c.startsWith("tandem_session="));
    expect(cookie).toBeDefined();
    const session = await getSession(request(cookie as string), context);
    expect(session.get("subject")).toBe(SUBJECT);
    expect(session.get("idToken")).toBeUndefined();
    expect(Object.keys(session.data).sort()).toEqual(["apiToken", "issuer", "subject", "userName"]);
    // an RS256 ID token of a real provider is over a kilobyte; the whole cookie is now well under one
    const before = Buffer.byteLength(await signedInCookie(context, true));
    const after = Buffer.byteLength(cookie as string);
    expect(Buffer.byteLength(idToken)).toBeGreaterThan(1000);
    expect(after).toBeLessThan(500);
    expect(before - after).toBeGreaterThan(1000);
  });

  const PAGE = "/b2b/job-openings/3d2f1c1e-0000-4000-8000-000000000001/manage/job";

  /**
   * The biggest session there is: an older login's (which still carries the ID token), an API error
   * recorded, and a form kept across the login.
   */
  async function biggestCookie(fields: Record<string, string>) {
    const context = testContext();
    const cookie = await signedInCookie(context, true);
    const posted = new Request(`http://localhost:3000${PAGE}`, {
      method: "POST",
      headers: {
        Cookie: cookie.split(";")[0],
        "Content-Type": "application/x-www-form-urlencoded",
        Referer: `http://localhost:3000${PAGE}`,
      },
      body: new URLSearchParams(fields),
    });
    const session = await getSession(posted, context);
    session.set("apiError", { code: 1003, message: "The api token has expired" });
    session.set("returnTo", (await stashPostedForm(posted, session, context)).path);
    session.set("unitTries", 5);
    return { cookie: await commitSession(session, context), context };
  }

  it.each([
    ["ASCII", "x"],
    ["umlauts (2 bytes each)", "ü"],
    ["CJK (3 bytes each)", "字"],
    ["emoji (4 bytes each)", "😀"],
  ])("stays under 4096 bytes with the largest form the cookie keeps, in %s", async (_name, char) => {
    // the largest form kept in the cookie: one field up to the stash's limit
    let text = "";
    while (Buffer.byteLength(JSON.stringify({ tasks: text + char })) <= MAX_COOKIE_STASH_BYTES) text += char;
    const { cookie, context } = await biggestCookie({ tasks: text });
    expect(Buffer.byteLength(cookie)).toBeLessThanOrEqual(MAX_SET_COOKIE_BYTES);
    const session = await getSession(request(cookie), context);
    expect(session.get("apiToken")).toBe(API_TOKEN);
    expect(session.get("idToken")).toBe(idToken);
    // nothing had to be dropped: the form is in the cookie itself
    expect(session.get("pendingForm")).toEqual({ path: PAGE, data: { tasks: text } });
  });

  it("drops a kept form rather than the login when the cookie would still be too big", async () => {
    const context = testContext();
    const session = await sessionStorage(context).getSession();
    session.set("apiToken", API_TOKEN);
    session.set("idToken", idToken);
    session.set("pendingForm", { path: PAGE, data: { tasks: "字".repeat(1400) } });
    const cookie = await commitSession(session, context);
    expect(Buffer.byteLength(cookie)).toBeLessThanOrEqual(MAX_SET_COOKIE_BYTES);
    const reopened = await getSession(request(cookie), context);
    expect(reopened.get("apiToken")).toBe(API_TOKEN);
    expect(reopened.get("pendingForm")).toBeUndefined();
  });
});

describe("idle renewal", () => {
  /** A signed-in cookie sealed `ageSeconds` ago (with the given secret). */
  async function cookieOfAge(ageSeconds: number, secret = testContext().portal.sessionSecret) {
    const storage = createSealedCookieSessionStorage<{ apiToken: string }>({
      name: "tandem_session",
      secure: false,
      secrets: [secret],
      maxAgeSeconds: SESSION_IDLE_SECONDS,
      now: () => Date.now() - ageSeconds * 1000,
    });
    const session = await storage.getSession();
    session.set("apiToken", API_TOKEN);
    return storage.commitSession(session);
  }
  async function renewed(cookie: string, context = testContext()) {
    const headers = new Headers();
    let personal = false;
    await renewSession(request(cookie), { ...context, markPersonal: () => (personal = true) }, headers);
    return { setCookie: headers.getSetCookie().join(""), personal };
  }

  it("leaves a cookie younger than a minute as it is, but still marks the answer personal", async () => {
    const { setCookie, personal } = await renewed(await cookieOfAge(10));
    expect(setCookie).toBe("");
    expect(personal).toBe(true);
  });

  it("re-issues a cookie older than a minute with a fresh idle time", async () => {
    const { setCookie } = await renewed(await cookieOfAge(SESSION_RENEWAL_SECONDS + 5));
    expect(setCookie).toMatch(new RegExp(`^tandem_session=.*Max-Age=${SESSION_IDLE_SECONDS}`));
  });

  it("re-seals a fresh cookie of a previous secret with the current one", async () => {
    const OLD = "old-secret-old-secret-old-secret-old";
    const context = testContext({ previousSessionSecrets: [OLD] });
    const { setCookie } = await renewed(await cookieOfAge(1, OLD), context);
    expect(setCookie).toMatch(/^tandem_session=/);
  });
});
