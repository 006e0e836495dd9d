/**
 * Company selection of a company user (docs/product.md#other-flows, docs/product.md#api-calls): accept or decline a pending invitation, choose
 * the default company; and the public look-up of an invitation link for the page before the login.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { B2bUser, InvitationInfo } from "#contracts";
import { accessGuards, publicAccess } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { getB2bUser } from "../services/b2b-users";
import { acceptOwnInvitation, declineOwnInvitation, invitationInfo, setDefaultCompany } from "../services/invitations";
import { bearerSecurity, companyParam, json, newRouter, routeGroup } from "./router";

export function companySelectionRoutes(deps: ApiDeps) {
  const { db } = deps;
  const common = routeGroup({
    tags: ["Company selection"],
    security: bearerSecurity,
    middleware: accessGuards(db).requireCompanyUser(),
  });
  const command = (path: string, summary: string) =>
    common.post(`/me/companies/{id}/${path}`, {
      summary,
      request: { params: companyParam },
      responses: { 200: json(B2bUser, "The company user afterwards"), ...errorResponses(401, 404, 409) },
    });
  const accept = command("accept-invitation", "Accept the caller's pending invitation to the company (409 if none)");
  const decline = command(
    "decline-invitation",
    "Decline the caller's pending invitation: the membership is removed (409 if none)",
  );
  const setDefault = command(
    "set-default",
    "Make the company the caller's default company (accepted memberships only; 409 while pending)",
  );
  const invitation = createRoute({
    middleware: publicAccess(),
    method: "get",
    path: "/invitations/{token}",
    tags: ["Company selection"],
    summary: "State of an invitation link (valid, expired, accepted, revoked) and its company",
    request: { params: z.object({ token: z.string().min(1).max(200) }) },
    responses: { 200: json(InvitationInfo, "The invitation"), ...errorResponses(404) },
  });
  const me = (id: string) => getB2bUser(db, id);
  return newRouter()
    .openapi(accept, async (c) => {
      const userId = c.var.principal.companyUserId!;
      await acceptOwnInvitation(db, userId, c.req.valid("param").id);
      return c.json(await me(userId), 200);
    })
    .openapi(decline, async (c) => {
      const userId = c.var.principal.companyUserId!;
      await declineOwnInvitation(db, userId, c.req.valid("param").id);
      return c.json(await me(userId), 200);
    })
    .openapi(setDefault, async (c) => {
      const userId = c.var.principal.companyUserId!;
      await setDefaultCompany(db, userId, c.req.valid("param").id);
      return c.json(await me(userId), 200);
    })
    .openapi(invitation, async (c) => c.json(await invitationInfo(db, c.req.valid("param").token), 200));
}
