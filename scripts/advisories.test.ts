/**
 * No locked package version inside a published advisory's range (scripts/advisories.json, ADR 046)
 * unless the list says why the advisory cannot be reached here and names the tests that keep it so, or
 * accepts it until a review date. Reads package-lock.json only: no network.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

interface Range {
  package: string;
  introduced: string;
  fixed?: string;
}
interface Advisory {
  id: string;
  summary: string;
  affected: Range[];
  unreachable?: string;
  tests?: string[];
  accepted?: string;
  reviewBy?: string;
}

const { advisories } = JSON.parse(readFileSync(path.join(root, "scripts/advisories.json"), "utf8")) as {
  advisories: Advisory[];
};
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { version?: string }>;
};

/** Every version of a package the lock installs (a package can be installed at several places). */
function lockedVersions(packages: Record<string, { version?: string }>, name: string): string[] {
  const versions = new Set<string>();
  for (const [where, entry] of Object.entries(packages))
    if (where.endsWith(`node_modules/${name}`) && entry.version) versions.add(entry.version);
  return [...versions];
}

/** Compares release versions (major.minor.patch; a pre-release counts as its release, the cautious side). */
function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split(/[-+]/)[0].split(".").map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

const inRange = (version: string, range: Range) =>
  compareVersions(version, range.introduced) >= 0 && (!range.fixed || compareVersions(version, range.fixed) < 0);

/** The advisories a lock is inside of, each with the versions that are. */
function hits(packages: Record<string, { version?: string }>) {
  return advisories.flatMap((advisory) =>
    advisory.affected.flatMap((range) =>
      lockedVersions(packages, range.package)
        .filter((version) => inRange(version, range))
        .map((version) => ({ advisory, found: `${range.package}@${version}` })),
    ),
  );
}

const today = new Date().toISOString().slice(0, 10);

describe("published advisories against the locked versions", () => {
  it("every locked version inside a listed range is unreachable here (with its tests) or accepted until its review date", () => {
    const open = hits(lock.packages)
      .filter(({ advisory }) => !advisory.unreachable && !(advisory.accepted && (advisory.reviewBy ?? "") >= today))
      .map(({ advisory, found }) => `${advisory.id} (${advisory.summary}): ${found}`);
    expect(open, "take the fixed release, or show in ADR 046 why the advisory is unreachable").toEqual([]);
  });

  it("each entry is well formed: an unreachable one names tests that exist, an accepted one a review date", () => {
    for (const advisory of advisories) {
      expect(advisory.id, advisory.id).toMatch(/^GHSA(-[23456789cfghjmpqrvwx]{4}){3}$/);
      expect(advisory.affected.length, advisory.id).toBeGreaterThan(0);
      for (const range of advisory.affected) {
        expect(range.introduced, advisory.id).toMatch(/^\d+\.\d+\.\d+$/);
        if (range.fixed) expect(compareVersions(range.fixed, range.introduced), advisory.id).toBeGreaterThan(0);
      }
      if (advisory.unreachable) {
        expect(advisory.tests?.length ?? 0, advisory.id).toBeGreaterThan(0);
        for (const test of advisory.tests ?? []) expect(existsSync(path.join(root, test)), test).toBe(true);
      }
      if (advisory.accepted) expect(advisory.reviewBy, advisory.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("the check finds a locked version inside a range, and none outside it", () => {
    // the advisory the overrides answer (React Router 6.30.6): the old lock's version would be caught
    const packages = { "node_modules/react-router-dom": { version: "6.30.4" } };
    expect(hits(packages).map(({ advisory }) => advisory.id)).toContain("GHSA-jjmj-jmhj-qwj2");
    expect(
      hits({ "node_modules/react-router-dom": { version: "6.30.6" } }).map(({ advisory }) => advisory.id),
    ).not.toContain("GHSA-jjmj-jmhj-qwj2");
    expect(inRange("2.17.4", { package: "x", introduced: "2.10.0", fixed: "2.17.5" })).toBe(true);
    expect(inRange("2.17.5", { package: "x", introduced: "2.10.0", fixed: "2.17.5" })).toBe(false);
    expect(inRange("2.9.9", { package: "x", introduced: "2.10.0", fixed: "2.17.5" })).toBe(false);
    expect(inRange("1.0.0-rc.1", { package: "x", introduced: "1.0.0" })).toBe(true);
  });

  it("the security releases are locked everywhere: React Router 6.30.6 and @remix-run/router 1.23.4", () => {
    expect(lockedVersions(lock.packages, "react-router-dom")).toEqual(["6.30.6"]);
    expect(lockedVersions(lock.packages, "react-router")).toEqual(["6.30.6"]);
    expect(lockedVersions(lock.packages, "@remix-run/router")).toEqual(["1.23.4"]);
  });
});
