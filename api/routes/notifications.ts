/** GET /v1/notifications: the applicant's in-app notifications, newest first. */
import { createRoute, z } from "@hono/zod-openapi";
import { NotificationList } from "../../contracts";
import { requireAuth } from "../auth/middleware";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { listNotifications } from "../services/notifications";
import { bearerSecurity, newRouter } from "./router";

const listRoute = (deps: ApiDeps) =>
  createRoute({
    middleware: [requireAuth(deps.db, ["applicant"])] as const,
    method: "get",
    path: "/notifications",
    tags: ["Notifications"],
    summary: "The caller's notifications, newest first (limit 1–50, default 4; offset default 0)",
    security: bearerSecurity,
    request: {
      query: z.object({
        limit: z.coerce.number().int().min(1).max(50).default(4),
        offset: z.coerce.number().int().min(0).max(100_000).default(0),
      }),
    },
    responses: {
      200: { description: "The notifications", content: { "application/json": { schema: NotificationList } } },
      ...errorResponses(400, 401, 403),
    },
  });

export function notificationRoutes(deps: ApiDeps) {
  const { db } = deps;
  return newRouter().openapi(listRoute(deps), async (c) => {
    const { limit, offset } = c.req.valid("query");
    return c.json(await listNotifications(db, "applicant", c.var.principal.accountId!, limit, offset), 200);
  });
}
