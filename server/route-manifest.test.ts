/**
 * The server answers no `/__manifest` requests: lazy route discovery is off (remix.config.js, ADR 045),
 * so the browser has the whole route manifest, and nobody can make the server match the paths a request
 * lists (the endpoint of GHSA-8x6r-g9mw-2r78 and GHSA-chx6-hx7r-mcp5, ADR 046).
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import config from "../remix.config.js";

const build = {
  mode: "production",
  // the page Remix renders for an address no route matches: its status is the router's
  entry: { module: { default: (_request: Request, status: number) => new Response("page", { status }) } },
  routes: { root: { id: "root", path: "", module: { default: () => null } } },
  assets: {
    entry: { module: "/build/entry.client.js", imports: [] },
    routes: { root: { id: "root", path: "", module: "/build/root.js", hasLoader: false, hasAction: false } },
    url: "/build/manifest.js",
    version: "test",
  },
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  future: config.future,
  isSpaMode: false,
} as unknown as ServerBuild;

describe("the route manifest", () => {
  it("is not served by the server: a manifest request is an unknown address", async () => {
    expect(config.future?.v3_lazyRouteDiscovery).toBe(false);
    // Remix logs the unmatched address: expected here
    vi.spyOn(console, "error").mockImplementation(() => {});
    const paths = Array.from({ length: 50 }, (_, i) => `/ds/${"a/".repeat(i)}x`).join(",");
    const response = await createRequestHandler(
      build,
      "production",
    )(new Request(`http://localhost/__manifest?version=test&paths=${encodeURIComponent(paths)}`));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type") ?? "").not.toContain("json");
    vi.restoreAllMocks();
  });
});
