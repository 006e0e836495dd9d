/**
 * Test harness of the API: ONE database per test run (in-memory PGlite, or DATABASE_URL when set),
 * migrated and seeded once; that seeded state is the template every test starts from (restored before
 * each test by one SQL call, see `restoreTemplate`); ID tokens signed with key pairs made here.
 * Works because the "api" vitest project runs all files in one worker without module isolation.
 */
import { randomUUID } from "node:crypto";
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { isTable } from "drizzle-orm/table";
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  type JWTPayload,
  type KeyObject,
  SignJWT,
} from "jose";
import { beforeEach, expect } from "vitest";
import type { UserKind } from "#contracts";
import { createApi, type TrustedIssuer } from "../app";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import * as schema from "../db/schema";
import { seedDatabase } from "../db/seed";

/** How often this worker opened a database (a test asserts it stays 1). */
export const stats = { opened: 0 };

let handlePromise: Promise<DatabaseHandle> | undefined;
export function testDatabase(): Promise<DatabaseHandle> {
  handlePromise ??= (async () => {
    stats.opened++;
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const handle = await openDatabase(databaseUrl ? { databaseUrl } : { memory: true });
    await migrateDatabase(handle);
    return handle;
  })();
  return handlePromise;
}

const tableNames = Object.values(schema)
  .filter((t) => isTable(t))
  .map((t) => `"${getTableName(t as PgTable)}"`)
  .join(", ");

export async function truncateAll(handle: DatabaseHandle) {
  await handle.db.execute(sql.raw(`TRUNCATE ${tableNames} RESTART IDENTITY CASCADE`));
}

/** Schema that holds the template: a copy of every seeded table, and the function that restores it. */
const TEMPLATE = "test_template";

/**
 * Seeds the database once and keeps the seeded rows as the template (a copy of each table in schema
 * `test_template`, and a PL/pgSQL function `test_template.restore()` that empties every table and
 * copies the template back, parents before children). Seeding through the services costs a second
 * or more; the restore some 30 ms, so each test still starts from exactly the seeded state.
 */
