/**
 * Route meta for loaders. A loader does not see the handles of the routes matched with it, so server.ts
 * builds `routeHandles(pathname)` once from the server build's route manifest (`handleMatcher`) and hands
 * it to every loader in the load context. A unit's layout loader runs for each of its pages, so the guard
 * there asks the handles of the page actually requested instead of keeping its own list of paths. The
 * matching is react-router's own `matchRoutes` over the manifest arranged as Remix arranges it, so it
 * finds the same routes Remix renders.
 */
import { matchRoutes } from "@remix-run/react";
import type { RouteHandle } from "./route-handle";

/** What matching needs of a route-manifest entry (the server build's and the Remix config's both have it). */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/** A route of the nested tree `matchRoutes` takes (an index route has no children). */
type TreeRoute = { id: string; path?: string; caseSensitive?: boolean } & (
  | { index: true; children?: undefined }
  | { index?: false; children?: TreeRoute[] }
);

/** Handles of the routes matched by a pathname, root first; `undefined` where a route has none. */
export type RouteHandles = (RouteHandle | undefined)[];

/** The manifest as the nested route tree Remix builds from it (server-runtime `createRoutes`). */
function routeTree(manifest: Record<string, ManifestRoute | undefined>, parentId = ""): TreeRoute[] {
  return Object.values(manifest)
    .filter((route): route is ManifestRoute => route !== undefined && (route.parentId ?? "") === parentId)
    .map(({ id, path, index, caseSensitive }) => {
      const children = routeTree(manifest, id);
      return index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children };
    });
}

/** `pathname → handles of the matched routes` over a route manifest; no match gives no handles. */
export function handleMatcher(
  manifest: Record<string, ManifestRoute | undefined>,
  handleOf: (routeId: string) => unknown,
): (pathname: string) => RouteHandles {
  const tree = routeTree(manifest);
  return (pathname) =>
    (matchRoutes<TreeRoute>(tree, pathname) ?? []).map((match) => handleOf(match.route.id) as RouteHandle | undefined);
}

/** `pathname → id of the deepest matched route` (the page Remix renders), or undefined when none matches. */
export function routeIdMatcher(
  manifest: Record<string, ManifestRoute | undefined>,
): (pathname: string) => string | undefined {
  const tree = routeTree(manifest);
  return (pathname) => matchRoutes<TreeRoute>(tree, pathname)?.at(-1)?.route.id;
}

/**
 * A flag of the page: the deepest matched route that sets it decides, so a layout states the rule of its
 * unit and a page may override it (the /ds layout forces onboarding, the onboarding page itself does not).
 */
export function routeFlag(handles: RouteHandles, flag: "allowUnauthorized" | "onboarding"): boolean {
  for (let i = handles.length - 1; i >= 0; i--) {
    const value = handles[i]?.[flag];
    if (value !== undefined) return value;
  }
  return false;
}

/** Spec §2.1 `allowUnauthorized`: the page is public, its unit's layout serves it without a login. */
export const isPublicPage = (handles: RouteHandles) => routeFlag(handles, "allowUnauthorized");

/** The handles of the page a request asks for (the load context's matcher over the server build). */
export const handlesOfRequest = (request: Request, context: { routeHandles: (pathname: string) => RouteHandles }) =>
  context.routeHandles(new URL(request.url).pathname);
