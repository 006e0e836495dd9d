/**
 * The route that answered a request, for the server's metrics (server/observability.ts `routeLabel`):
 * its path as registered (`/api/v1/news/:id`), never the request's, so that the label set stays as small
 * as the API. A request no route answers (a 404) notes nothing: the server counts it as unmatched.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import { METHOD_NAME_ALL } from "hono/router";
import type { ApiEnv } from "./env";

/** The path of the handler (not a middleware, which is registered for every method) that answered, if one did. */
export function answeringRoute(c: Context): string | undefined {
  return matchedRoutes(c).findLast((route) => route.method !== METHOD_NAME_ALL)?.path;
}

export const noteAnsweringRoute = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  const route = answeringRoute(c);
  // c.env is absent when the portal calls the API in-process
  if (route) (c.env as ApiEnv["Bindings"] | undefined)?.noteRoute?.(route);
});
