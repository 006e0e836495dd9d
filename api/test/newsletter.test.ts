/** Newsletter unsubscription: public, idempotent, unknown ids answer 404 without changing anything. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscriptions } from "../db/schema";
import { DEMO_UNSUBSCRIBE_IDS } from "../db/seed-support";
import { setupApi } from "./harness";

const { ctx, call } = setupApi();
const id = DEMO_UNSUBSCRIBE_IDS.lenaApplicantNews;

describe("newsletter unsubscription", () => {
  it("shows what the link unsubscribes, unsubscribes once and answers the same success again", async () => {
    const before = await call("GET", `/api/v1/unsubscribe/${id}`);
    expect(before.status).toBe(200);
    expect(before.json).toEqual({
      list: "applicant_news",
      email: "l…@example.org",
      unsubscribed: false,
      unsubscribedAt: null,
    });
    const first = await call("POST", `/api/v1/unsubscribe/${id}`);
    expect(first.status).toBe(200);
    expect(first.json.unsubscribed).toBe(true);
    const second = await call("POST", `/api/v1/unsubscribe/${id}`);
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    const [row] = await ctx.handle.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
    expect(row.unsubscribedAt?.toISOString()).toBe(first.json.unsubscribedAt);
    // the other subscription is untouched
    const other = await call("GET", `/api/v1/unsubscribe/${DEMO_UNSUBSCRIBE_IDS.olafWeeklyJobOpenings}`);
    expect(other.json.unsubscribed).toBe(false);
  });

  it("an unknown or malformed id is a 404 with the error body", async () => {
    const unknown = await call("POST", "/api/v1/unsubscribe/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe(1008);
    expect((await call("POST", "/api/v1/unsubscribe/nonsense")).status).toBe(404);
    expect((await call("GET", "/api/v1/unsubscribe/nonsense")).status).toBe(404);
  });
});
