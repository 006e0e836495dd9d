/**
 * GET/PUT /b2b/v1/me/digest (company users) and /advisor/v1/me/digest (advisors): the caller's own daily
 * digest switch (ADR 033). Nobody reads or changes another user's switch: the path names no user.
 */
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { DigestSetting } from "#contracts/digest";
import { accessGuards } from "../auth/access";
import type { ApiDeps, ApiEnv } from "../env";
import { errorResponses } from "../errors";
import { type DigestRecipientKind, getDigestSetting, putDigestSetting } from "../services/digest";
import { bearerSecurity, body, json, newRouter } from "./router";

function digestRoutes(deps: ApiDeps, kind: DigestRecipientKind) {
  const { db } = deps;
  const guards = accessGuards(db);
  const auth = kind === "company" ? guards.requireCompanyUser() : guards.requireAdvisor();
  const tags = ["Daily digest"];
  const read = createRoute({
    middleware: auth,
    method: "get",
    path: "/me/digest",
    tags,
    summary: "Whether the caller receives the daily digest mail",
    security: bearerSecurity,
    responses: { 200: json(DigestSetting, "The caller's switch") },
  });
  const write = createRoute({
    middleware: auth,
    method: "put",
    path: "/me/digest",
    tags,
    summary: "Turn the caller's daily digest mail on or off (at most one mail a day, none on a day without news)",
    security: bearerSecurity,
    request: { body: body(DigestSetting) },
    responses: { 200: json(DigestSetting, "The caller's switch"), ...errorResponses(400) },
  });
  const me = (c: Context<ApiEnv>) => (kind === "company" ? c.var.principal.companyUserId! : c.var.principal.advisorId!);
  return newRouter()
    .openapi(read, async (c) => c.json(await getDigestSetting(db, kind, me(c)), 200))
    .openapi(write, async (c) => c.json(await putDigestSetting(db, kind, me(c), c.req.valid("json")), 200));
}

/** /b2b/v1/me/digest */
export const companyDigestRoutes = (deps: ApiDeps) => digestRoutes(deps, "company");
/** /advisor/v1/me/digest */
export const advisorDigestRoutes = (deps: ApiDeps) => digestRoutes(deps, "study_advisor");
