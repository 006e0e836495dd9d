/** Company user routes under /b2b/v1 (bearer token of kind company). */
import { z } from "@hono/zod-openapi";
import { B2bUser, B2bUserPatch, ConsentsPut } from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { getB2bUser, patchB2bUser, putConsents } from "../services/b2b-users";
import { bearerSecurity, newRouter, routeGroup } from "./router";

const userResponse = (description: string) => ({ description, content: { "application/json": { schema: B2bUser } } });

export function b2bRoutes(deps: ApiDeps) {
  const { db } = deps;
  const common = routeGroup({
    tags: ["Company (B2B)"],
    security: bearerSecurity,
    middleware: accessGuards(db).requireCompanyUser(),
  });
  const getMe = common.get("/me", {
    summary: "The caller with permissions of the current (default) company, or of `companyId`, and consents",
    request: {
      query: z.object({
        companyId: z
          .string()
          .optional()
          .describe("permissions and isOwner for this company (404 unless an accepted membership)"),
      }),
    },
    responses: { 200: userResponse("The company user"), ...errorResponses(404) },
  });
  const patchMe = common.patch("/me", "Change the caller's own data and hint flags", {
    request: { body: { required: true, content: { "application/json": { schema: B2bUserPatch } } } },
    responses: { 200: userResponse("The changed company user"), ...errorResponses(400) },
  });
  const putConsentsRoute = common.put("/consents", "Set consent statuses", {
    request: { body: { required: true, content: { "application/json": { schema: ConsentsPut } } } },
    responses: { 200: userResponse("The company user with its consents"), ...errorResponses(400) },
  });
  return newRouter()
    .openapi(getMe, async (c) =>
      c.json(await getB2bUser(db, c.var.principal.companyUserId!, c.req.valid("query").companyId), 200),
    )
    .openapi(patchMe, async (c) =>
      c.json(await patchB2bUser(db, c.var.principal.companyUserId!, c.req.valid("json")), 200),
    )
    .openapi(putConsentsRoute, async (c) =>
      c.json(await putConsents(db, c.var.principal.companyUserId!, c.req.valid("json").consents), 200),
    );
}
