/**
 * Writes applied once, however often they arrive. A caller that may send a request again (the portal,
 * when a proxy re-sends a form because the instance that had it died) names it with an `Idempotency-Key`
 * header. The whole request then runs in one database transaction that also records its answer under
 * that key and the caller's token:
 * - a second request with the same key waits at the key's row until the first commits, then gets the
 *   recorded answer (`Idempotent-Replayed: true`) and applies nothing;
 * - if the first never commits (its instance died, or it failed with 5xx), nothing of it stays, not even
 *   the key, and the second applies the write as if it were the first.
 * Every query of the request goes through that transaction (`requestScopedDb`): the services' own
 * transactions become savepoints inside it.
 * Not covered: requests without a token (anonymous) and multipart uploads, whose bodies stream to the
 * object store while the transaction would be held open. A file answer (a download made by a POST, e.g.
 * the applicant's data as a ZIP) is not recorded either: it streams as it is made, and a retry downloads
 * again. Only JSON and text answers are kept. The logout is not covered: its answer is the provider's ID
 * token, which the API hands out once and keeps nowhere afterwards (ADR 037); a re-sent logout finds its
 * token revoked (401) and the portal ends the session all the same.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { and, eq, lt, type SQL } from "drizzle-orm";
import type { Context, MiddlewareHandler, Next } from "hono";
import { ErrorCode } from "#contracts";
import type { Database } from "./db/client";
import { CURRENT_DATABASE } from "./db/prepared";
import { idempotentRequests } from "./db/schema";
import { ApiError, errorBody } from "./errors";

/** A retry arrives within seconds or minutes; a day covers a client that retries much later. */
const KEEP_ANSWER_MS = 24 * 60 * 60 * 1000;
/** Answers larger than this are recorded without their body (a retry gets the status alone). */
const MAX_RECORDED_BODY = 256 * 1024;
/** Random keys: long enough not to be guessed, short and plain enough for a header and an index. */
const KEY = /^[A-Za-z0-9_.:-]{16,128}$/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The answers that are recorded: the API's JSON (and any text); a file streams instead. */
const RECORDED_TYPE = /^(application\/([\w.+-]+\+)?json|text\/)/i;
/** Requests whose answer must not be kept (see above). */
const NOT_COVERED_PATH = /\/auth\/logout$/;

const requestTransaction = new AsyncLocalStorage<Database>();

/**
 * The database as the API's routes and services use it: the transaction of the current request when it
 * runs under an idempotency key, the database itself otherwise.
 */
export function requestScopedDb(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const current = requestTransaction.getStore() ?? target;
      if (property === CURRENT_DATABASE) return current;
      const value = Reflect.get(current, property, current);
      return typeof value === "function" ? value.bind(current) : value;
    },
  });
}

/** Thrown out of the transaction to undo a request that failed: its key is not kept either. */
class RolledBack extends Error {}

const hash = (value: string) => createHash("sha256").update(value).digest("base64url");

type KeptRequest = typeof idempotentRequests.$inferSelect;

/** A covered request under its key: who sent it, what it asked, and the WHERE part naming its row. */
interface KeyedRequest {
  key: string;
  requester: string;
  method: string;
  path: string;
  row: SQL | undefined;
}

/**
 * The covered requests (a token, not a safe method, no multipart, not the logout) with a well-formed key
 * run through `apply`; any other request runs as it is, and a malformed key is refused (400).
 */
