/** Step 5 (practice-partner search) and contract and enrolment, applicant side, under /v1. */
import { z } from "@hono/zod-openapi";
import {
  HealthInsurance,
  MotivationBody,
  MotivationDraft,
  PartnerContractState,
  PartnerFound,
  PartnerPreferences,
} from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { completeContract, contractTemplate, setHealthInsurance } from "../services/contract";
import { generateMotivation } from "../services/motivation";
import {
  completePartnerSearch,
  getPartnerContractState,
  setMotivation,
  setPartnerFound,
  setPreferences,
} from "../services/partner";
import { bearerSecurity, body, json, newRouter, routeGroup } from "./router";

const lngQuery = z.object({ lng: z.enum(["de", "en"]).optional() });

export function partnerRoutes(deps: ApiDeps) {
  const { db } = deps;
  const auth = accessGuards(db).requireApplicant();
  const partner = routeGroup({ tags: ["Practice-partner search"], security: bearerSecurity, middleware: [auth] });
  const contract = routeGroup({ tags: ["Contract and enrolment"], security: bearerSecurity, middleware: [auth] });
  const state = json(PartnerContractState, "The state of step 5 and the contract step");

  const stateRoute = partner.get("/partner-search", {
    summary: "The state of step 5 and of the contract step (preferences, motivation, insurance, done flags)",
    responses: { 200: state, ...errorResponses(404) },
  });
  const preferencesRoute = partner.put("/partner-search/preferences", {
    summary: "Set the maximum distance to the practice partner (5, 10, 15 or 20 km)",
    request: { body: body(PartnerPreferences) },
    responses: { 200: state, ...errorResponses(400, 404) },
  });
  const motivationRoute = partner.put("/partner-search/motivation", {
    summary: "Save the motivation text (at most 1600 characters)",
    request: { body: body(MotivationBody) },
    responses: { 200: state, ...errorResponses(400, 404) },
  });
  const generateRoute = partner.post("/partner-search/motivation/generate", {
    summary:
      "A short-profile draft from the caller's own data (fixed template, same data → same text, ≤ 1600 characters); not saved",
    request: { query: lngQuery },
    responses: { 200: json(MotivationDraft, "The draft"), ...errorResponses(400, 404) },
  });
  const partnerFoundRoute = partner.put("/partner-search/partner-found", {
    summary: "Confirm that a practice partner was found, with its contact data and address (at least 15 characters)",
    request: { body: body(PartnerFound) },
    responses: { 200: state, ...errorResponses(400, 404) },
  });
  const completeRoute = partner.post("/partner-search/complete", {
    summary:
      "Complete step 5: needs stage Examined Application or later, and distance + motivation or a found partner (else 409); unit → Ready to match",
    responses: { 200: state, ...errorResponses(404, 409) },
  });
  const insuranceRoute = contract.put("/contract/health-insurance", {
    summary:
      "Health-insurance type, notification and proof date; 409 before 3 months ahead of study start, 400 when the proof is older than 3 months at study start",
    request: { body: body(HealthInsurance) },
    responses: { 200: state, ...errorResponses(400, 404, 409) },
  });
  const templateRoute = contract.get("/contract/template", {
    summary: "The study contract template as a PDF with the caller's name, course, campus and study start",
    request: { query: lngQuery },
    responses: {
      200: {
        description: "The PDF",
        content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
      },
      ...errorResponses(400, 404),
    },
  });
  const contractCompleteRoute = contract.post("/contract/complete", {
    summary:
      "Complete the contract step: needs step 5 done, the health-insurance data and an uploaded Contract document; 409 before 3 months ahead of study start",
    responses: { 200: state, ...errorResponses(400, 404, 409) },
  });

  const me = (c: { var: { principal: { accountId?: string | null } } }) => c.var.principal.accountId!;

  return newRouter()
    .openapi(stateRoute, async (c) => c.json(await getPartnerContractState(db, me(c)), 200))
    .openapi(preferencesRoute, async (c) => {
      await setPreferences(db, me(c), c.req.valid("json"));
      return c.json(await getPartnerContractState(db, me(c)), 200);
    })
    .openapi(motivationRoute, async (c) => {
      await setMotivation(db, me(c), c.req.valid("json"));
      return c.json(await getPartnerContractState(db, me(c)), 200);
    })
    .openapi(generateRoute, async (c) =>
      c.json({ text: await generateMotivation(db, me(c), c.req.valid("query").lng ?? "de") }, 200),
    )
    .openapi(partnerFoundRoute, async (c) => {
      await setPartnerFound(db, me(c), c.req.valid("json"));
      return c.json(await getPartnerContractState(db, me(c)), 200);
    })
    .openapi(completeRoute, async (c) => c.json(await completePartnerSearch(db, me(c)), 200))
    .openapi(insuranceRoute, async (c) => {
      await setHealthInsurance(db, me(c), c.req.valid("json"));
      return c.json(await getPartnerContractState(db, me(c)), 200);
    })
    .openapi(templateRoute, async (c) => {
      const pdf = await contractTemplate(db, me(c), c.req.valid("query").lng ?? "de");
      return c.body(new Uint8Array(pdf), 200, {
        "content-type": "application/pdf",
        "content-disposition": 'attachment; filename="studienvertrag.pdf"',
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      });
    })
    .openapi(contractCompleteRoute, async (c) => c.json(await completeContract(db, me(c)), 200));
}
