/** Applicant routes under /v1 (bearer token of kind applicant). */
import { createRoute, z } from "@hono/zod-openapi";
import { Account, AccountPatch, ClientMetadata, Unit } from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { getAccount, patchAccount, putMetadata, resetAccount } from "../services/accounts";
import { getUnit } from "../services/units";
import { bearerSecurity, body, json, newRouter } from "./router";

export function accountRoutes(deps: ApiDeps) {
  const { db } = deps;
  const auth = accessGuards(db).requireApplicant();
  const common = { tags: ["Applicant account"], security: bearerSecurity, middleware: [auth] };

  const getAccountRoute = createRoute({
    ...common,
    method: "get",
    path: "/account",
    summary: "The caller's account",
    responses: { 200: json(Account, "The account"), ...errorResponses(401, 403) },
  });
  const patchAccountRoute = createRoute({
    ...common,
    method: "patch",
    path: "/account",
    summary: "Change personal data and hint flags (e-mail only through the study advisor)",
    request: { body: body(AccountPatch) },
    responses: { 200: json(Account, "The changed account"), ...errorResponses(400, 401, 403) },
  });
  const putMetadataRoute = createRoute({
    ...common,
    method: "put",
    path: "/metadata",
    summary: "Merge keys into the account's metadata; a null value removes the key",
    request: { body: body(ClientMetadata) },
    responses: { 200: json(Account, "The changed account"), ...errorResponses(400, 401, 403) },
  });
  const getUnitRoute = createRoute({
    ...common,
    method: "get",
    path: "/unit",
    summary: "The unit `id` of the caller, else the primary unit, else the first",
    request: { query: z.object({ id: z.string().max(100).optional() }) },
    responses: { 200: json(Unit, "The unit"), ...errorResponses(400, 401, 403, 404) },
  });
  const resetMeRoute = createRoute({
    ...common,
    method: "post",
    path: "/reset-me",
    summary: "Development tool: reset metadata and hint flags (404 unless dev tools are on)",
    responses: { 200: json(Account, "The reset account"), ...errorResponses(401, 403, 404) },
  });

  const router = newRouter()
    .openapi(getAccountRoute, async (c) => c.json(await getAccount(db, c.var.principal.accountId!), 200))
    .openapi(patchAccountRoute, async (c) =>
      c.json(await patchAccount(db, c.var.principal.accountId!, c.req.valid("json")), 200),
    )
    .openapi(putMetadataRoute, async (c) =>
      c.json(await putMetadata(db, c.var.principal.accountId!, c.req.valid("json")), 200),
    )
    .openapi(getUnitRoute, async (c) =>
      c.json(await getUnit(db, c.var.principal.accountId!, c.req.valid("query").id), 200),
    );
  if (deps.devTools) {
    router.openapi(resetMeRoute, async (c) => c.json(await resetAccount(db, c.var.principal.accountId!), 200));
  }
  return router;
}