function keyedWrites(apply: (c: Context, next: Next, request: KeyedRequest) => Promise<Response | undefined>) {
  const middleware: MiddlewareHandler = async (c, next) => {
    const key = c.req.header("idempotency-key");
    const authorization = c.req.header("authorization");
    const multipart = (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/");
    if (key === undefined || !authorization || SAFE_METHODS.has(c.req.method) || multipart) return next();
    const path = new URL(c.req.url).pathname;
    if (NOT_COVERED_PATH.test(path)) return next();
    if (!KEY.test(key)) {
      return c.json(
        errorBody(ErrorCode.validationFailed, undefined, {
          "Idempotency-Key": ["16 to 128 letters, digits or _ . : -"],
        }),
        400,
      );
    }
    const requester = hash(authorization);
    const row = and(eq(idempotentRequests.key, key), eq(idempotentRequests.requester, requester));
    return apply(c, next, { key, requester, method: c.req.method, path, row });
  };
  return middleware;
}

/** How long a claimed key may stay without its answer before a retry takes it over (its request died). */
const CLAIM_STALE_MS = 60_000;

/**
 * Claims the key for this request, each step one statement and so atomic on PGlite and PostgreSQL alike:
 * the insert of a new claim (of two requests with one key exactly one inserts it; on PostgreSQL the other
 * waits while the first's transaction holds the row), else the take-over of a claim left without its
 * answer for CLAIM_STALE_MS (a conditional update, which one request wins). A check before the insert
 * would not be: two transactions both find no row, and the second insert fails on the key.
 * Answers "ours", the row another request holds (its answer, or status 0 while it runs), or undefined when
 * that row went away in between (its request failed and gave the key up): then claim again.
 */
async function claim(db: Database, request: KeyedRequest): Promise<"ours" | KeptRequest | undefined> {
  const now = Date.now();
  const claimRow = { method: request.method, path: request.path, status: 0, body: "", contentType: null };
  const expiresAt = new Date(now + KEEP_ANSWER_MS);
  const inserted = await db
    .insert(idempotentRequests)
    .values({ key: request.key, requester: request.requester, ...claimRow, expiresAt })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (inserted.length > 0) return "ours";
  // claimed when its expiry was set: KEEP_ANSWER_MS before it
  const claimedBefore = new Date(now + KEEP_ANSWER_MS - CLAIM_STALE_MS);
  const takenOver = await db
    .update(idempotentRequests)
    .set({ ...claimRow, expiresAt })
    .where(and(request.row, eq(idempotentRequests.status, 0), lt(idempotentRequests.expiresAt, claimedBefore)))
    .returning({ key: idempotentRequests.key });
  if (takenOver.length > 0) return "ours";
  const [held] = await db.select().from(idempotentRequests).where(request.row);
  return held;
}

/** The request failed (5xx, or an error of ours): nothing of it may be kept, not even its key. */
const failed = (c: Context) => c.res.status >= 500 || (c.error !== undefined && !(c.error instanceof ApiError));

/** Records the answer under the key; a file answer is not recorded (it streams), so its key is given up. */
async function keepAnswer(db: Database, c: Context, request: KeyedRequest) {
  const type = c.res.headers.get("content-type");
  if (type && !RECORDED_TYPE.test(type)) {
    await db.delete(idempotentRequests).where(request.row);
    return;
  }
  const text = await c.res.clone().text();
  await db
    .update(idempotentRequests)
    .set({ status: c.res.status, contentType: type, body: text.length <= MAX_RECORDED_BODY ? text : "" })
    .where(request.row);
}

/** The answer recorded under the key, given again; a key still being applied or used elsewhere is refused. */
function replay(c: Context, held: KeptRequest, request: KeyedRequest) {
  if (held.method !== request.method || held.path !== request.path) {
    return c.json(
      errorBody(ErrorCode.validationFailed, undefined, {
        "Idempotency-Key": ["already used for another request"],
      }),
      422,
    );
  }
  if (held.status === 0) {
    return c.json(errorBody(ErrorCode.conflict, "A request with this Idempotency-Key is still being applied"), 409);
  }
  const headers = new Headers({ "Idempotent-Replayed": "true", "Cache-Control": "no-store" });
  if (held.contentType) headers.set("Content-Type", held.contentType);
  return new Response(held.status === 204 || held.body === "" ? null : held.body, { status: held.status, headers });
}

/** PostgreSQL: the request runs in one transaction with its claim and its answer (see the top). */
export function idempotency(db: Database): MiddlewareHandler {
  return keyedWrites(async (c, next, request) => {
    let held: KeptRequest | undefined;
    try {
      await db.transaction(async (tx) => {
        const transaction = tx as unknown as Database;
        for (;;) {
          const claimed = await claim(transaction, request);
          if (claimed === "ours") break;
          if (claimed) {
            held = claimed;
            return;
          }
        }
        await requestTransaction.run(transaction, next);
        // A failure of the database (the transaction is then unusable) or of ours: undo all of it.
        if (failed(c)) throw new RolledBack();
        await keepAnswer(transaction, c, request);
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
      return;
    }
    return held && replay(c, held, request);
  });
}

/** How often a second request looks whether the first has recorded its answer, and for how long. */
const CLAIM_POLL_MS = 25;
const CLAIM_WAIT_MS = 30_000;

/**
 * The same promise on the embedded database (PGlite: one connection, one writer), where a transaction
 * that spans a request would hold every other request. The key is claimed first (`claim`), the request
 * runs, and its answer is recorded under the key afterwards:
 * - a second request with the key waits until the first has recorded its answer, then gets it
 *   (`Idempotent-Replayed: true`) and applies nothing; after CLAIM_WAIT_MS it is refused (409);
 * - a first request that fails (5xx, an error of ours) gives its key up, and the next applies the write;
 * - a claim left without an answer for CLAIM_STALE_MS (the process died between the write and the record:
 *   the one window this has and the request transaction has not) is taken over by the next request.
 * The same requests are covered as above (a token, no multipart, not the logout); the same answers kept.
 */
export function idempotencyByClaim(db: Database): MiddlewareHandler {
  return keyedWrites(async (c, next, request) => {
    const giveUp = () => db.delete(idempotentRequests).where(request.row);
    const waitingSince = Date.now();
    for (;;) {
      const claimed = await claim(db, request);
      if (claimed === "ours") break;
      // another request with the key is being applied: its answer will be this one's
      const stillRunning = claimed?.status === 0 && Date.now() - waitingSince <= CLAIM_WAIT_MS;
      if (claimed && !stillRunning) return replay(c, claimed, request);
      if (claimed) await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
    }
    try {
      await next();
    } catch (error) {
      await giveUp();
      throw error;
    }
    if (failed(c)) await giveUp();
    else await keepAnswer(db, c, request);
  });
}
