/** Newsletter unsubscription under /v1/unsubscribe/{id}: public (the link in the newsletter is the key). */
import { z } from "@hono/zod-openapi";
import { Unsubscription } from "#contracts";
import { publicAccess } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { getSubscription, unsubscribe } from "../services/newsletter";
import { json, newRouter, routeGroup } from "./router";

const idParam = z.object({ id: z.string().max(100).describe("the opaque id of the unsubscribe link") });

export function newsletterRoutes(deps: ApiDeps) {
  const { db } = deps;
  const common = routeGroup({ tags: ["Newsletter"], middleware: publicAccess() });
  const getRoute = common.get("/unsubscribe/{id}", {
    summary: "What the link would unsubscribe (list, partly hidden address, whether already done)",
    request: { params: idParam },
    responses: { 200: json(Unsubscription, "The subscription"), ...errorResponses(404) },
  });
  const postRoute = common.post("/unsubscribe/{id}", {
    summary: "Unsubscribe; idempotent (a second call answers the same success); unknown id → 404",
    request: { params: idParam },
    responses: { 200: json(Unsubscription, "Unsubscribed"), ...errorResponses(404) },
  });
  return newRouter()
    .openapi(getRoute, async (c) => c.json(await getSubscription(db, c.req.valid("param").id), 200))
    .openapi(postRoute, async (c) => c.json(await unsubscribe(db, c.req.valid("param").id), 200));
}
