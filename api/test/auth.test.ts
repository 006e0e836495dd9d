import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { findTokenForCall, hashToken, TOKEN_MEMORY_MS } from "../auth/tokens";
import { accounts, apiTokens, auditLog } from "../db/schema";
import { AUDIENCE, setupApi, signIdToken, TEST_NONCE } from "./harness";

const { ctx, call, login } = setupApi();

const auth = (idToken: string, path = "/api/v1/auth") =>
  call("POST", path, { body: { accessToken: "at", idToken, nonce: TEST_NONCE } });

describe("POST /api/v1/auth", () => {
  it("creates the account of an unknown applicant from the ID token claims", async () => {
    const idToken = await signIdToken("applicant", "applicant-nora", {
      claims: { email: "nora.neu@example.org", given_name: "Nora", family_name: "Neu", locale: "en-GB" },
    });
    const res = await auth(idToken);
    expect(res.status).toBe(200);
    expect(res.json.kind).toBe("applicant");
    expect(res.json.api_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(res.json.expires_at) - Date.now()).toBeGreaterThan(7.9 * 3600 * 1000);

    const [row] = await ctx.handle.db.select().from(accounts).where(eq(accounts.subject, "applicant-nora"));
    expect(row).toMatchObject({ email: "nora.neu@example.org", firstName: "Nora", lastName: "Neu", language: "en" });
    // only the hash is stored
    const tokens = await ctx.handle.db.select().from(apiTokens).where(eq(apiTokens.accountId, row.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens[0].tokenHash).not.toBe(res.json.api_token);

    const me = await call("GET", "/api/v1/account", { token: res.json.api_token });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe("nora.neu@example.org");
    expect(me.json.units).toEqual([]);
    const actions = (await ctx.handle.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["account.created", "auth.login"]));
  });

  it("reuses the existing applicant account and keeps the e-mail in sync", async () => {
    const before = await ctx.handle.db.select().from(accounts).where(eq(accounts.subject, "applicant-lena"));
    const token = await login("applicant", "applicant-lena", { email: "lena.new@example.org" });
    const after = await ctx.handle.db.select().from(accounts).where(eq(accounts.subject, "applicant-lena"));
    expect(after).toHaveLength(1);
    expect(after[0].id).toBe(before[0].id);
    expect(after[0].email).toBe("lena.new@example.org");
    const me = await call("GET", "/api/v1/account", { token });
    expect(me.json.uuid).toBe(before[0].id);
    expect(me.json.firstName).toBe("Lena");
  });

  it("signs in a known company user at /api/b2b/v1/auth", async () => {
    const res = await auth(await signIdToken("company", "company-olaf"), "/api/b2b/v1/auth");
    expect(res.status).toBe(200);
    expect(res.json.kind).toBe("company");
  });

  it("signs in a known study advisor", async () => {
    const res = await auth(await signIdToken("study_advisor", "staff-sabine"));
    expect(res.status).toBe(200);
    expect(res.json.kind).toBe("study_advisor");
  });

  it.each([
    ["company", "company-fremd"],
    ["study_advisor", "staff-unknown"],
  ] as const)("refuses an unknown %s user with 401 code 1001", async (kind, sub) => {
    const res = await auth(await signIdToken(kind, sub), "/api/b2b/v1/auth");
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 1001, message: "Account not found in the system" });
  });

  it.each([
    ["a forged signature", { forged: true }],
    ["an expired token", { expiresIn: -60 }],
    ["a wrong audience", { aud: "someone-else" }],
    ["an unknown issuer", { iss: "https://evil.test/applicant" }],
  ])("answers 401 code 1004 for %s", async (_name, opts) => {
    const res = await auth(await signIdToken("applicant", "applicant-lena", opts));
    expect(res.status).toBe(401);
    expect(res.json.code).toBe(1004);
    expect(await ctx.handle.db.select().from(apiTokens)).toHaveLength(0);
  });

  it("answers 401 code 1004 for a token that is no JWT, or an access token not matching at_hash", async () => {
    expect((await auth("not-a-jwt")).json.code).toBe(1004);
    const idToken = await signIdToken("applicant", "applicant-lena", { claims: { at_hash: "AAAAAAAAAAAAAAAAAAAAAA" } });
    const res = await auth(idToken);
    expect(res.status).toBe(401);
    expect(res.json.code).toBe(1004);
  });

  it("refuses a login whose ID token lacks the nonce, or carries another login's (401 code 1004)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const withoutNonce = await signIdToken("applicant", "applicant-lena", { nonce: false });
    expect(await auth(withoutNonce)).toMatchObject({ status: 401, json: { code: 1004 } });
    const otherLogin = await signIdToken("applicant", "applicant-lena", { nonce: "nonce-of-another-login" });
    expect(await auth(otherLogin)).toMatchObject({ status: 401, json: { code: 1004 } });
    // and a body without the login's nonce is no login at all
    const token = await signIdToken("applicant", "applicant-lena");
    const unnamed = await call("POST", "/api/v1/auth", { body: { accessToken: "at", idToken: token } });
    expect(unnamed.status).toBe(400);
    expect(unnamed.json.errors.nonce).toBeDefined();
    expect(await ctx.handle.db.select().from(apiTokens)).toHaveLength(0);
  });

  it("accepts the audience the issuer is configured with", async () => {
    const res = await auth(await signIdToken("applicant", "applicant-lena", { aud: AUDIENCE }));
    expect(res.status).toBe(200);
  });

  it("answers 400 code 1007 with field errors for a body without idToken", async () => {
    const res = await call("POST", "/api/v1/auth", { body: { accessToken: "x" } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(1007);
    expect(res.json.errors.idToken).toBeDefined();
  });
});

