/**
 * Writes under an Idempotency-Key (api/idempotency.ts): applied once however often they come, answered
 * the same each time; a write that failed leaves no key behind; a key names a request only for the
 * caller that sent it; services' own transactions run inside the request's.
 */
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { idempotentRequests } from "../db/schema";
import { FEEDBACK_KEY, feedbackBody, feedbackRows } from "./feedback-writes";
import { setupApi, signIdToken, TEST_NONCE } from "./harness";

const { ctx, call, login } = setupApi({ idempotentWrites: true });

const rowsOf = (text: string) => feedbackRows(ctx.handle.db, text);

describe("idempotent writes", () => {
  it("the same key twice: applied once, the second answered with the first's answer", async () => {
    // Given an applicant who sends her feedback
    const fiona = await login("applicant", "applicant-fiona");
    const headers = { "idempotency-key": FEEDBACK_KEY };
    const first = await call("POST", "/api/v1/feedback", { token: fiona, body: feedbackBody("once"), headers });
    // When the same request comes again (a proxy re-sent it)
    const again = await call("POST", "/api/v1/feedback", { token: fiona, body: feedbackBody("once"), headers });
    // Then one row, and the same answer, marked as replayed
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(await rowsOf("once")).toBe(1);
  });

  it("sent at the same time: still applied once", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    const headers = { "idempotency-key": FEEDBACK_KEY };
    const answers = await Promise.all(
      [1, 2, 3].map(() => call("POST", "/api/v1/feedback", { token: fiona, body: feedbackBody("together"), headers })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    expect(await rowsOf("together")).toBe(1);
  });

  it("without a key every request is applied", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    await call("POST", "/api/v1/feedback", { token: fiona, body: feedbackBody("twice") });
    await call("POST", "/api/v1/feedback", { token: fiona, body: feedbackBody("twice") });
    expect(await rowsOf("twice")).toBe(2);
  });

  it("another caller's key of the same text is another request", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    const lena = await login("applicant", "applicant-lena");
    const headers = { "idempotency-key": FEEDBACK_KEY };
    const hers = await call("POST", "/api/v1/feedback", { token: fiona, body: feedbackBody("each"), headers });
    const other = await call("POST", "/api/v1/feedback", { token: lena, body: feedbackBody("each"), headers });
    expect([hers.status, other.status]).toEqual([201, 201]);
    expect(other.json.id).not.toBe(hers.json.id);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(await rowsOf("each")).toBe(2);
  });

  it("a write the database refused leaves no key: sent again correctly, it is applied", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    const headers = { "idempotency-key": FEEDBACK_KEY };
    // NUL in text passes the schema and is refused by PostgreSQL (a data exception, answered 400)
    const refused = await call("POST", "/api/v1/feedback", {
      token: fiona,
      body: feedbackBody("bad\u0000text"),
      headers,
    });
    expect(refused.status).toBe(400);
    const keys = await ctx.handle.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, FEEDBACK_KEY));
    expect(keys).toEqual([]);
    const sent = await call("POST", "/api/v1/feedback", { token: fiona, body: feedbackBody("fixed"), headers });
    expect(sent.status).toBe(201);
    expect(await rowsOf("fixed")).toBe(1);
  });

  it("a refusal of ours (validation) is recorded and answered again", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    const headers = { "idempotency-key": FEEDBACK_KEY };
    const invalid = { selected: "sideways", reasons: "", feedback: "x" };
    const first = await call("POST", "/api/v1/feedback", { token: fiona, body: invalid, headers });
    const again = await call("POST", "/api/v1/feedback", { token: fiona, body: invalid, headers });
    expect(first.status).toBe(400);
    expect(again.status).toBe(400);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
  });

  it("a key already used for another address is refused with 422; a malformed key with 400", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    const headers = { "idempotency-key": FEEDBACK_KEY };
    await call("POST", "/api/v1/feedback", { token: fiona, body: feedbackBody("first use"), headers });
    const elsewhere = await call("POST", "/api/v1/feedback/dismiss", { token: fiona, headers });
    expect(elsewhere.status).toBe(422);
    for (const bad of ["short", "x".repeat(129), "with space 0123456789", "ümlaut-0123456789abc"]) {
      const res = await call("POST", "/api/v1/feedback", {
        token: fiona,
        body: feedbackBody("malformed"),
        headers: { "idempotency-key": bad },
      });
      expect(res.status, bad).toBe(400);
      expect(res.json.errors["Idempotency-Key"]).toBeDefined();
    }
    expect(await rowsOf("malformed")).toBe(0);
  });

  it("a command with its own transaction runs inside the request's and is recorded once", async () => {
    // dismissing the prompt is a service transaction of its own (services/feedback.ts)
    const fiona = await login("applicant", "applicant-fiona");
    const headers = { "idempotency-key": FEEDBACK_KEY };
    const first = await call("POST", "/api/v1/feedback/dismiss", { token: fiona, headers });
    const again = await call("POST", "/api/v1/feedback/dismiss", { token: fiona, headers });
    expect(again.status).toBe(first.status);
    const recorded = await ctx.handle.db
      .select({ n: count() })
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.key, FEEDBACK_KEY), eq(idempotentRequests.path, "/api/v1/feedback/dismiss")));
    expect(recorded[0].n).toBe(1);
  });

  it("the reads of a keyed write (prepared queries) run in its transaction and see what it changed", async () => {
    // Given the account read by a prepared query outside any transaction (built for the database)
    const fiona = await login("applicant", "applicant-fiona");
    expect((await call("GET", "/api/v1/account", { token: fiona })).status).toBe(200);
    // When a keyed change reads the account again before and after its update
    const headers = { "idempotency-key": "form-key-prepared-reads.1" };
    const changed = await call("PATCH", "/api/v1/account", { token: fiona, body: { firstName: "Fiene" }, headers });
    // Then the answer shows the change (read inside the uncommitted transaction; a read on the database
    // itself would wait for that transaction on PGlite's single connection and never answer)
    expect(changed.status).toBe(200);
    expect(changed.json.firstName).toBe("Fiene");
    expect((await call("GET", "/api/v1/account", { token: fiona })).json.firstName).toBe("Fiene");
  });

  it("a file answer (a download) is not recorded: it streams, and a retry downloads again", async () => {
    // Given an applicant who downloads her data through a form (a POST, answered with a ZIP)
    const lena = await login("applicant", "applicant-lena");
    const headers = { "idempotency-key": "download-key-0123456789.1" };
    const download = () =>
      ctx.api.fetch(
        new Request("http://internal/api/v1/account/data-export", {
          method: "POST",
          headers: { ...headers, authorization: `Bearer ${lena}` },
        }),
      );
    // When she downloads twice with the same key
    const first = await download();
    const firstBytes = (await first.arrayBuffer()).byteLength;
    const again = await download();
    const againBytes = (await again.arrayBuffer()).byteLength;
    // Then both are the whole file, neither is a replay, and no answer is kept for the key
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(first.headers.get("content-type")).toBe("application/zip");
    expect(firstBytes).toBeGreaterThan(1000);
    expect(againBytes).toBeGreaterThan(1000);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    const kept = await ctx.handle.db
      .select()
      .from(idempotentRequests)
      .where(eq(idempotentRequests.key, "download-key-0123456789.1"));
    expect(kept).toHaveLength(0);
  });

  it("a logout is not recorded: its ID token is handed out once, a re-sent logout finds the token revoked", async () => {
    // Given an applicant signed in with an ID token, who logs out through a form (with its key)
    const idToken = await signIdToken("applicant", "applicant-lena");
    const lena = (await call("POST", "/api/v1/auth", { body: { accessToken: "at", idToken, nonce: TEST_NONCE } })).json
      .api_token;
    const headers = { "idempotency-key": "logout-key-0123456789.1" };
    const first = await call("POST", "/api/v1/auth/logout", { token: lena, headers });
    // When a proxy sends the same logout again
    const again = await call("POST", "/api/v1/auth/logout", { token: lena, headers });
    // Then only the first has the ID token, the second is no replay of it, and no copy is kept under the key
    expect(first.json).toEqual({ id_token_hint: idToken });
    expect(again.status).toBe(401);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    const kept = await ctx.handle.db
      .select()
      .from(idempotentRequests)
      .where(eq(idempotentRequests.key, "logout-key-0123456789.1"));
    expect(kept).toHaveLength(0);
  });
});
