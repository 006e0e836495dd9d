/**
 * React Router 6 can still be led off the origin by some `<Link>` and `navigate` targets (a backslash
 * read as a slash: GHSA-wrjc-x8rr-h8h6, fixed in React Router 7.18 only). It stays unreachable here
 * because a target taken from a request or from stored input passes the return-path rule first
 * (contracts/return-path.ts; ADR 046). Shown here with the router the portal runs (6.30.6): every
 * hostile target is refused by the rule, and whatever the rule lets through stays on the origin, both
 * as a link's address and as a navigation's.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, Link, MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isSafeReturnPath, safeReturnPath } from "#contracts/return-path";
import { HOSTILE_RETURN_PATHS } from "#contracts/return-path.vectors";

const ORIGIN = "https://portal.example";

/** The address a `<Link to={target}>` renders, resolved as the browser resolves it. */
function linkAddress(target: string): URL {
  const html = renderToString(
    <MemoryRouter initialEntries={["/ds/home"]}>
      <Link to={target}>x</Link>
    </MemoryRouter>,
  );
  const href = /href="([^"]*)"/.exec(html)?.[1] ?? "";
  return new URL(href.replace(/&amp;/g, "&"), `${ORIGIN}/ds/home`);
}

/** Where `navigate(target)` leads, resolved as the browser's history would push it. */
async function navigationAddress(target: string): Promise<URL> {
  const router = createMemoryRouter([{ path: "*", element: null }], { initialEntries: ["/ds/home"] });
  await router.navigate(target);
  const address = new URL(router.createHref(router.state.location), `${ORIGIN}/ds/home`);
  router.dispose();
  return address;
}

const BACKSLASH_TARGETS = ["/\\evil.example", "\\\\evil.example", "/\\/evil.example", "/ds/..\\\\evil.example"];

describe("link and navigation targets", () => {
  // React warns that a router's layout effects do not run on the server: expected in a server render
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("(React Router 6.30.6 itself leads a backslash target off the origin: the rule is what keeps it out)", () => {
    for (const target of BACKSLASH_TARGETS.slice(0, 3))
      expect(linkAddress(target).origin, JSON.stringify(target)).not.toBe(ORIGIN);
  });

  it("the rule refuses every backslash target and every other hostile one", () => {
    for (const target of [...BACKSLASH_TARGETS, ...Object.values(HOSTILE_RETURN_PATHS)])
      expect(safeReturnPath(target, "/ds/home"), JSON.stringify(target)).toBe("/ds/home");
  });

  it("what the rule lets through stays on the origin, as a link and as a navigation", async () => {
    const samples = ["/ds/home", "/ds/documents?tab=all#list", "/b2b/job-openings/1/overview", "/ds/%C3%A4", "/?x=//y"];
    for (const target of samples) {
      expect(isSafeReturnPath(target), target).toBe(true);
      expect(linkAddress(target).origin, target).toBe(ORIGIN);
      expect((await navigationAddress(target)).origin, target).toBe(ORIGIN);
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: fc.constantFrom(..."/\\.:%?#@abc5C2F") }), async (value) => {
        const target = `/${value}`;
        if (!isSafeReturnPath(target)) return;
        expect(linkAddress(target).origin, target).toBe(ORIGIN);
        expect((await navigationAddress(target)).origin, target).toBe(ORIGIN);
      }),
      { numRuns: 500 },
    );
  });

  it("the targets taken from a request or stored input pass the rule: the 400 page's way back, a reminder's link", () => {
    const read = (file: string) => readFileSync(new URL(file, import.meta.url), "utf8");
    expect(read("../components/shell/ErrorPages.tsx")).toMatch(/safeReturnPath\(`\$\{pathname\}\$\{search\}`/);
    expect(read("../../api/services/notifications.ts")).toMatch(/isSafeReturnPath\(link\)/);
  });
});