describe("the ID token kept with the api token, handed back once at logout", () => {
  /** A login with its own freshly signed ID token: both, as the portal holds them. */
  async function signIn(kind: "applicant" | "company" | "study_advisor", sub: string) {
    const idToken = await signIdToken(kind, sub);
    const res = await auth(idToken, kind === "company" ? "/api/b2b/v1/auth" : "/api/v1/auth");
    expect(res.status).toBe(200);
    return { idToken, apiToken: res.json.api_token as string };
  }
  const logout = (token: string | undefined, path = "/api/v1/auth/logout", headers?: Record<string, string>) =>
    call("POST", path, { token, headers });

  it("stores the verified ID token with the api token row, and the login's answer does not repeat it", async () => {
    const { idToken, apiToken } = await signIn("applicant", "applicant-lena");
    const [row] = await ctx.handle.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, hashToken(apiToken)));
    expect(row.idToken).toBe(idToken);
    // the bearer check reads rows without it (it never sits in the instance's memory of rows)
    expect(await findTokenForCall(ctx.handle.db, apiToken)).not.toHaveProperty("idToken");
  });

  it.each([
    ["an applicant", "applicant", "applicant-lena", "/api/v1/auth/logout"],
    ["a company user", "company", "company-olaf", "/api/b2b/v1/auth/logout"],
    ["a study advisor", "study_advisor", "staff-sabine", "/api/v1/auth/logout"],
  ] as const)("hands %s's ID token back exactly once, then 401 code 1002", async (_who, kind, sub, path) => {
    const { idToken, apiToken } = await signIn(kind, sub);
    const first = await logout(apiToken, path);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ id_token_hint: idToken });
    // nothing of it is left in the row
    const [row] = await ctx.handle.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, hashToken(apiToken)));
    expect(row.idToken).toBeNull();
    expect(row.revokedAt).toBeInstanceOf(Date);
    const second = await logout(apiToken, path);
    expect(second.status).toBe(401);
    expect(second.json.code).toBe(1002);
    expect(JSON.stringify(second.json)).not.toContain(idToken);
  });

  it("gives one of two concurrent logouts with the same token the ID token, the other 401", async () => {
    const { idToken, apiToken } = await signIn("applicant", "applicant-lena");
    const answers = await Promise.all([logout(apiToken), logout(apiToken)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    expect(answers.filter((a) => a.json?.id_token_hint === idToken)).toHaveLength(1);
  });

  it("never gives one person's ID token to another's bearer", async () => {
    const lena = await signIn("applicant", "applicant-lena");
    const max = await signIn("applicant", "applicant-max");
    const olaf = await signIn("company", "company-olaf");
    expect((await logout(max.apiToken)).json).toEqual({ id_token_hint: max.idToken });
    // a company token at the applicants' path (and the other way round) still gets only its own
    expect((await logout(olaf.apiToken, "/api/v1/auth/logout")).json).toEqual({ id_token_hint: olaf.idToken });
    // Max's revoked token cannot be used to reach Lena's, nor can a token of nobody
    expect((await logout(max.apiToken)).status).toBe(401);
    for (const bad of [undefined, "x".repeat(43), `${lena.apiToken}x`, lena.idToken]) {
      const res = await logout(bad);
      expect(res.status).toBe(401);
      expect(res.json.code).toBe(1000);
      expect(JSON.stringify(res.json)).not.toContain(lena.idToken);
    }
    // Lena's own logout still has hers
    expect((await logout(lena.apiToken)).json).toEqual({ id_token_hint: lena.idToken });
  });

  it("hands it back for an api token that expired but was not revoked (the provider accepts an expired hint)", async () => {
    const { idToken, apiToken } = await signIn("applicant", "applicant-lena");
    await ctx.handle.db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await logout(apiToken)).json).toEqual({ id_token_hint: idToken });
    expect((await logout(apiToken)).status).toBe(401);
  });

  it("answers null for a token issued without an ID token (rows of before the change)", async () => {
    const token = "o".repeat(43);
    await ctx.handle.db
      .insert(apiTokens)
      .values({ tokenHash: hashToken(token), kind: "applicant", expiresAt: new Date(Date.now() + 60_000) });
    const res = await logout(token);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id_token_hint: null });
  });
});

