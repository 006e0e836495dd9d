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
import { and, eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
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

export function idempotency(db: Database): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    const authorization = c.req.header("authorization");
    const multipart = (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/");
    if (key === undefined || !authorization || SAFE_METHODS.has(c.req.method) || multipart) return next();
    if (NOT_COVERED_PATH.test(new URL(c.req.url).pathname)) return next();
    if (!KEY.test(key)) {
      return c.json(
        errorBody(ErrorCode.validationFailed, undefined, {
          "Idempotency-Key": ["16 to 128 letters, digits or _ . : -"],
        }),
        400,
      );
    }
    const requester = hash(authorization);
    const method = c.req.method;
    const path = new URL(c.req.url).pathname;
    let recorded: typeof idempotentRequests.$inferSelect | undefined;
    try {
      await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(idempotentRequests)
          .values({
            key,
            requester,
            method,
            path,
            status: 0,
            body: "",
            expiresAt: new Date(Date.now() + KEEP_ANSWER_MS),
          })
          .onConflictDoNothing()
          .returning({ key: idempotentRequests.key });
        if (claimed.length === 0) {
          [recorded] = await tx
            .select()
            .from(idempotentRequests)
            .where(and(eq(idempotentRequests.key, key), eq(idempotentRequests.requester, requester)));
          return;
        }
        await requestTransaction.run(tx as unknown as Database, next);
        // A failure of the database (the transaction is then unusable) or of ours: undo all of it.
        if (c.res.status >= 500 || (c.error && !(c.error instanceof ApiError))) throw new RolledBack();
        const thisKey = and(eq(idempotentRequests.key, key), eq(idempotentRequests.requester, requester));
        const type = c.res.headers.get("content-type");
        if (type && !RECORDED_TYPE.test(type)) {
          await tx.delete(idempotentRequests).where(thisKey);
          return;
        }
        const text = await c.res.clone().text();
        await tx
          .update(idempotentRequests)
          .set({
            status: c.res.status,
            contentType: c.res.headers.get("content-type"),
            body: text.length <= MAX_RECORDED_BODY ? text : "",
          })
          .where(thisKey);
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
      return;
    }
    if (!recorded) return;
    if (recorded.method !== method || recorded.path !== path) {
      return c.json(
        errorBody(ErrorCode.validationFailed, undefined, {
          "Idempotency-Key": ["already used for another request"],
        }),
        422,
      );
    }
    const headers = new Headers({ "Idempotent-Replayed": "true", "Cache-Control": "no-store" });
    if (recorded.contentType) headers.set("Content-Type", recorded.contentType);
    return new Response(recorded.status === 204 || recorded.body === "" ? null : recorded.body, {
      status: recorded.status,
      headers,
    });
  };
}

/** How long a claimed key may stay without its answer before a retry takes it over (its request died). */
const CLAIM_STALE_MS = 60_000;
/** How often a second request looks whether the first has recorded its answer, and for how long. */
const CLAIM_POLL_MS = 25;
const CLAIM_WAIT_MS = 30_000;

/**
 * The same promise on the embedded database (PGlite: one connection, one writer), where a transaction
 * that spans a request would hold every other request. The key is claimed in a short transaction of its
 * own (checked and written together, so of two requests with one key exactly one claims it), the request
 * runs, and its answer is recorded under the key afterwards:
 * - a second request with the key waits until the first has recorded its answer, then gets it
 *   (`Idempotent-Replayed: true`) and applies nothing;
 * - a first request that fails (5xx, an error of ours) gives its key up, and the next applies the write;
 * - a claim left without an answer for CLAIM_STALE_MS (the process died between the write and the record:
 *   the one window this has and the request transaction has not) is taken over by the next request.
 * The same requests are covered as above (a token, no multipart, not the logout); the same answers kept.
 */
export function idempotencyByClaim(db: Database): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    const authorization = c.req.header("authorization");
    const multipart = (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/");
    if (key === undefined || !authorization || SAFE_METHODS.has(c.req.method) || multipart) return next();
    if (NOT_COVERED_PATH.test(new URL(c.req.url).pathname)) return next();
    if (!KEY.test(key)) {
      return c.json(
        errorBody(ErrorCode.validationFailed, undefined, {
          "Idempotency-Key": ["16 to 128 letters, digits or _ . : -"],
        }),
        400,
      );
    }
    const requester = hash(authorization);
    const method = c.req.method;
    const path = new URL(c.req.url).pathname;
    const thisKey = and(eq(idempotentRequests.key, key), eq(idempotentRequests.requester, requester));

    const waitingSince = Date.now();
    let recorded: typeof idempotentRequests.$inferSelect | undefined;
    for (;;) {
      const claimed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(idempotentRequests).where(thisKey);
        // claimed when its expiry was set: KEEP_ANSWER_MS before it
        const claimedAt = row ? row.expiresAt.getTime() - KEEP_ANSWER_MS : 0;
        const stale = row?.status === 0 && Date.now() - claimedAt > CLAIM_STALE_MS;
        if (row && !stale) return row;
        if (stale) await tx.delete(idempotentRequests).where(thisKey);
        await tx.insert(idempotentRequests).values({
          key,
          requester,
          method,
          path,
          status: 0,
          body: "",
          expiresAt: new Date(Date.now() + KEEP_ANSWER_MS),
        });
        return null;
      });
      if (claimed === null) break; // ours: apply it below
      if (claimed.status !== 0) {
        recorded = claimed;
        break;
      }
      // another request with the key is being applied: its answer will be this one's
      if (Date.now() - waitingSince > CLAIM_WAIT_MS) {
        return c.json(errorBody(ErrorCode.conflict, "A request with this Idempotency-Key is still being applied"), 409);
      }
      await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
    }

    if (!recorded) {
      try {
        await next();
      } catch (error) {
        await db.delete(idempotentRequests).where(thisKey);
        throw error;
      }
      if (c.res.status >= 500 || (c.error && !(c.error instanceof ApiError))) {
        await db.delete(idempotentRequests).where(thisKey);
        return;
      }
      const type = c.res.headers.get("content-type");
      if (type && !RECORDED_TYPE.test(type)) {
        await db.delete(idempotentRequests).where(thisKey);
        return;
      }
      const text = await c.res.clone().text();
      await db
        .update(idempotentRequests)
        .set({ status: c.res.status, contentType: type, body: text.length <= MAX_RECORDED_BODY ? text : "" })
        .where(thisKey);
      return;
    }
    if (recorded.method !== method || recorded.path !== path) {
      return c.json(
        errorBody(ErrorCode.validationFailed, undefined, {
          "Idempotency-Key": ["already used for another request"],
        }),
        422,
      );
    }
    const headers = new Headers({ "Idempotent-Replayed": "true", "Cache-Control": "no-store" });
    if (recorded.contentType) headers.set("Content-Type", recorded.contentType);
    return new Response(recorded.status === 204 || recorded.body === "" ? null : recorded.body, {
      status: recorded.status,
      headers,
    });
  };
}
