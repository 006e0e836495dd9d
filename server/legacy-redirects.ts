/**
 * Addresses that lead elsewhere: the route names of earlier versions of the portal, the English aliases of
 * the legal pages, the paths that have no page of their own but open their first sub-step, and `/`, which
 * opens the home of the unit the host selects. One table, answered before Remix matches a route
 * (docs/architecture.md#routes); the query string is kept. No route module is a redirect of its own
 * (app/routing/route-modules.test.ts).
 */
import type { RequestHandler } from "express";
import type { PortalUnit } from "#contracts/enums";
import { isUuid } from "#contracts/uuid";
import { selectUnit, unitHome } from "../app/routing/units";

type Redirect = { status: 301 | 302; to: string };
/** `unit`: the unit the request's host selects (docs/product.md#audiences-and-units). */
type Row = { from: RegExp; to: (match: RegExpMatchArray, unit: PortalUnit) => string; status: 301 | 302 };

const oneOf = (value: string | undefined, allowed: readonly string[], fallback: string) =>
  value !== undefined && allowed.includes(value) ? value : fallback;

/** Each row: a path pattern (without trailing slash), where it leads, and whether for good (301). */
export const LEGACY_REDIRECTS: readonly Row[] = [
  // pages without content of their own open their first page
  { from: /^\/$/, to: (_, unit) => unitHome(unit), status: 302 },
  { from: /^\/ds$/, to: () => "/ds/home", status: 302 },
  { from: /^\/b2b$/, to: () => "/b2b/home", status: 302 },
  { from: /^\/ds\/profile$/, to: () => "/ds/profile/1", status: 302 },
  { from: /^\/ds\/contact$/, to: () => "/ds/contact/1", status: 302 },
  { from: /^\/ds\/cvgenerator(?:\/input)?$/, to: () => "/ds/cvgenerator/input/profil", status: 302 },
  { from: /^\/lebenslauf-generator$/, to: () => "/lebenslauf-generator/start", status: 302 },
  { from: /^\/lebenslauf-generator\/input$/, to: () => "/lebenslauf-generator/input/profil", status: 302 },
  { from: /^\/b2b\/help$/, to: () => "/b2b/help/start", status: 302 },
  { from: /^\/b2b\/job-openings\/manage$/, to: () => "/b2b/job-openings/manage/study", status: 302 },
  {
    from: /^\/b2b\/job-openings\/([^/]+)\/manage$/,
    to: (m) => `/b2b/job-openings/${encodeURIComponent(decodeSegment(m[1]))}/manage/study`,
    status: 302,
  },
  // a referral link (`/ref/{code}`, from the API's referral-link): the friend signs up in the applicant unit;
  // the code is not evaluated yet
  { from: /^\/ref\/[^/]+$/, to: () => "/ds/home", status: 302 },
  // the English names of the legal pages
  { from: /^\/imprint$/, to: () => "/impressum", status: 301 },
  { from: /^\/dataprotection$/, to: () => "/datenschutz", status: 301 },
  // route names of earlier versions of the applicant unit
  { from: /^\/(?:ds\/)?study-match$/, to: () => "/ds/tips", status: 301 },
  {
    from: /^\/ds\/application\/abilities(?:\/(.*))?$/,
    to: (m) => `/ds/application/skills/${oneOf(m[1], ["1", "2", "done"], "1")}`,
    status: 301,
  },
  {
    from: /^\/ds\/application\/search\/5\/([^/]+)\/details$/,
    to: (m) => `/ds/selfmatching/${encodeURIComponent(decodeSegment(m[1]))}`,
    status: 301,
  },
  {
    from: /^\/ds\/application\/search(?:\/(.*))?$/,
    to: (m) => `/ds/application/partner-search/${oneOf(m[1], ["1", "2", "3", "4", "done"], "1")}`,
    status: 301,
  },
  {
    from: /^\/ds\/application\/selfmatching(?:\/(.*))?$/,
    to: (m) => (m[1] && isUuid(m[1]) ? `/ds/selfmatching/${m[1]}` : "/ds/selfmatching"),
    status: 301,
  },
  {
    // the old step had 1 personal and 2 documents; the documents now start at sub-step 3
    from: /^\/ds\/application\/contracts(?:\/(.*))?$/,
    to: (m) => `/ds/application/contract/${m[1] === "2" ? "3" : oneOf(m[1], ["1", "3", "4", "done"], "1")}`,
    status: 301,
  },
];

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Where a path leads, or null when it has a page of its own. */
export function legacyRedirect(pathname: string, unit: PortalUnit = "applicant"): Redirect | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const row of LEGACY_REDIRECTS) {
    const match = path.match(row.from);
    if (match) return { status: row.status, to: row.to(match, unit) };
  }
  return null;
}

/** Answers GET and HEAD requests of the table's paths with their redirect, keeping the query string. */
export function legacyRedirects(hosts: { companyHosts: string[]; businessPortalHosts: string[] }): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const host = req.headers.host ?? null;
    const { unit } = selectUnit(new URL(req.originalUrl, "http://portal.invalid"), host, hosts);
    const target = legacyRedirect(req.path, unit);
    if (!target) return next();
    const query = req.originalUrl.indexOf("?");
    res.redirect(target.status, target.to + (query >= 0 ? req.originalUrl.slice(query) : ""));
  };
}
