/**
 * Campaigns for applicants (docs/product.md#api-calls "GET /campaigns", "POST /campaigns/{id}/register",
 * "POST /campaigns/{id}/participate"): running campaigns (startsAt ≤ now ≤ endsAt) with the caller's own
 * registration. Registering is idempotent; taking part needs a registration first (409 otherwise) and is
 * idempotent too. Ended or unknown campaigns are "not found".
 */
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { type Campaign, ErrorCode } from "#contracts";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import { campaignParticipations, campaigns } from "../db/schema";
import { ApiError, notFound, uuidOr404 } from "../errors";
import { about, actedBy, audit } from "./audit";
import type { Lang } from "./news";

const running = () => and(lte(campaigns.startsAt, new Date()), gte(campaigns.endsAt, new Date()));

export async function listCampaigns(
  db: Database,
  accountId: string,
  lang: Lang,
  placement?: string,
): Promise<Campaign[]> {
  const rows = await db
    .select({ c: campaigns, p: campaignParticipations })
    .from(campaigns)
    .leftJoin(
      campaignParticipations,
      and(eq(campaignParticipations.campaignId, campaigns.id), eq(campaignParticipations.accountId, accountId)),
    )
    .where(and(running(), placement ? eq(campaigns.placement, placement) : undefined))
    .orderBy(asc(campaigns.endsAt), asc(campaigns.id));
  return rows.map(({ c, p }) => ({
    id: c.id,
    title: lang === "en" ? c.titleEn : c.titleDe,
    description: lang === "en" ? c.descriptionEn : c.descriptionDe,
    placement: c.placement,
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    registeredAt: p?.registeredAt.toISOString() ?? null,
    participatedAt: p?.participatedAt?.toISOString() ?? null,
  }));
}

async function runningCampaign(db: Database, id: string) {
  uuidOr404(id, "Campaign not found");
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), running()));
  if (!row) throw notFound("Campaign not found");
  return row;
}

export async function registerForCampaign(db: Database, accountId: string, id: string, lang: Lang) {
  await runningCampaign(db, id);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(campaignParticipations)
      .values({ campaignId: id, accountId })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) {
      await audit(tx, { ...actedBy("applicant", accountId), action: "campaign.registered", ...about("campaign", id) });
    }
  });
  return (await listCampaigns(db, accountId, lang)).find((c) => c.id === id)!;
}

export async function participateInCampaign(db: Database, accountId: string, id: string, lang: Lang) {
  await runningCampaign(db, id);
  const p = await firstRow(
    db,
    campaignParticipations,
    eq(campaignParticipations.campaignId, id),
    eq(campaignParticipations.accountId, accountId),
  );
  if (!p) throw new ApiError(409, ErrorCode.conflict, "Register for the campaign first");
  if (!p.participatedAt) {
    await db.transaction(async (tx) => {
      await tx
        .update(campaignParticipations)
        .set({ participatedAt: new Date() })
        .where(and(eq(campaignParticipations.campaignId, id), eq(campaignParticipations.accountId, accountId)));
      await audit(tx, {
        ...actedBy("applicant", accountId),
        action: "campaign.participated",
        ...about("campaign", id),
      });
    });
  }
  return (await listCampaigns(db, accountId, lang)).find((c) => c.id === id)!;
}
