/**
 * Replays without a request transaction, as the server runs on the embedded database (PGlite, one writer):
 * an Idempotency-Key deduplicates there too (api/idempotency.ts `idempotencyByClaim`). Five posts with
 * one key at once make one comment; a failed write gives its key up; the key names a request only for its
 * caller. Run on PostgreSQL too (npm run test:pg), where the claim's statements race on many connections.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { idempotentRequests } from "../db/schema";
import { FEEDBACK_KEY, feedbackBody, feedbackRows } from "./feedback-writes";
import { setupApi } from "./harness";

const { ctx, call, login } = setupApi();

const rowsOf = (text: string) => feedbackRows(ctx.handle.db, text);

describe("idempotent writes claimed before they run", () => {
  it("five at the same time with one key: applied once, all answered alike", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    const headers = { "idempotency-key": FEEDBACK_KEY };
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        call("POST", "/api/v1/feedback", { token: fiona, body: feedbackBody("five"), headers }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(4);
    expect(await rowsOf("five")).toBe(1);
    // and later again (a proxy's retry)
    const later = await call("POST", "/api/v1/feedback", { token: fiona, body: feedbackBody("five"), headers });
    expect(later.json.id).toBe(answers[0].json.id);
    expect(await rowsOf("five")).toBe(1);
  });

  it("round after round of five at once, each round with a key of its own: one write and four replays each", async () => {
    // the race of a check before the write needs two requests between the two at once: many rounds find it
    const fiona = await login("applicant", "applicant-fiona");
    for (let round = 1; round <= 12; round++) {
      const headers = { "idempotency-key": `${FEEDBACK_KEY}.round-${round}` };
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map(() =>
          call("POST", "/api/v1/feedback", { token: fiona, body: feedbackBody(`round ${round}`), headers }),
        ),
      );
      expect(
        answers.map((a) => a.status),
        `round ${round}`,
      ).toEqual([201, 201, 201, 201, 201]);
      expect(
        answers.filter((a) => a.headers.get("idempotent-replayed") === "true"),
        `round ${round}`,
      ).toHaveLength(4);
      expect(await rowsOf(`round ${round}`), `round ${round}`).toBe(1);
    }
  });

  it("a refused write is recorded as refused; another caller's key is another request", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    const lena = await login("applicant", "applicant-lena");
    const headers = { "idempotency-key": FEEDBACK_KEY };
    const invalid = await call("POST", "/api/v1/feedback", { token: fiona, body: { selected: "x" }, headers });
    expect(invalid.status).toBe(400);
    const again = await call("POST", "/api/v1/feedback", { token: fiona, body: { selected: "x" }, headers });
    expect(again.status).toBe(400);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const hers = await call("POST", "/api/v1/feedback", { token: lena, body: feedbackBody("lena's"), headers });
    expect(hers.status).toBe(201);
    expect(await rowsOf("lena's")).toBe(1);
  });

  it("a claim left without its answer (its request died) is taken over after a minute", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    const headers = { "idempotency-key": FEEDBACK_KEY };
    await call("POST", "/api/v1/feedback", { token: fiona, body: feedbackBody("first"), headers });
    // as if the first request had died between its claim and its answer, two minutes ago
    await ctx.handle.db
      .update(idempotentRequests)
      .set({ status: 0, body: "", expiresAt: new Date(Date.now() + 24 * 3600_000 - 120_000) })
      .where(eq(idempotentRequests.key, FEEDBACK_KEY));
    const retry = await call("POST", "/api/v1/feedback", { token: fiona, body: feedbackBody("first"), headers });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
  });
});
