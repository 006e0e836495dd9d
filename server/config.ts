/**
 * Environment of the whole server, validated with zod at boot. Every variable is documented in
 * README.md ("Configuration") with its default. A bad value stops the boot with a message that
 * names the variable.
 */
import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { JWK } from "jose";
import { z } from "zod";
import type { IssuerName } from "#contracts";
import type { DeadlineSettings } from "../api/services/matching/deadlines";
import type { S3StoreOptions } from "../api/storage/s3";
import { sentryDsnProblem } from "./monitoring-config";
import { SERVICE_ENV_SHAPE, type ServicesConfig, servicesConfig } from "./services-config";

const commaList = z
  .string()
  .default("")
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
const optionalUrl = z.url().optional();
const tokenAuthMethod = z.enum(["client_secret_basic", "client_secret_post", "private_key_jwt"]).optional();
/** A private JWK (JSON) for private_key_jwt: its `alg` says how to sign, its `kid` is sent when present. */
const privateJwk = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "must be a private JWK in JSON" });
      return z.NEVER;
    }
  })
  .pipe(
    z.looseObject({
      kty: z.string().min(1),
      d: z.string().min(1, "must be the private key (with d)"),
      alg: z.string().min(1, "must name the signing algorithm (alg)"),
      kid: z.string().min(1).optional(),
    }),
  )
  .optional();
