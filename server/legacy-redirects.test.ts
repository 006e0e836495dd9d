import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { legacyRedirect, legacyRedirects } from "./legacy-redirects";

const OPENING = "3f2b8c1e-5d4a-4b6f-9e21-7a8c9d0e1f23";

/** Every row of the table, with where it leads. */
const ROWS: [from: string, to: string, status: 301 | 302][] = [
  ["/", "/ds/home", 302],
  ["/ds", "/ds/home", 302],
  ["/ds/", "/ds/home", 302],
  ["/b2b", "/b2b/home", 302],
  ["/ds/profile", "/ds/profile/1", 302],
  ["/ds/contact", "/ds/contact/1", 302],
  ["/ds/cvgenerator", "/ds/cvgenerator/input/profil", 302],
  ["/ds/cvgenerator/input", "/ds/cvgenerator/input/profil", 302],
  ["/lebenslauf-generator", "/lebenslauf-generator/start", 302],
  ["/lebenslauf-generator/input", "/lebenslauf-generator/input/profil", 302],
  ["/b2b/help", "/b2b/help/start", 302],
  ["/b2b/job-openings/manage", "/b2b/job-openings/manage/study", 302],
  [`/b2b/job-openings/${OPENING}/manage`, `/b2b/job-openings/${OPENING}/manage/study`, 302],
  ["/ref/a1b2c3", "/ds/home", 302],
  ["/imprint", "/impressum", 301],
  ["/dataprotection", "/datenschutz", 301],
  ["/study-match", "/ds/tips", 301],
  ["/ds/study-match", "/ds/tips", 301],
  ["/ds/application/abilities/1", "/ds/application/skills/1", 301],
  ["/ds/application/abilities/2", "/ds/application/skills/2", 301],
  ["/ds/application/abilities/done", "/ds/application/skills/done", 301],
  ["/ds/application/abilities/9", "/ds/application/skills/1", 301],
  ["/ds/application/search/1", "/ds/application/partner-search/1", 301],
  ["/ds/application/search/4", "/ds/application/partner-search/4", 301],
  [`/ds/application/search/5/${OPENING}/details`, `/ds/selfmatching/${OPENING}`, 301],
  ["/ds/application/search", "/ds/application/partner-search/1", 301],
  ["/ds/application/selfmatching/1", "/ds/selfmatching", 301],
  [`/ds/application/selfmatching/${OPENING}`, `/ds/selfmatching/${OPENING}`, 301],
  ["/ds/application/selfmatching/not-an-id", "/ds/selfmatching", 301],
  ["/ds/application/contracts/1", "/ds/application/contract/1", 301],
  ["/ds/application/contracts/2", "/ds/application/contract/3", 301],
  ["/ds/application/contracts/done", "/ds/application/contract/done", 301],
];

describe("the table of addresses that lead elsewhere", () => {
  it.each(ROWS)("%s leads to %s", (from, to, status) => {
    expect(legacyRedirect(from)).toEqual({ to, status });
  });

  it("leaves pages of their own alone", () => {
    for (const path of [
      "/ds/home",
      "/ref/a1b2c3/more",
      "/ds/profile/1",
      "/impressum",
      "/b2b/job-openings",
      "/ds/selfmatching",
    ]) {
      expect(legacyRedirect(path), path).toBeNull();
    }
  });

  it("leads / to the home of the unit the host selects", () => {
    expect(legacyRedirect("/", "company")).toEqual({ to: "/b2b/home", status: 302 });
    const hosts = { companyHosts: ["firmen.example"], businessPortalHosts: [] };
    const answered = (host: string) => {
      let location: [number, string] | undefined;
      const req = { method: "GET", path: "/", originalUrl: "/?lng=en", headers: { host } } as unknown as Request;
      const res = { redirect: (status: number, to: string) => (location = [status, to]) } as unknown as Response;
      legacyRedirects(hosts)(req, res, () => undefined);
      return location;
    };
    expect(answered("firmen.example:8080")).toEqual([302, "/b2b/home?lng=en"]);
    expect(answered("portal.example")).toEqual([302, "/ds/home?lng=en"]);
  });

  it("never leads off the site, whatever the old address carries", () => {
    for (const path of [
      "/ds/application/search/5/%2F%2Fevil.example/details",
      "/ds/application/search/5/\\\\evil.example/details",
      "/b2b/job-openings/%2F%2Fevil.example/manage",
    ]) {
      const target = legacyRedirect(path);
      expect(target?.to, path).toMatch(/^\/[a-z]/);
      expect(target?.to, path).not.toMatch(/^\/\/|\\/);
    }
  });
});