async function makeTemplate(handle: DatabaseHandle) {
  await truncateAll(handle);
  await seedDatabase(handle.db, { testAccounts: true });
  const tables = Object.values(schema)
    .filter((t) => isTable(t))
    .map((t) => getTableName(t as PgTable));
  const fks = await rows<{ child: string; parent: string }>(
    handle,
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const counts = await rows<{ name: string; n: string }>(
    handle,
    tables.map((t) => `select '${t}' as name, count(*)::text as n from "${t}"`).join(" union all "),
  );
  const seeded = new Set(counts.filter((c) => Number(c.n) > 0).map((c) => c.name));
  // parents first (the foreign keys of each INSERT are checked when it ends); empty tables need no copy
  const order: string[] = [];
  const visit = (t: string, path: string[]) => {
    if (order.includes(t)) return;
    if (path.includes(t)) throw new Error(`foreign-key cycle ${[...path, t].join(" → ")}: cannot order the template`);
    for (const fk of fks) if (fk.child === t && fk.parent !== t) visit(fk.parent, [...path, t]);
    order.push(t);
  };
  for (const t of tables) visit(t, []);
  const copied = order.filter((t) => seeded.has(t));
  const deletes = [...order].reverse().map((t) => `DELETE FROM public."${t}";`);
  const inserts = copied.map((t) => `INSERT INTO public."${t}" SELECT * FROM ${TEMPLATE}."${t}";`);
  const statements = [
    `DROP SCHEMA IF EXISTS ${TEMPLATE} CASCADE`,
    `CREATE SCHEMA ${TEMPLATE}`,
    ...copied.map((t) => `CREATE TABLE ${TEMPLATE}."${t}" AS TABLE public."${t}"`),
    // Skipping the foreign-key triggers (replica role, a superuser's right) makes the restore four times
    // faster; the rows were consistent when copied. Without that right the order keeps the keys valid.
    `CREATE FUNCTION ${TEMPLATE}.restore() RETURNS void LANGUAGE plpgsql AS $restore$ BEGIN
       BEGIN
         SET LOCAL session_replication_role = replica;
       EXCEPTION WHEN insufficient_privilege THEN NULL;
       END;
       ${[...deletes, ...inserts].join("\n")}
     END $restore$`,
  ];
  for (const statement of statements) await handle.db.execute(sql.raw(statement));
}

async function rows<T>(handle: DatabaseHandle, query: string): Promise<T[]> {
  const result = await handle.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}

let templateReady: Promise<void> | undefined;

/** Puts the database back into the seeded state (the template is made on the first call of the run). */
export async function resetDatabase(handle: DatabaseHandle) {
  templateReady ??= makeTemplate(handle);
  await templateReady;
  await handle.db.execute(sql.raw(`SELECT ${TEMPLATE}.restore()`));
}

export const ISSUERS = {
  applicant: "https://idp.test/applicant",
  company: "https://idp.test/company",
  study_advisor: "https://idp.test/staff",
} as const;
export const AUDIENCE = "tandem-portal";

interface Keys {
  privateKey: KeyObject | CryptoKey;
  jwks: JSONWebKeySet;
}
let keysPromise: Promise<{ trusted: Keys; forged: Keys }> | undefined;
async function keyPair(kid: string): Promise<Keys> {
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  return { privateKey, jwks: { keys: [{ ...(await exportJWK(publicKey)), kid, alg: "ES256", use: "sig" }] } };
}
const keys = () => {
  keysPromise ??= (async () => ({ trusted: await keyPair("trusted"), forged: await keyPair("trusted") }))();
  return keysPromise;
};

export async function trustedIssuers(): Promise<TrustedIssuer[]> {
  const { trusted } = await keys();
  const jwks = createLocalJWKSet(trusted.jwks);
  return (Object.keys(ISSUERS) as UserKind[]).map((kind) => ({
    kind,
    issuer: ISSUERS[kind],
    audience: AUDIENCE,
    jwks,
  }));
}

export interface SignOptions {
  iss?: string;
  aud?: string;
  /** seconds from now; negative = already expired */
  expiresIn?: number;
  forged?: boolean;
  claims?: JWTPayload & Record<string, unknown>;
  /** `jti` of the token: random by default (each login a new token), false for a provider that sets none */
  jti?: string | false;
  /** `nonce` of the token: TEST_NONCE by default (the nonce the helpers' logins send), false for none */
  nonce?: string | false;
}

/** The nonce the test logins send with their ID tokens (POST /auth requires one, and the token must carry it). */
export const TEST_NONCE = "test-login-nonce";

export async function signIdToken(kind: UserKind, sub: string, opts: SignOptions = {}): Promise<string> {
  const k = await keys();
  const { privateKey } = opts.forged ? k.forged : k.trusted;
  const now = Math.floor(Date.now() / 1000);
  const jti = opts.jti === undefined ? randomUUID() : opts.jti;
  const nonce = opts.nonce === undefined ? TEST_NONCE : opts.nonce;
  return new SignJWT({ ...(jti ? { jti } : {}), ...(nonce ? { nonce } : {}), ...opts.claims })
    .setProtectedHeader({ alg: "ES256", kid: "trusted" })
    .setIssuer(opts.iss ?? ISSUERS[kind])
    .setAudience(opts.aud ?? AUDIENCE)
    .setSubject(sub)
    .setIssuedAt(now - 5)
    .setExpirationTime(now + (opts.expiresIn ?? 300))
    .sign(privateKey);
}

export type TestApi = ReturnType<typeof createApi>;

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One test context: the seeded database, an api, and helpers to call it in-process like the portal. */
export function setupApi(opts: { devTools?: boolean; idempotentWrites?: boolean } = {}) {
  const ctx = {} as { handle: DatabaseHandle; api: TestApi };
  beforeEach(async () => {
    ctx.handle = await testDatabase();
    await resetDatabase(ctx.handle);
    ctx.api = createApi({
      db: ctx.handle.db,
      issuers: await trustedIssuers(),
      devTools: opts.devTools ?? true,
      idempotentWrites: opts.idempotentWrites,
    });
  });

  async function call(method: string, path: string, o: CallOptions = {}) {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: string | undefined;
    if (o.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof o.body === "string" ? o.body : JSON.stringify(o.body);
    }
    const res = await ctx.api.fetch(new Request(`http://internal${path}`, { method, headers, body }));
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: test helper returns loosely typed JSON
    const json: any = text ? JSON.parse(text) : null;
    return { status: res.status, json, headers: res.headers };
  }

  /** Logs in through POST /api/v1/auth (or /api/b2b/v1/auth) with a freshly signed ID token. */
  async function login(kind: UserKind, sub: string, claims: Record<string, unknown> = {}) {
    const idToken = await signIdToken(kind, sub, { claims });
    const path = kind === "company" ? "/api/b2b/v1/auth" : "/api/v1/auth";
    const res = await call("POST", path, { body: { accessToken: "at", idToken, nonce: TEST_NONCE } });
    if (res.status !== 200) throw new Error(`login ${sub} failed: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json.api_token as string;
  }

  /**
   * `If-Match` naming the version a GET of the record answers now: how a client changes a record several
   * people edit (the company's data, an employee, a job opening), which the API refuses without it (428).
   */
  async function ifMatchNow(path: string, token: string): Promise<Record<string, string>> {
    const res = await call("GET", path, { token });
    const etag = res.headers.get("etag");
    if (!etag) throw new Error(`no ETag for GET ${path}: ${res.status} ${JSON.stringify(res.json)}`);
    return { "if-match": etag };
  }

  /**
   * A route for one kind of caller only: the token of another kind gets 403, a call without a token 401
   * (at `anonymousPath` where the test checks another route of the same guard).
   */
  async function expectRefusedToOthers(method: string, path: string, otherToken: string, anonymousPath = path) {
    expect((await call(method, path, { token: otherToken })).status).toBe(403);
    expect((await call(method, anonymousPath)).status).toBe(401);
  }

  return { ctx, call, login, ifMatchNow, expectRefusedToOthers };
}
