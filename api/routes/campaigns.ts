/**
 * Campaigns for applicants (docs/product.md#api-calls): GET /v1/campaigns (running ones, optionally by placement, with the
 * caller's registration), POST /v1/campaigns/{id}/register and …/participate (both idempotent; taking
 * part needs a registration, 409 otherwise).
 */
import { Campaign, CampaignIdParam, CampaignList, CampaignQuery } from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { listCampaigns, participateInCampaign, registerForCampaign } from "../services/campaigns";
import { readerLanguage } from "../services/news";
import { bearerSecurity, json, newRouter, routeGroup } from "./router";

export function campaignRoutes(deps: ApiDeps) {
  const { db } = deps;
  const common = routeGroup({
    tags: ["Campaigns"],
    security: bearerSecurity,
    middleware: [accessGuards(db).requireApplicant()],
  });
  const LangQuery = CampaignQuery.pick({ lang: true });
  const list = common.get("/campaigns", "Running campaigns with the caller's registration and participation", {
    request: { query: CampaignQuery },
    responses: { 200: json(CampaignList, "The campaigns"), ...errorResponses(400) },
  });
  const register = common.post("/campaigns/{id}/register", "Register for a running campaign (idempotent)", {
    request: { params: CampaignIdParam, query: LangQuery },
    responses: { 200: json(Campaign, "Registered"), ...errorResponses(400, 404) },
  });
  const participate = common.post("/campaigns/{id}/participate", {
    summary: "Take part in a campaign one registered for (idempotent; 409 without registration)",
    request: { params: CampaignIdParam, query: LangQuery },
    responses: { 200: json(Campaign, "Taking part"), ...errorResponses(400, 404, 409) },
  });
  return newRouter()
    .openapi(list, async (c) => {
      const { placement, lang } = c.req.valid("query");
      const accountId = c.var.principal.accountId!;
      const items = await listCampaigns(
        db,
        accountId,
        await readerLanguage(db, "applicant", accountId, lang),
        placement,
      );
      return c.json({ items }, 200);
    })
    .openapi(register, async (c) => {
      const accountId = c.var.principal.accountId!;
      const lang = await readerLanguage(db, "applicant", accountId, c.req.valid("query").lang);
      return c.json(await registerForCampaign(db, accountId, c.req.valid("param").id, lang), 200);
    })
    .openapi(participate, async (c) => {
      const accountId = c.var.principal.accountId!;
      const lang = await readerLanguage(db, "applicant", accountId, c.req.valid("query").lang);
      return c.json(await participateInCampaign(db, accountId, c.req.valid("param").id, lang), 200);
    });
}
