import { describe, expect, it } from "vitest";
import { apiTokens, idTokenUses } from "../db/schema";
import { setupApi, signIdToken, TEST_NONCE } from "./harness";

const { ctx, call } = setupApi();

const exchange = (idToken: string, path = "/api/v1/auth") =>
  call("POST", path, { body: { accessToken: "at", idToken, nonce: TEST_NONCE } });

/** The same token under another string: the signature's base64url tail has spare bits (ES256: 64 bytes). */
function withAlteredSignatureTail(idToken: string): string {
  const last = idToken.at(-1) as string;
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const value = alphabet.indexOf(last);
  // 64 bytes = 85 full chars + 1 char carrying 4 bits: its 2 low bits are padding
  return idToken.slice(0, -1) + alphabet[value ^ 1];
}

describe("an ID token is exchanged once", () => {
  it("refuses the second exchange of the same ID token with 401 code 1004 and issues no second api token", async () => {
    const idToken = await signIdToken("applicant", "applicant-lena");
    const first = await exchange(idToken);
    expect(first.status).toBe(200);
    const second = await exchange(idToken);
    expect(second.status).toBe(401);
    expect(second.json).toMatchObject({ code: 1004, message: "The identity token is invalid or expired" });
    expect(await ctx.handle.db.select().from(apiTokens)).toHaveLength(1);
  });

  it("refuses it after logout too: the revoked login cannot be renewed with the ID token", async () => {
    const idToken = await signIdToken("company", "company-olaf");
    const { json } = await exchange(idToken, "/api/b2b/v1/auth");
    const out = await call("POST", "/api/b2b/v1/auth/logout", { token: json.api_token });
    expect(out.status).toBe(200);
    // handed back for the provider's logout, where it can mint nothing: the exchange still refuses it
    expect(out.json).toEqual({ id_token_hint: idToken });
    const again = await exchange(idToken, "/api/b2b/v1/auth");
    expect(again.status).toBe(401);
    expect(again.json.code).toBe(1004);
  });

  it("holds across both exchange paths and for a provider that sets no jti", async () => {
    const idToken = await signIdToken("study_advisor", "staff-sabine", { jti: false, claims: { sid: "s-1" } });
    expect((await exchange(idToken)).status).toBe(200);
    expect((await exchange(idToken, "/api/b2b/v1/auth")).json.code).toBe(1004);
  });

  it("refuses the same token re-sent with an altered but still valid signature encoding", async () => {
    const idToken = await signIdToken("applicant", "applicant-lena", { jti: false });
    const variant = withAlteredSignatureTail(idToken);
    expect(variant).not.toBe(idToken);
    // the variant verifies (it is accepted first), and then the original is the replay
    expect((await exchange(variant)).status).toBe(200);
    expect((await exchange(idToken)).json.code).toBe(1004);
  });

  it("accepts two different ID tokens of the same person (two logins)", async () => {
    expect((await exchange(await signIdToken("applicant", "applicant-lena"))).status).toBe(200);
    expect((await exchange(await signIdToken("applicant", "applicant-lena"))).status).toBe(200);
  });

  it("refuses the replay also when the first exchange was refused after verification (1001)", async () => {
    const idToken = await signIdToken("company", "company-fremd");
    expect((await exchange(idToken, "/api/b2b/v1/auth")).json.code).toBe(1001);
    expect((await exchange(idToken, "/api/b2b/v1/auth")).json.code).toBe(1004);
  });

  it("records nothing for a token that fails verification", async () => {
    expect((await exchange(await signIdToken("applicant", "applicant-lena", { forged: true }))).json.code).toBe(1004);
    expect((await exchange(await signIdToken("applicant", "applicant-lena", { expiresIn: -60 }))).json.code).toBe(1004);
    expect(await ctx.handle.db.select().from(idTokenUses)).toHaveLength(0);
  });

  it("keeps a use until after the token's expiry and sweeps expired uses at the next exchange", async () => {
    const idToken = await signIdToken("applicant", "applicant-lena", { expiresIn: 120 });
    await exchange(idToken);
    const [use] = await ctx.handle.db.select().from(idTokenUses);
    const exp = JSON.parse(Buffer.from(idToken.split(".")[1], "base64url").toString()).exp as number;
    expect(use.expiresAt.getTime()).toBeGreaterThan(exp * 1000);
    expect(use.key).toMatch(/^[0-9a-f]{64}$/);
    expect(use.key).not.toContain(idToken.split(".")[1]);
    await ctx.handle.db.insert(idTokenUses).values({ key: "old", expiresAt: new Date(Date.now() - 1000) });
    await exchange(await signIdToken("applicant", "applicant-lena"));
    const keys = (await ctx.handle.db.select().from(idTokenUses)).map((u) => u.key);
    expect(keys).toHaveLength(2);
    expect(keys).not.toContain("old");
  });

  it("lets exactly one of many concurrent exchanges of the same token through", async () => {
    const idToken = await signIdToken("applicant", "applicant-lena");
    const answers = await Promise.all(Array.from({ length: 5 }, () => exchange(idToken)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401]);
  });
});
