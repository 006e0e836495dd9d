import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pendingForms } from "../db/schema";
import { setupApi } from "./harness";

const { ctx, call } = setupApi({ devTools: true });

describe("POST /api/dev/jobs/{name} (dev tools): the journeys' test clock", () => {
  it("runs the named job as of the given time", async () => {
    const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
    await ctx.handle.db.insert(pendingForms).values({ id: "clock-probe", tag: "t", data: "{}", bytes: 2, expiresAt });

    const beforeExpiry = await call("POST", "/api/dev/jobs/sweep-expired", {
      body: { at: new Date(expiresAt.getTime() - 60_000).toISOString() },
    });
    expect(beforeExpiry.status).toBe(200);
    expect(beforeExpiry.json).toMatchObject({ job: "sweep-expired", result: { pendingForms: 0 } });
    expect(await ctx.handle.db.select().from(pendingForms).where(eq(pendingForms.id, "clock-probe"))).toHaveLength(1);

    const afterExpiry = await call("POST", "/api/dev/jobs/sweep-expired", {
      body: { at: new Date(expiresAt.getTime() + 60_000).toISOString() },
    });
    expect(afterExpiry.json.result.pendingForms).toBe(1);
    expect(await ctx.handle.db.select().from(pendingForms).where(eq(pendingForms.id, "clock-probe"))).toHaveLength(0);
  });

  it("answers 404 for a job that does not exist and 400 for a time that is not one", async () => {
    const at = new Date().toISOString();
    expect((await call("POST", "/api/dev/jobs/no-such-job", { body: { at } })).status).toBe(404);
    expect((await call("POST", "/api/dev/jobs/sweep-expired", { body: { at: "next tuesday" } })).status).toBe(400);
    expect((await call("POST", "/api/dev/jobs/sweep-expired", { body: {} })).status).toBe(400);
  });
});
