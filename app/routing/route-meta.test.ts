/**
 * The guards decide from the route handles, checked on the real route manifest: the routes of the Remix
 * config (what `remix build` reads from app/routes) with the handles their modules export. A route added
 * later is covered by the same loops: without a handle it inherits its unit's rules.
 */
import path from "node:path";
import { readConfig } from "@remix-run/dev/dist/config.js";
import { describe, expect, it } from "vitest";
import { testContext } from "~/render/test-context";
import { applicantDetour } from "~/routing/applicant";
import type { RouteHandle } from "~/routing/route-handle";
import { handleMatcher, isPublicPage, type ManifestRoute, type RouteHandles, routeFlag } from "~/routing/route-meta";

const { appDirectory, routes } = await readConfig(process.cwd());
const manifest: Record<string, ManifestRoute & { file: string }> = routes;
const handles = new Map<string, RouteHandle | undefined>(
  await Promise.all(
    Object.values(manifest).map(async (route) => {
      const module = (await import(/* @vite-ignore */ path.join(appDirectory, route.file))) as { handle?: RouteHandle };
      return [route.id, module.handle] as const;
    }),
  ),
);
const handlesOf = handleMatcher(manifest, (id) => handles.get(id));
const routeIdsOf = handleMatcher(manifest, (id) => id) as unknown as (pathname: string) => string[];

/** The handles of a route and its parents, root first (what a request for one of its URLs matches). */
function chain(id: string): RouteHandles {
  const route = manifest[id];
  return route ? [...(route.parentId ? chain(route.parentId) : []), handles.get(id)] : [];
}
const inUnit = (id: string, unit: "ds" | "b2b" | "advisor") => {
  for (let route = manifest[id]; route; route = manifest[route.parentId ?? ""]) {
    if (route.id === `routes/${unit}`) return true;
  }
  return false;
};
const routeIds = Object.keys(manifest);

describe("matching a pathname", () => {
  it("finds the routes Remix renders for it, root first", () => {
    expect(routeIdsOf("/ds/onboarding")).toEqual(["root", "routes/ds", "routes/ds.onboarding"]);
    expect(routeIdsOf("/b2b/impressum")).toEqual(["root", "routes/b2b_.impressum"]);
    expect(routeIdsOf("/advisor")).toEqual(["root", "routes/advisor", "routes/advisor._index"]);
    expect(routeIdsOf("/b2b/job-openings/7/applicants/9/contract")).toEqual([
      "root",
      "routes/b2b",
      "routes/b2b.job-openings_.$id.applicants.$applicantId_.contract",
    ]);
  });

  it("lets the deepest route that sets a flag decide", () => {
    expect(routeFlag([{ onboarding: true }, {}, { onboarding: false }], "onboarding")).toBe(false);
    expect(routeFlag([{ onboarding: true }, undefined, {}], "onboarding")).toBe(true);
    expect(routeFlag([{}, undefined], "allowUnauthorized")).toBe(false);
    expect(routeFlag([], "onboarding")).toBe(false);
  });
});

describe("allowUnauthorized drives the login guards", () => {
  it("serves the public pages without login and guards the units' pages", () => {
    for (const pathname of ["/impressum", "/datenschutz", "/b2b/impressum", "/b2b/invitations/abc", "/maintenance"]) {
      expect(isPublicPage(handlesOf(pathname)), pathname).toBe(true);
    }
    for (const pathname of ["/ds/home", "/ds/onboarding", "/b2b/home", "/b2b/company-select", "/advisor"]) {
      expect(isPublicPage(handlesOf(pathname)), pathname).toBe(false);
    }
  });

  it("guards every page of the three units (none declares itself public)", () => {
    const unitRoutes = routeIds.filter((id) => inUnit(id, "ds") || inUnit(id, "b2b") || inUnit(id, "advisor"));
    expect(unitRoutes.length).toBeGreaterThan(90);
    expect(unitRoutes.filter((id) => isPublicPage(chain(id)))).toEqual([]);
  });

  it("the unit layouts send a visitor without login to the unit's login, but serve a public page", async () => {
    const { loader: advisorLayout } = await import("~/routes/advisor/route");
    const { loader: companyLayout } = await import("~/routes/b2b/route");
    const { loader: applicantLayout } = await import("~/routes/ds/route");
    const cases = [
      [advisorLayout, "/advisor/applicants", "staff"],
      [companyLayout, "/b2b/job-openings", "company"],
      [applicantLayout, "/ds/home", "applicant"],
    ] as const;
    for (const [layout, pathname, issuer] of cases) {
      const request = new Request(`http://localhost:3000${pathname}`);
      const guarded = { ...testContext(), routeHandles: handlesOf };
      const refused = await layout({ request, context: guarded, params: {} }).catch((thrown: unknown) => thrown);
      expect(refused, pathname).toBeInstanceOf(Response);
      expect((refused as Response).headers.get("Location")).toBe(
        `/auth/${issuer}/login?returnTo=${encodeURIComponent(pathname)}`,
      );
      // The same layout, had the page's handle said allowUnauthorized: no login asked, no data loaded.
      const publicPage = {
        ...testContext(),
        routeHandles: () => [...handlesOf(pathname), { allowUnauthorized: true }],
      };
      expect(await layout({ request, context: publicPage, params: {} }), pathname).toBeNull();
    }
  });
});

describe("onboarding drives the applicant's onboarding redirect", () => {
  const before = { onboardingDone: false, hasUnit: false };
  const withoutUnit = { onboardingDone: true, hasUnit: false };
  const ready = { onboardingDone: true, hasUnit: true };
  const detour = (pathname: string, state: typeof before) => applicantDetour(handlesOf(pathname), pathname, state);

  it("sends a page of the journey to onboarding, then to the waiting page until a unit exists", () => {
    for (const pathname of ["/ds/home", "/ds/application/data/1", "/ds/documents", "/ds/profile/1"]) {
      expect(detour(pathname, before), pathname).toBe("/ds/onboarding");
      expect(detour(pathname, withoutUnit), pathname).toBe("/ds/waiting");
      expect(detour(pathname, ready), pathname).toBeNull();
    }
    expect(detour("/ds/waiting", before)).toBe("/ds/onboarding");
    expect(detour("/ds/waiting", withoutUnit)).toBeNull();
  });

  it("serves the pages that say onboarding: false before onboarding and before a unit", () => {
    for (const pathname of ["/ds/onboarding", "/ds/confirm-email"]) {
      for (const state of [before, withoutUnit, ready]) expect(detour(pathname, state), pathname).toBeNull();
    }
  });

  it("gates every applicant page but the onboarding page and the e-mail confirmation", () => {
    const applicantRoutes = routeIds.filter((id) => inUnit(id, "ds"));
    expect(applicantRoutes.length).toBeGreaterThan(60);
    expect(applicantRoutes.filter((id) => !routeFlag(chain(id), "onboarding")).sort()).toEqual([
      "routes/ds.confirm-email",
      "routes/ds.onboarding",
    ]);
  });
});
