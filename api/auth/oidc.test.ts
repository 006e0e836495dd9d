import { describe, expect, it, vi } from "vitest";
import type { TrustedIssuer } from "../env";
import { ApiError } from "../errors";
import { ISSUERS, signIdToken, TEST_NONCE, trustedIssuers } from "../test/harness";
import { requireEmail, verifyIdToken } from "./oidc";

async function issuerWith(overrides: Partial<TrustedIssuer>): Promise<TrustedIssuer[]> {
  const [applicant] = await trustedIssuers();
  return [{ ...applicant!, ...overrides }];
}

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (e) => (e instanceof ApiError ? e.code : -1),
  );

describe("verifyIdToken", () => {
  it("compares iss exactly with the issuer of the discovery document, trailing slash included", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const slash = `${ISSUERS.applicant}/`;
    // configured without the slash, discovery says with: a token with the slash passes
    const issuers = await issuerWith({ discoveredIssuer: async () => slash });
    const token = await signIdToken("applicant", "s1", { iss: slash, claims: { email: "a@b.de" } });
    expect((await verifyIdToken(issuers, token, "at", TEST_NONCE)).claims.email).toBe("a@b.de");
    // a token without the slash is not the issuer the provider states
    const bare = await signIdToken("applicant", "s1", { iss: ISSUERS.applicant, claims: { email: "a@b.de" } });
    expect(await code(verifyIdToken(issuers, bare, "at", TEST_NONCE))).toBe(1004);
  });

  it("requires the nonce of the login and logs the failed check without the token", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const issuers = await trustedIssuers();
    const token = await signIdToken("applicant", "s1", { claims: { nonce: "n-1", email: "a@b.de" } });
    expect(await code(verifyIdToken(issuers, token, "at", "n-1"))).toBe(0);
    expect(await code(verifyIdToken(issuers, token, "at", "n-2"))).toBe(1004);
    const line = warn.mock.calls.at(-1)?.join(" ") ?? "";
    expect(line).toContain("nonce");
    expect(line).toContain(ISSUERS.applicant);
    expect(line).not.toContain(token.split(".")[1]!);
    // a token that carries no nonce belongs to no login: refused, whatever nonce the caller names
    const bare = await signIdToken("applicant", "s1", { nonce: false, claims: { email: "a@b.de" } });
    expect(await code(verifyIdToken(issuers, bare, "at", TEST_NONCE))).toBe(1004);
    expect(warn.mock.calls.at(-1)?.join(" ")).toContain("claim nonce missing");
    const forged = await signIdToken("applicant", "s1", { forged: true });
    expect(await code(verifyIdToken(issuers, forged, "at", TEST_NONCE))).toBe(1004);
    expect(warn.mock.calls.at(-1)?.join(" ")).toContain("signature");
  });

  it("asks userinfo for what the ID token lacks, and refuses an applicant without any e-mail", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const userinfo = vi.fn(async () => ({ sub: "s1", email: "dwho@badwolf.org", name: "Doctor Who" }));
    const issuers = await issuerWith({ userinfo, requireEmail: true });
    const token = await signIdToken("applicant", "s1");
    const identity = await verifyIdToken(issuers, token, "access-1", TEST_NONCE);
    expect(userinfo).toHaveBeenCalledWith("access-1", "s1");
    expect(identity.claims).toMatchObject({ email: "dwho@badwolf.org", given_name: "Doctor", family_name: "Who" });

    const silent = await issuerWith({ userinfo: async () => ({ sub: "s1", name: "Doctor Who" }), requireEmail: true });
    const nameOnly = await verifyIdToken(silent, token, "at", TEST_NONCE);
    let refused: unknown;
    try {
      requireEmail(nameOnly);
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, code: 1007, errors: { email: [expect.any(String)] } });
  });
});
