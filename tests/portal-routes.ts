/**
 * The portal's route modules as the Remix compiler reads them (remix.config.js, flat routes), which of
 * them export an action, and the address each answers at. Shared by the tests that post bad input to every
 * action: in-process (server/portal-bad-input.property.test.ts) and over HTTP (tests/e2e/kept-alive-fuzz.spec.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { readConfig } from "@remix-run/dev/dist/config.js";

export interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  file: string;
}

/** `export async function action`, `export const action`, `export { action } from "./x.server"`. */
const ACTION_EXPORT = /export\s+(?:async\s+)?(?:function|const|let)\s+action\b|export\s*\{[^}]*\baction\b/;

/** Every route, and the ones whose module exports an action (read from the source, nothing imported). */
export async function portalRoutes() {
  const config = await readConfig(process.cwd());
  const routes = config.routes as unknown as Record<string, RouteEntry>;
  const withAction = Object.values(routes).filter((route) =>
    ACTION_EXPORT.test(readFileSync(path.join(config.appDirectory, route.file), "utf8")),
  );
  return { config, routes, withAction };
}

/** The route and the layouts above it, innermost first. */
export function ancestry(route: RouteEntry, routes: Record<string, RouteEntry>): RouteEntry[] {
  const chain: RouteEntry[] = [];
  for (let r: RouteEntry | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) chain.push(r);
  return chain;
}

/** The address of a route with its parameters filled in (`?index` for an index route). */
export function fullPath(route: RouteEntry, routes: Record<string, RouteEntry>, params: Record<string, string>) {
  const segments = ancestry(route, routes)
    .reverse()
    .flatMap((r) => (r.path ? [r.path] : []));
  const filled = segments
    .join("/")
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (segment === "*") return params["*"];
      const param = /^:(\w+)(\?)?$/.exec(segment);
      return param ? encodeURIComponent(params[param[1]] ?? "x") : segment;
    });
  return `/${filled.join("/")}${route.index ? "?index" : ""}`;
}
