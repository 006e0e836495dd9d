/** Applicant routes under /v1 (bearer token of kind applicant). */
import { z } from "@hono/zod-openapi";
import {
  Account,
  AccountLost,
  AccountPatch,
  ClientMetadata,
  FORM_KEY_PATTERN,
  Unit,
  WithdrawalState,
} from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { getAccount, patchAccount, putMetadata, resetAccount } from "../services/accounts";
import { getUnit } from "../services/units";
import { getWithdrawal, withdraw } from "../services/withdrawal";
import { bearerSecurity, body, json, newRouter, routeGroup } from "./router";

export function accountRoutes(deps: ApiDeps) {
  const { db } = deps;
  const publicUrl = deps.publicUrl ?? "http://localhost:3000";
  const auth = accessGuards(db).requireApplicant();
  const common = routeGroup({ tags: ["Applicant account"], security: bearerSecurity, middleware: [auth] });

  const getAccountRoute = common.get("/account", "The caller's account", {
    responses: { 200: json(Account, "The account") },
  });
  const patchAccountRoute = common.patch("/account", {
    summary:
      "Change personal data and hint flags (e-mail only through the study advisor). `clearDraft` names the form (its form key) whose draft of the caller this save replaces: the draft goes in the same transaction.",
    request: {
      query: z.object({ clearDraft: z.string().regex(FORM_KEY_PATTERN).optional() }),
      body: body(AccountPatch),
    },
    responses: { 200: json(Account, "The changed account"), ...errorResponses(400) },
  });
  const putMetadataRoute = common.put("/metadata", {
    summary:
      "Merge keys into the account's metadata; a null value removes the key. A hint flag of docs/product.md#entities (e.g. hideDmsInfoModal: true, false or null) is kept with the account's `hints`. Keys only the API sets (step states, unreadJobOpenings) answer 400.",
    request: { body: body(ClientMetadata) },
    responses: { 200: json(Account, "The changed account"), ...errorResponses(400) },
  });
  const getLostRoute = common.get("/account/lost", {
    summary: "The caller's withdrawal from the programme, null when the caller has not withdrawn",
    responses: { 200: json(WithdrawalState, "The withdrawal") },
  });
  const patchLostRoute = common.patch("/account/lost", {
    summary:
      "Withdraw from the programme with a reason and an optional text (at most 1600 characters): every open match ends as rejected by applicant, the study advisor is notified (in-app and e-mail); 409 when already withdrawn. Only a study advisor can reverse it.",
    request: { body: body(AccountLost) },
    responses: { 200: json(WithdrawalState, "The withdrawal"), ...errorResponses(400, 409) },
  });
  const getUnitRoute = common.get("/unit", "The unit `id` of the caller, else the primary unit, else the first", {
    request: { query: z.object({ id: z.string().max(100).optional() }) },
    responses: { 200: json(Unit, "The unit"), ...errorResponses(400, 404) },
  });
  const resetMeRoute = common.post("/reset-me", {
    summary: "Development tool: reset metadata and hint flags (404 unless dev tools are on)",
    responses: { 200: json(Account, "The reset account"), ...errorResponses(404) },
  });

  const router = newRouter()
    .openapi(getAccountRoute, async (c) => c.json(await getAccount(db, c.var.principal.accountId!), 200))
    .openapi(patchAccountRoute, async (c) =>
      c.json(await patchAccount(db, c.var.principal.accountId!, c.req.valid("json"), c.req.valid("query")), 200),
    )
    .openapi(putMetadataRoute, async (c) =>
      c.json(await putMetadata(db, c.var.principal.accountId!, c.req.valid("json")), 200),
    )
    .openapi(getLostRoute, async (c) => c.json(await getWithdrawal(db, c.var.principal.accountId!), 200))
    .openapi(patchLostRoute, async (c) =>
      c.json(await withdraw(db, c.var.principal.accountId!, c.req.valid("json"), publicUrl), 200),
    )
    .openapi(getUnitRoute, async (c) =>
      c.json(await getUnit(db, c.var.principal.accountId!, c.req.valid("query").id), 200),
    );
  if (deps.devTools) {
    router.openapi(resetMeRoute, async (c) => c.json(await resetAccount(db, c.var.principal.accountId!), 200));
  }
  return router;
}
