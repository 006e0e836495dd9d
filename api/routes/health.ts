import { createRoute } from "@hono/zod-openapi";
import { APP_VERSION, Health } from "#contracts";
import { publicAccess } from "../auth/access";
import { newRouter } from "./router";

const health = createRoute({
  method: "get",
  path: "/health",
  tags: ["General"],
  summary: "Liveness and database health",
  middleware: publicAccess(),
  responses: {
    200: { description: "Healthy", content: { "application/json": { schema: Health } } },
    503: { description: "Database unreachable", content: { "application/json": { schema: Health } } },
  },
});

export function healthRoutes(ping: () => Promise<boolean>) {
  return newRouter().openapi(health, async (c) => {
    const database = await ping().catch(() => false);
    const body = { status: database ? ("ok" as const) : ("degraded" as const), database, version: APP_VERSION };
    return database ? c.json(body, 200) : c.json(body, 503);
  });
}
