/**
 * The server's route matching keeps its work (patches/ for @remix-run/router, react-router-dom and
 * @remix-run/react; ADRs 021 and 036). These are the CommonJS builds Node loads on the server, so they are
 * required here as the server requires them (vitest would otherwise pick the unpatched ES modules).
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const router = require("@remix-run/router") as typeof import("@remix-run/router");
const { createStaticRouter } = require("react-router-dom/server") as typeof import("react-router-dom/server");

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", path: "ds/home" },
      { id: "opening", path: "ds/selfmatching/:jobOpeningId" },
      { id: "splat", path: "*" },
    ],
  },
];

describe("route matching kept per route array", () => {
  it("answers a path again with the same matches, each time a copy of its own", () => {
    const first = router.matchRoutes(routes, "/ds/selfmatching/a1");
    expect(first?.map((m) => m.route.id)).toEqual(["root", "opening"]);
    expect(first?.[1].params).toEqual({ jobOpeningId: "a1" });
    // a caller changing its matches changes nobody else's
    if (first) {
      (first[1].params as Record<string, string>).jobOpeningId = "changed";
      first.pop();
    }
    const again = router.matchRoutes(routes, "/ds/selfmatching/a1");
    expect(again?.map((m) => m.route.id)).toEqual(["root", "opening"]);
    expect(again?.[1].params).toEqual({ jobOpeningId: "a1" });
    expect(again?.[1].route).toBe(routes[0].children[1]);
  });

  it("tells paths apart, by array and by basename", () => {
    expect(router.matchRoutes(routes, "/ds/home")?.at(-1)?.route.id).toBe("home");
    expect(router.matchRoutes(routes, "/nowhere")?.at(-1)?.route.id).toBe("splat");
    const other = [{ id: "only", path: "/ds/home" }];
    expect(router.matchRoutes(other, "/ds/home")?.map((m) => m.route.id)).toEqual(["only"]);
    expect(router.matchRoutes(other, "/ds/selfmatching/a1")).toBeNull();
    expect(router.matchRoutes(routes, "/base/ds/home", "/base")?.at(-1)?.route.id).toBe("home");
    expect(router.matchRoutes(routes, "/ds/home", "/base")).toBeNull();
  });

  it("keeps a bounded number of paths per array", () => {
    for (let i = 0; i < 1_500; i++) router.matchRoutes(routes, `/ds/selfmatching/${i}`);
    expect(router.matchRoutes(routes, "/ds/selfmatching/0")?.[1].params).toEqual({ jobOpeningId: "0" });
    expect(router.matchRoutes(routes, "/ds/selfmatching/1499")?.[1].params).toEqual({ jobOpeningId: "1499" });
  });
});

describe("static router data routes kept per route array", () => {
  const context = (matches: ReturnType<typeof router.matchRoutes>) =>
    ({
      basename: "/",
      location: router.createPath({ pathname: "/ds/home" }) as never,
      matches,
      loaderData: {},
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
      activeDeferreds: null,
      _deepestRenderedBoundaryId: null,
    }) as never;

  it("makes the data routes of an array once, and each request's matches point into them", () => {
    const first = createStaticRouter(routes, context(router.matchRoutes(routes, "/ds/home")));
    const second = createStaticRouter(routes, context(router.matchRoutes(routes, "/ds/home")));
    expect(second.routes).toBe(first.routes);
    expect(second.state.matches.at(-1)?.route).toBe(first.routes[0].children?.[0]);
  });
});

describe("the document's route manifest", () => {
  it("is written without indentation (it is part of every page's first response)", async () => {
    const { readFileSync } = await import("node:fs");
    const source = readFileSync(require.resolve("@remix-run/react/dist/components.js"), "utf8");
    expect(source).toContain("JSON.stringify(fogOfWar.getPartialManifest(manifest, router))");
    expect(source).not.toContain("getPartialManifest(manifest, router), null, 2)");
  });
});
