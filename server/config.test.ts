import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, internalUrlOf, loadConfig } from "./config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "tandem-config-"));

describe("loadConfig", () => {
  it("derives the public URL and the dev issuers from PORT alone", () => {
    const config = loadConfig({ PORT: "4100", DATA_DIR: dataDir() });
    expect(config.publicUrl).toBe("http://localhost:4100");
    expect(config.oidc.applicant).toMatchObject({ issuer: "http://localhost:4100/idp/applicant", dev: true });
    expect(config.secure).toBe(false);
    expect(config.devTools).toBe(true);
    expect(config.seedTestAccounts).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_TEST_ACCOUNTS: "true" }).seedTestAccounts).toBe(true);
  });

  it("reads the rate limits, with defaults, and refuses a limit below 1", () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect([defaults.feedbackRateLimit, defaults.supportRateLimit, defaults.pendingFormRateLimit]).toEqual([
      10, 20, 10,
    ]);
    const set = loadConfig({
      DATA_DIR: dataDir(),
      FEEDBACK_RATE_LIMIT: "3",
      SUPPORT_RATE_LIMIT: "4",
      PENDING_FORM_RATE_LIMIT: "5",
    });
    expect([set.feedbackRateLimit, set.supportRateLimit, set.pendingFormRateLimit]).toEqual([3, 4, 5]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SUPPORT_RATE_LIMIT: "0" })).toThrow(/SUPPORT_RATE_LIMIT/);
  });

  it("reads the offer deadline and its reminder, and refuses a reminder that is not before the deadline", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).deadlines).toEqual({
      offerAnswerWorkingDays: 5,
      offerReminderWorkingDaysBefore: 2,
    });
    const set = loadConfig({
      DATA_DIR: dataDir(),
      OFFER_ANSWER_WORKING_DAYS: "10",
      OFFER_REMINDER_WORKING_DAYS_BEFORE: "0",
    });
    expect(set.deadlines).toEqual({ offerAnswerWorkingDays: 10, offerReminderWorkingDaysBefore: 0 });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), OFFER_ANSWER_WORKING_DAYS: "2", OFFER_REMINDER_WORKING_DAYS_BEFORE: "2" }),
    ).toThrow(/OFFER_REMINDER_WORKING_DAYS_BEFORE: must be less than OFFER_ANSWER_WORKING_DAYS/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), OFFER_ANSWER_WORKING_DAYS: "0" })).toThrow(
      /OFFER_ANSWER_WORKING_DAYS/,
    );
  });

  it("reads the object store from S3_*, and names what is missing or contradicts", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeUndefined();
    const s3 = {
      S3_BUCKET: "tandem-documents",
      S3_ENDPOINT: "http://127.0.0.1:7480",
      S3_ACCESS_KEY_ID: "tandem",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PREFIX: "tandem/documents/",
      S3_SSE: "AES256",
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...s3 }).s3).toEqual({
      bucket: "tandem-documents",
      endpoint: "http://127.0.0.1:7480",
      region: "us-east-1",
      accessKeyId: "tandem",
      secretAccessKey: "secret",
      prefix: "tandem/documents/",
      serverSideEncryption: "AES256",
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_ENDPOINT: "http://127.0.0.1:7480" })).toThrow(
      /S3_BUCKET: is required when S3_ENDPOINT is set/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: "tandem-documents" })).toThrow(
      /S3_ACCESS_KEY_ID: is required[\s\S]*S3_SECRET_ACCESS_KEY: is required/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...s3, S3_PREFIX: "../x" })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...s3, S3_SSE_KMS_KEY_ID: "key-1" })).toThrow(
      /S3_SSE_KMS_KEY_ID: needs S3_SSE=aws:kms/,
    );
  });

  it("derives the development providers' client secrets from SESSION_SECRET: the same on every instance, no file", () => {
    const secret = "s".repeat(40);
    const [dirA, dirB] = [dataDir(), dataDir()];
    const a = loadConfig({ DATA_DIR: dirA, SESSION_SECRET: secret });
    const b = loadConfig({ DATA_DIR: dirB, SESSION_SECRET: secret });
    expect(a.oidc.applicant.clientSecret).toBe(b.oidc.applicant.clientSecret);
    expect(a.oidc.applicant.clientSecret).not.toBe(a.oidc.company.clientSecret);
    expect(a.oidc.applicant.clientSecret).not.toContain(secret);
    expect(readdirSync(dirA)).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: "t".repeat(40) }).oidc.applicant.clientSecret).not.toBe(
      a.oidc.applicant.clientSecret,
    );
  });

  it("names each bad variable", () => {
    expect(() => loadConfig({ PORT: "seventy", DATABASE_URL: "mysql://x", DATA_DIR: dataDir() })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: "seventy", DATABASE_URL: "mysql://x", DATA_DIR: dataDir() });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
  });

  it("requires SESSION_SECRET in production and client credentials with an external issuer", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrowError(/SESSION_SECRET/);
    expect(() =>
      loadConfig({ OIDC_COMPANY_ISSUER: "https://login.example/realms/company", DATA_DIR: dataDir() }),
    ).toThrowError(/OIDC_COMPANY_CLIENT_ID/);
  });

  it("refuses the development identity providers in production unless DEMO_LOGIN is set", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), DATA_DIR: dataDir() };
    expect(() => loadConfig(production)).toThrowError(/OIDC_APPLICANT_ISSUER/);
    // DEV_TOOLS no longer opens them (nor anything else) in production
    expect(() => loadConfig({ ...production, DEV_TOOLS: "true" })).toThrowError(/DEMO_LOGIN/);
    const demo = loadConfig({ ...production, DEMO_LOGIN: "true" });
    expect(demo.oidc.staff.dev).toBe(true);
    expect(demo).toMatchObject({ demoLogin: true, devTools: false, devToolsIgnored: false });
  });

  it("keeps production production: no development tools whatever DEV_TOOLS says, and says so", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), DATA_DIR: dataDir() };
    const given = loadConfig({ ...production, DEV_TOOLS: "true", DEMO_LOGIN: "true" });
    expect(given).toMatchObject({ devTools: false, devToolsIgnored: true, demoLogin: true });
    // outside production DEV_TOOLS decides, on by default; DEMO_LOGIN means nothing there
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ devTools: true, demoLogin: false });
    expect(loadConfig({ DATA_DIR: dataDir(), DEV_TOOLS: "false", DEMO_LOGIN: "true" })).toMatchObject({
      devTools: false,
      demoLogin: false,
    });
  });

  it("uses an external issuer as configured and keeps dev secrets stable across boots", () => {
    const dir = dataDir();
    const env = {
      DATA_DIR: dir,
      OIDC_COMPANY_ISSUER: "https://login.example/realms/company/",
      OIDC_COMPANY_CLIENT_ID: "portal",
      OIDC_COMPANY_CLIENT_SECRET: "s3cret",
      COMPANY_HOSTS: "Unternehmen.example, b2b.example",
    };
    const first = loadConfig(env);
    // kept exactly as written: it must equal the `issuer` of the provider's discovery document
    expect(first.oidc.company).toEqual({
      issuer: "https://login.example/realms/company/",
      clientId: "portal",
      clientSecret: "s3cret",
      dev: false,
    });
    expect(first.companyHosts).toEqual(["unternehmen.example", "b2b.example"]);
    expect(loadConfig(env).sessionSecret).toBe(first.sessionSecret);
  });

  it("configures private_key_jwt with a private JWK instead of a secret, and refuses a key that is none", () => {
    const key = { kty: "EC", crv: "P-256", x: "x", y: "y", d: "d", alg: "ES256", kid: "portal-1" };
    const env = {
      DATA_DIR: dataDir(),
      OIDC_STAFF_ISSUER: "https://login.example/realms/staff",
      OIDC_STAFF_CLIENT_ID: "portal",
    };
    expect(() => loadConfig(env)).toThrowError(/OIDC_STAFF_CLIENT_SECRET are required/);
    expect(loadConfig({ ...env, OIDC_STAFF_PRIVATE_KEY: JSON.stringify(key) }).oidc.staff).toEqual({
      issuer: "https://login.example/realms/staff",
      clientId: "portal",
      tokenAuthMethod: "private_key_jwt",
      privateKey: key,
      dev: false,
    });
    expect(() => loadConfig({ ...env, OIDC_STAFF_TOKEN_AUTH_METHOD: "private_key_jwt" })).toThrowError(
      /OIDC_STAFF_PRIVATE_KEY are required/,
    );
    expect(() => loadConfig({ ...env, OIDC_STAFF_PRIVATE_KEY: "not json" })).toThrowError(/OIDC_STAFF_PRIVATE_KEY/);
    const { d: _d, ...publicOnly } = key;
    expect(() => loadConfig({ ...env, OIDC_STAFF_PRIVATE_KEY: JSON.stringify(publicOnly) })).toThrowError(
      /OIDC_STAFF_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ ...env, OIDC_STAFF_TOKEN_AUTH_METHOD: "none" })).toThrowError(
      /OIDC_STAFF_TOKEN_AUTH_METHOD/,
    );
    // a secret with a method chosen by the operator
    expect(
      loadConfig({ ...env, OIDC_STAFF_CLIENT_SECRET: "s3cret", OIDC_STAFF_TOKEN_AUTH_METHOD: "client_secret_basic" })
        .oidc.staff.tokenAuthMethod,
    ).toBe("client_secret_basic");
  });

  it("reads earlier session secrets for rotation, each at least 32 characters", () => {
    const a = "a".repeat(32);
    const b = "B+/=".repeat(8);
    expect(loadConfig({ DATA_DIR: dataDir() }).previousSessionSecrets).toEqual([]);
    expect(loadConfig({ SESSION_SECRET_PREVIOUS: ` ${a}, ${b} `, DATA_DIR: dataDir() }).previousSessionSecrets).toEqual(
      [a, b],
    );
    expect(() => loadConfig({ SESSION_SECRET_PREVIOUS: `${a},short`, DATA_DIR: dataDir() })).toThrowError(
      /SESSION_SECRET_PREVIOUS/,
    );
  });
});