const flag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default(".data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    API_URL: optionalUrl,
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** earlier SESSION_SECRETs, comma-separated: session cookies sealed with them stay readable */
    SESSION_SECRET_PREVIOUS: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().min(32, "each secret must be at least 32 characters"))),
    OIDC_APPLICANT_ISSUER: optionalUrl,
    OIDC_APPLICANT_CLIENT_ID: z.string().min(1).optional(),
    OIDC_APPLICANT_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_APPLICANT_TOKEN_AUTH_METHOD: tokenAuthMethod,
    OIDC_APPLICANT_PRIVATE_KEY: privateJwk,
    OIDC_COMPANY_ISSUER: optionalUrl,
    OIDC_COMPANY_CLIENT_ID: z.string().min(1).optional(),
    OIDC_COMPANY_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_COMPANY_TOKEN_AUTH_METHOD: tokenAuthMethod,
    OIDC_COMPANY_PRIVATE_KEY: privateJwk,
    OIDC_STAFF_ISSUER: optionalUrl,
    OIDC_STAFF_CLIENT_ID: z.string().min(1).optional(),
    OIDC_STAFF_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_STAFF_TOKEN_AUTH_METHOD: tokenAuthMethod,
    OIDC_STAFF_PRIVATE_KEY: privateJwk,
    COMPANY_HOSTS: commaList,
    BUSINESS_PORTAL_HOSTS: commaList,
    SUPPORT_EMAIL: z.email().default("support@tandem.example"),
    /** smtp://user:pass@host:port (or smtps://); without it mails stay in the outbox (dev mailbox) */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Tandem <no-reply@tandem.example>"),
    // --- object store: documents in an S3-compatible store instead of DATA_DIR/documents ---
    S3_BUCKET: z.string().min(3).optional(),
    /** the store's address (e.g. http://127.0.0.1:7480); without it the provider's own for S3_REGION */
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** key prefix inside the bucket, e.g. "tandem/documents/" */
    S3_PREFIX: z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)*\/$/, "must be path segments ending in /")
      .optional(),
    /** encryption at rest by the store: AES256, or aws:kms with S3_SSE_KMS_KEY_ID */
    S3_SSE: z.enum(["AES256", "aws:kms"]).optional(),
    S3_SSE_KMS_KEY_ID: z.string().min(1).optional(),
    // --- end of object store ---
    /** development tools (mailbox, consent records, test clock, development sign-in): never in production */
    DEV_TOOLS: flag.optional(),
    /**
     * production only: run the development identity providers with the demo accounts (a demonstration
     * instance); logged loudly at start, and their login page does not print the shared password
     */
    DEMO_LOGIN: flag.default(false),
    /** with DEV_TOOLS: seed (and offer at the dev issuers) the accounts that exist only for tests */
    SEED_TEST_ACCOUNTS: flag.default(false),
    TRUST_PROXY: flag.default(false),
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    FEEDBACK_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    SUPPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    PENDING_FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    ENVIRONMENT_LABEL: z.enum(["local", "dev", "non-prod", "prod"]).optional(),
    // --- deadlines (ADR 033) ---
    /** working days an applicant has to answer an offer */
    OFFER_ANSWER_WORKING_DAYS: z.coerce.number().int().min(1).max(30).default(5),
    /** the reminder of that deadline goes out this many working days before it (0: on the day itself) */
    OFFER_REMINDER_WORKING_DAYS_BEFORE: z.coerce.number().int().min(0).max(29).default(2),
    // --- end of deadlines ---
    // --- logs and metrics ---
    /** JSON log lines go to this file instead of stdout */
    LOG_FILE: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),
    /** bearer token of GET /metrics; without it /metrics is open in development and absent in production */
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    // --- end of logs and metrics ---
    // --- error monitoring ---
    /** Sentry DSN (https://<key>@<host>/<project>): error monitoring of server and browser; off without it */
    SENTRY_DSN: z.string().optional(),
    // --- end of error monitoring ---
    // --- consent services: <SERVICE>_SCRIPT_URL and <SERVICE>_ID_<UNIT> (server/services-config.ts) ---
    ...SERVICE_ENV_SHAPE,
    // --- end of consent services ---
  })
  .superRefine((env, ctx) => {
    // --- object store ---
    const s3Named = (
      ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PREFIX", "S3_SSE"] as const
    ).filter((name) => env[name] !== undefined);
    if (!env.S3_BUCKET && s3Named.length > 0) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: `is required when ${s3Named.join(", ")} is set` });
    }
    for (const name of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (env.S3_BUCKET && !env[name]) {
        ctx.addIssue({ code: "custom", path: [name], message: "is required when S3_BUCKET is set" });
      }
    }
    if (env.S3_SSE_KMS_KEY_ID && env.S3_SSE !== "aws:kms") {
      ctx.addIssue({ code: "custom", path: ["S3_SSE_KMS_KEY_ID"], message: "needs S3_SSE=aws:kms" });
    }
    // --- end of object store ---
    if (env.OFFER_REMINDER_WORKING_DAYS_BEFORE >= env.OFFER_ANSWER_WORKING_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["OFFER_REMINDER_WORKING_DAYS_BEFORE"],
        message: "must be less than OFFER_ANSWER_WORKING_DAYS (the reminder comes after the offer)",
      });
    }
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
    }
    for (const unit of ["APPLICANT", "COMPANY", "STAFF"] as const) {
      // The development providers know demo accounts with a public password: never in production by accident.
      if (env.NODE_ENV === "production" && !env[`OIDC_${unit}_ISSUER`] && !env.DEMO_LOGIN) {
        ctx.addIssue({
          code: "custom",
          path: [`OIDC_${unit}_ISSUER`],
          message:
            "is required in production (or set DEMO_LOGIN=true to run the development identity providers with the demo accounts)",
        });
      }
      // private_key_jwt (by OIDC_<UNIT>_TOKEN_AUTH_METHOD, or a private key alone) needs the key, not a secret
      const method =
        env[`OIDC_${unit}_TOKEN_AUTH_METHOD`] ?? (env[`OIDC_${unit}_PRIVATE_KEY`] ? "private_key_jwt" : undefined);
      const credential = method === "private_key_jwt" ? "PRIVATE_KEY" : "CLIENT_SECRET";
      if (env[`OIDC_${unit}_ISSUER`] && (!env[`OIDC_${unit}_CLIENT_ID`] || !env[`OIDC_${unit}_${credential}`])) {
        ctx.addIssue({
          code: "custom",
          path: [`OIDC_${unit}_CLIENT_ID`],
          message: `OIDC_${unit}_CLIENT_ID and OIDC_${unit}_${credential} are required when OIDC_${unit}_ISSUER is set`,
        });
      }
    }
    // --- error monitoring ---
    const dsnProblem = env.SENTRY_DSN ? sentryDsnProblem(env.SENTRY_DSN, env.NODE_ENV === "production") : null;
    if (dsnProblem) ctx.addIssue({ code: "custom", path: ["SENTRY_DSN"], message: dsnProblem });
    // --- end of error monitoring ---
  });

