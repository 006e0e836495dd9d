import { createRoute, OpenAPIHono, type RouteConfig, z } from "@hono/zod-openapi";
import { accessOf, describeAccess } from "../auth/access";
import type { ApiEnv } from "../env";
import { errorResponses, validationHook } from "../errors";

/** OpenAPI security requirement of the bearer-protected routes. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** What the access middleware answers the callers it refuses: no valid token 401, anyone else it does not let in 403. */
const refusals = errorResponses(401, 403);

/**
 * The route as documented: the access its middleware declares (api/auth/access.ts) is appended to the
 * summary and kept as `x-access`, and unless anyone may call it, the middleware's refusals (401, 403) join
 * its responses (a route that documents its own 401 lists its refusals itself), so the document states
 * exactly what is checked. Routes that declare nothing are documented as they are (a test lists them).
 */
export function withDeclaredAccess<R extends RouteConfig>(route: R): R {
  const middleware = route.middleware === undefined ? [] : [route.middleware].flat();
  const declared = middleware.map(accessOf).filter((a) => a !== undefined);
  if (declared.length === 0) return route;
  if (declared.length > 1) throw new Error(`${route.method} ${route.path} declares its access more than once`);
  const [access] = declared;
  return {
    ...route,
    summary: route.summary ? `${route.summary}. ${describeAccess(access)}` : describeAccess(access),
    "x-access": access,
    ...(access.who !== "anyone" && !route.responses[401] ? { responses: { ...refusals, ...route.responses } } : {}),
    ...(access.who !== "anyone" && !route.security ? { security: bearerSecurity } : {}),
  };
}

/**
 * Every router answers invalid input with 400 code 1007 and field errors, and documents each route's
 * declared access (`withDeclaredAccess`).
 */
export const newRouter = () => {
  const router = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  const openapi = router.openapi;
  router.openapi = ((route, handler, hook) => openapi(withDeclaredAccess(route), handler, hook)) as typeof openapi;
  return router;
};

/** An OpenAPI JSON response of `schema`. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** The path parameter of the company routes (`/companies/{id}/…`). */
export const companyParam = z.object({ id: z.string().describe("company id") });

/** The answer of a write that has nothing to return. */
export const noContent = { 204: { description: "Done" } };

/** A required OpenAPI JSON request body of `schema`. */
export const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

/** What the routes of one group share: tags, security and the access middleware. */
type SharedRouteConfig = Omit<RouteConfig, "method" | "path" | "responses">;

/** A route of a group as declared: everything but what the method and the path say. */
type DeclaredRoute = Omit<RouteConfig, "method" | "path">;

/**
 * Declares the routes of one group: `routes.get(path, summary, { request, responses })`, or
 * `routes.get(path, { summary, request, responses })` when the summary is too long to share the path's
 * line. What they share is given once; a route's own keys win (e.g. a route that needs a stricter access
 * middleware).
 */
export function routeGroup<S extends SharedRouteConfig>(shared: S) {
  function declare<M extends RouteConfig["method"]>(method: M) {
    function declareRoute<P extends string, R extends DeclaredRoute>(
      path: P,
      declared: R,
    ): ReturnType<typeof createRoute<P, S & R & { method: M; path: P }>>;
    function declareRoute<P extends string, R extends DeclaredRoute>(
      path: P,
      summary: string,
      declared: R,
    ): ReturnType<typeof createRoute<P, S & R & { method: M; path: P }>>;
    function declareRoute(path: string, summaryOrRoute: string | DeclaredRoute, declared?: DeclaredRoute) {
      const own = typeof summaryOrRoute === "string" ? { ...declared, summary: summaryOrRoute } : summaryOrRoute;
      return createRoute({ ...shared, ...own, method, path } as RouteConfig);
    }
    return declareRoute;
  }
  return {
    get: declare("get"),
    post: declare("post"),
    put: declare("put"),
    patch: declare("patch"),
    delete: declare("delete"),
  };
}