describe("the server's own address (internalUrl)", () => {
  it("is the listening address, loopback for a wildcard host, whatever PUBLIC_URL says", () => {
    expect(internalUrlOf("0.0.0.0", 3000)).toBe("http://127.0.0.1:3000");
    expect(internalUrlOf("::", 3000)).toBe("http://[::1]:3000");
    expect(internalUrlOf("127.0.0.1", 3600)).toBe("http://127.0.0.1:3600");
    expect(internalUrlOf("::1", 3600)).toBe("http://[::1]:3600");
    const dataDir = mkdtempSync(path.join(tmpdir(), "tandem-config-"));
    const config = loadConfig({
      HOST: "0.0.0.0",
      PORT: "3000",
      PUBLIC_URL: "https://tandem.example:8443",
      DATA_DIR: dataDir,
      DEV_TOOLS: "true",
    });
    expect(config.publicUrl).toBe("https://tandem.example:8443");
    expect(config.internalUrl).toBe("http://127.0.0.1:3000");
    // our own providers: issued under the public address, reached over the internal one
    expect(config.oidc.applicant).toMatchObject({
      issuer: "https://tandem.example:8443/idp/applicant",
      internalOrigin: "http://127.0.0.1:3000",
    });
  });

  it("is not used for an external provider", () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "tandem-config-")),
      OIDC_STAFF_ISSUER: "https://login.example/realms/staff",
      OIDC_STAFF_CLIENT_ID: "tandem",
      OIDC_STAFF_CLIENT_SECRET: "secret",
    });
    expect(config.oidc.staff.internalOrigin).toBeUndefined();
  });
});