export type { IssuerName };

export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** Unset: client_secret_basic or client_secret_post, as the provider's discovery offers. */
  tokenAuthMethod?: "client_secret_basic" | "client_secret_post" | "private_key_jwt";
  /** private_key_jwt's signing key (a private JWK). */
  privateKey?: JWK;
  /** true: served by our own development provider under /idp. */
  dev: boolean;
  /** Our own development provider: the server reaches it over its own listening address (`internalUrl`). */
  internalOrigin?: string;
}

export interface ServerConfig {
  production: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /**
   * The server's own listening address as seen from inside (e.g. http://127.0.0.1:3000): how it reaches
   * its development providers and its in-process API, whatever PUBLIC_URL (the browser's address) says.
   */
  internalUrl: string;
  secure: boolean;
  dataDir: string;
  databaseUrl?: string;
  apiUrl?: string;
  sessionSecret: string;
  previousSessionSecrets: string[];
  oidc: Record<IssuerName, OidcClientConfig>;
  companyHosts: string[];
  businessPortalHosts: string[];
  supportEmail: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Documents in an S3-compatible store (api/storage/s3.ts); under DATA_DIR/documents without it. */
  s3?: S3StoreOptions;
  devTools: boolean;
  /** DEV_TOOLS=true was given in production, where it does nothing (logged at start). */
  devToolsIgnored: boolean;
  /**
   * Production with DEMO_LOGIN=true: the development identity providers and the demo accounts (seeded into
   * an empty database) run, without the development tools; their login page prints no password.
   */
  demoLogin: boolean;
  /** Seed and offer the test-only accounts too (browser journeys); only with devTools. */
  seedTestAccounts: boolean;
  trustProxy: boolean;
  /** Login attempts (password posts, token exchanges) per client address and minute. */
  loginRateLimit: number;
  /** Uploads per client address and minute. */
  uploadRateLimit: number;
  /** Feedback posts per client address and minute. */
  feedbackRateLimit: number;
  /** Support tickets and comments per client address and minute. */
  supportRateLimit: number;
  /** Forms kept across an expired login per client address and ten minutes. */
  pendingFormRateLimit: number;
  environment: "local" | "dev" | "non-prod" | "prod";
  /** How long an offer waits for the applicant's answer and when the reminder comes (ADR 033). */
  deadlines: DeadlineSettings;
  // --- logs and metrics ---
  /** JSON log lines to this file instead of stdout (server/logger.ts). */
  logFile?: string;
  logLevel: string;
  /** Bearer token of `GET /metrics` (server/observability.ts). */
  metricsToken?: string;
  // --- end of logs and metrics ---
  // --- error monitoring ---
  /** Where server and browser send errors and forwarded console messages (server/monitoring.ts); none: off. */
  sentryDsn?: string;
  // --- end of error monitoring ---
  // --- consent services ---
  /** Optional third-party services, each loaded only after consent (absent without configuration). */
  services: ServicesConfig;
  // --- end of consent services ---
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const blankToUndefined = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === "" ? undefined : v]));
  const parsed = EnvSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(environment)"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const internalUrl = internalUrlOf(e.HOST, e.PORT);
  const dataDir = path.resolve(e.DATA_DIR);
  const oidcFor = (name: IssuerName): OidcClientConfig => {
    const upper = name.toUpperCase() as "APPLICANT" | "COMPANY" | "STAFF";
    const issuer = e[`OIDC_${upper}_ISSUER`];
    if (issuer) {
      const privateKey = e[`OIDC_${upper}_PRIVATE_KEY`] as JWK | undefined;
      const tokenAuthMethod = e[`OIDC_${upper}_TOKEN_AUTH_METHOD`] ?? (privateKey ? "private_key_jwt" : undefined);
      const clientSecret = e[`OIDC_${upper}_CLIENT_SECRET`];
      return {
        // exactly as written: it must equal the `issuer` of the provider's discovery document
        issuer,
        clientId: e[`OIDC_${upper}_CLIENT_ID`]!,
        ...(clientSecret ? { clientSecret } : {}),
        ...(tokenAuthMethod ? { tokenAuthMethod } : {}),
        ...(privateKey ? { privateKey } : {}),
        dev: false,
      };
    }
    return {
      issuer: `${publicUrl}/idp/${name}`,
      internalOrigin: internalUrl,
      clientId: `tandem-portal-${name}`,
      // Derived from SESSION_SECRET when it is given: every instance then has the same secret without a file.
      clientSecret: e.SESSION_SECRET
        ? createHmac("sha256", e.SESSION_SECRET).update(`oidc-${name}-client-secret`).digest("base64url")
        : devSecret(dataDir, `oidc-${name}-client-secret`),
      dev: true,
    };
  };
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    internalUrl,
    secure: publicUrl.startsWith("https://"),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    apiUrl: e.API_URL?.replace(/\/$/, ""),
    sessionSecret: e.SESSION_SECRET ?? devSecret(dataDir, "session-secret"),
    previousSessionSecrets: e.SESSION_SECRET_PREVIOUS,
    oidc: { applicant: oidcFor("applicant"), company: oidcFor("company"), staff: oidcFor("staff") },
    companyHosts: e.COMPANY_HOSTS,
    businessPortalHosts: e.BUSINESS_PORTAL_HOSTS,
    supportEmail: e.SUPPORT_EMAIL,
    smtpUrl: e.SMTP_URL,
    ...(e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          s3: {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
            ...(e.S3_PREFIX ? { prefix: e.S3_PREFIX } : {}),
            ...(e.S3_SSE ? { serverSideEncryption: e.S3_SSE } : {}),
            ...(e.S3_SSE_KMS_KEY_ID ? { kmsKeyId: e.S3_SSE_KMS_KEY_ID } : {}),
          },
        }
      : {}),
    mailFrom: e.MAIL_FROM,
    // production stays production: DEV_TOOLS is ignored there (server.ts says so at start)
    devTools: production ? false : (e.DEV_TOOLS ?? true),
    devToolsIgnored: production && e.DEV_TOOLS === true,
    demoLogin: production && e.DEMO_LOGIN,
    seedTestAccounts: e.SEED_TEST_ACCOUNTS,
    trustProxy: e.TRUST_PROXY,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    uploadRateLimit: e.UPLOAD_RATE_LIMIT,
    feedbackRateLimit: e.FEEDBACK_RATE_LIMIT,
    supportRateLimit: e.SUPPORT_RATE_LIMIT,
    pendingFormRateLimit: e.PENDING_FORM_RATE_LIMIT,
    environment: e.ENVIRONMENT_LABEL ?? (production ? "prod" : "local"),
    deadlines: {
      offerAnswerWorkingDays: e.OFFER_ANSWER_WORKING_DAYS,
      offerReminderWorkingDaysBefore: e.OFFER_REMINDER_WORKING_DAYS_BEFORE,
    },
    // --- logs and metrics ---
    logFile: e.LOG_FILE,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    // --- end of logs and metrics ---
    // --- error monitoring ---
    sentryDsn: e.SENTRY_DSN,
    // --- end of error monitoring ---
    // --- consent services ---
    services: servicesConfig(e),
    // --- end of consent services ---
  };
}

/**
 * The address this server answers on from inside its own host or container: HOST as given, or loopback
 * when HOST is a wildcard (0.0.0.0, ::), which also listens there.
 */
export function internalUrlOf(host: string, port: number): string {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "[::]";
  const address = wildcard ? (host === "0.0.0.0" ? "127.0.0.1" : "[::1]") : host;
  return `http://${address.includes(":") && !address.startsWith("[") ? `[${address}]` : address}:${port}`;
}

/**
 * A secret generated once into DATA_DIR so that sessions and dev clients survive restarts
 * without any configuration. Production must configure SESSION_SECRET (enforced above).
 */
function devSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, "secrets", name);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
