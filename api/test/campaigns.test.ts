/**
 * Campaigns (GET /v1/campaigns, POST …/{id}/register, …/{id}/participate): running campaigns only, the
 * caller's own registration, idempotent commands, participation needs a registration (409), ended or
 * unknown campaigns are not found, and other token kinds are refused.
 */
import { describe, expect, it } from "vitest";
import { campaigns } from "../db/schema";
import { setupApi } from "./harness";

const { ctx, call, login, expectRefusedToOthers } = setupApi();

const DAY = 86_400_000;

describe("campaigns", () => {
  it("lists the running campaigns with the caller's state; register and participate are idempotent", async () => {
    const token = await login("applicant", "applicant-lena");
    const list = await call("GET", "/api/v1/campaigns?placement=application", { token });
    expect(list.status).toBe(200);
    expect(list.json.items).toHaveLength(2);
    const [campaign] = list.json.items;
    expect(campaign).toMatchObject({ registeredAt: null, participatedAt: null });

    const early = await call("POST", `/api/v1/campaigns/${campaign.id}/participate`, { token });
    expect(early.status).toBe(409);

    const registered = await call("POST", `/api/v1/campaigns/${campaign.id}/register`, { token });
    expect(registered.status).toBe(200);
    expect(registered.json.registeredAt).not.toBeNull();
    const again = await call("POST", `/api/v1/campaigns/${campaign.id}/register`, { token });
    expect(again.json.registeredAt).toBe(registered.json.registeredAt);

    const took = await call("POST", `/api/v1/campaigns/${campaign.id}/participate`, { token });
    expect(took.status).toBe(200);
    expect(took.json.participatedAt).not.toBeNull();
    expect((await call("POST", `/api/v1/campaigns/${campaign.id}/participate`, { token })).json.participatedAt).toBe(
      took.json.participatedAt,
    );

    // another applicant's state is their own
    const other = await login("applicant", "applicant-max");
    const theirs = (await call("GET", "/api/v1/campaigns", { token: other })).json.items;
    expect(theirs.every((c: { registeredAt: string | null }) => c.registeredAt === null)).toBe(true);
  });

  it("ended and unknown campaigns are not found; the English texts on request", async () => {
    const [ended] = await ctx.handle.db
      .insert(campaigns)
      .values({
        titleDe: "Vorbei",
        titleEn: "Over",
        descriptionDe: "-",
        descriptionEn: "-",
        startsAt: new Date(Date.now() - 10 * DAY),
        endsAt: new Date(Date.now() - DAY),
        placement: "application",
      })
      .returning();
    const token = await login("applicant", "applicant-lena");
    const list = (await call("GET", "/api/v1/campaigns?lang=en", { token })).json.items;
    expect(list.map((c: { title: string }) => c.title)).toEqual(
      expect.arrayContaining(["Early applicant bonus", "Speed dating with practice partners"]),
    );
    expect(list).toHaveLength(2);
    expect((await call("POST", `/api/v1/campaigns/${ended.id}/register`, { token })).status).toBe(404);
    expect((await call("POST", "/api/v1/campaigns/nope/register", { token })).status).toBe(404);
  });

  it("refuses company users (403) and anonymous callers (401)", async () => {
    const company = await login("company", "company-olaf");
    await expectRefusedToOthers("GET", "/api/v1/campaigns", company);
  });
});