describe("bearer tokens", () => {
  it("answers 401 code 1000 without or with an unknown token", async () => {
    const none = await call("GET", "/api/v1/account");
    expect(none.status).toBe(401);
    expect(none.json.code).toBe(1000);
    const unknown = await call("GET", "/api/v1/account", { token: "x".repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.json.code).toBe(1000);
  });

  it("revokes the token at logout: afterwards 401 code 1002", async () => {
    const token = await login("applicant", "applicant-lena");
    expect((await call("GET", "/api/v1/account", { token })).status).toBe(200);
    const out = await call("POST", "/api/v1/auth/logout", { token });
    expect(out.status).toBe(200);
    expect(out.headers.get("cache-control")).toContain("no-store");
    const after = await call("GET", "/api/v1/account", { token });
    expect(after.status).toBe(401);
    expect(after.json.code).toBe(1002);
    const actions = (await ctx.handle.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toContain("auth.logout");
  });

  it("revokes a company token at /api/b2b/v1/auth/logout", async () => {
    const token = await login("company", "company-olaf");
    expect((await call("POST", "/api/b2b/v1/auth/logout", { token })).status).toBe(200);
    expect((await call("GET", "/api/b2b/v1/me", { token })).json.code).toBe(1002);
  });

  it("answers 401 code 1003 for an expired token", async () => {
    const token = await login("applicant", "applicant-lena");
    await ctx.handle.db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await call("GET", "/api/v1/account", { token });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe(1003);
  });

  it("answers 403 code 1005 for a token of the wrong kind", async () => {
    const applicant = await login("applicant", "applicant-lena");
    const res = await call("GET", "/api/b2b/v1/me", { token: applicant });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe(1005);
    const company = await login("company", "company-olaf");
    const res2 = await call("GET", "/api/v1/account", { token: company });
    expect(res2.status).toBe(403);
    expect(res2.json.code).toBe(1005);
  });

  it("refuses a token revoked elsewhere (another instance's logout) within TOKEN_MEMORY_MS", async () => {
    const token = await login("applicant", "applicant-lena");
    const readAt = Date.now();
    expect((await findTokenForCall(ctx.handle.db, token, readAt))?.revokedAt).toBeNull();
    await ctx.handle.db.update(apiTokens).set({ revokedAt: new Date() });
    // within the memory the row read before is used again; after it, the revocation is seen
    expect((await findTokenForCall(ctx.handle.db, token, readAt + TOKEN_MEMORY_MS - 1))?.revokedAt).toBeNull();
    expect((await findTokenForCall(ctx.handle.db, token, readAt + TOKEN_MEMORY_MS))?.revokedAt).toBeInstanceOf(Date);
    expect(TOKEN_MEMORY_MS).toBeLessThanOrEqual(2_000);
  });

  it("reads the row once for calls that come while it is being read", async () => {
    const token = await login("applicant", "applicant-lena");
    const now = Date.now() + TOKEN_MEMORY_MS; // past anything the login's own calls left in memory
    const reads = vi.spyOn(ctx.handle.db, "select");
    try {
      const rows = await Promise.all([1, 2, 3].map(() => findTokenForCall(ctx.handle.db, token, now)));
      expect(rows.every((row) => row?.id === rows[0]?.id && row?.revokedAt === null)).toBe(true);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it("never remembers that a token is unknown", async () => {
    const token = "u".repeat(43);
    expect(await findTokenForCall(ctx.handle.db, token)).toBeNull();
    await ctx.handle.db.insert(apiTokens).values({
      tokenHash: hashToken(token),
      kind: "applicant",
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(await findTokenForCall(ctx.handle.db, token)).not.toBeNull();
  });

  it("records last use at most once a minute", async () => {
    const token = await login("applicant", "applicant-lena");
    await call("GET", "/api/v1/account", { token });
    const [first] = await ctx.handle.db.select().from(apiTokens);
    expect(first.lastUsedAt).toBeInstanceOf(Date);
    await call("GET", "/api/v1/account", { token });
    const [second] = await ctx.handle.db.select().from(apiTokens);
    expect(second.lastUsedAt?.getTime()).toBe(first.lastUsedAt?.getTime());
  });
});
