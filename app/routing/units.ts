import type { PortalUnit } from "#contracts/enums";

/** Path segments that select the company unit (docs/product.md#audiences-and-units, docs/architecture.md#routes). */
export const COMPANY_SEGMENTS = ["b2b", "enterprise", "company-portal", "unternehmensportal"] as const;

export interface UnitSelection {
  unit: PortalUnit;
  /** The business-portal variant (own tag-manager container). */
  businessPortal: boolean;
}

const hostName = (host: string | null) => (host ?? "").toLowerCase().replace(/:\d+$/, "");

/** Which unit a request belongs to, by its path and host. */
export function selectUnit(
  url: URL,
  host: string | null,
  options: { companyHosts: string[]; businessPortalHosts: string[] },
): UnitSelection {
  const segments = url.pathname.toLowerCase().split("/").filter(Boolean);
  const name = hostName(host);
  const company =
    segments.some((s) => (COMPANY_SEGMENTS as readonly string[]).includes(s)) || options.companyHosts.includes(name);
  return { unit: company ? "company" : "applicant", businessPortal: options.businessPortalHosts.includes(name) };
}

export const unitHome = (unit: PortalUnit) => (unit === "company" ? "/b2b/home" : "/ds/home");
export const unitRoot = (unit: PortalUnit) => (unit === "company" ? "/b2b" : "/ds");
/** The identity provider (issuer) that signs in users of a unit. */
export const issuerOfUnit = (unit: PortalUnit) =>
  (unit === "company" ? "company" : "applicant") as "company" | "applicant";

/**
 * A company-unit path under one of the alias words (`/enterprise/x`) as its canonical `/b2b` path,
 * or null when the path is canonical already or not a company path.
 */
export function canonicalCompanyPath(pathname: string): string | null {
  const segments = pathname.split("/").filter(Boolean);
  const index = segments.findIndex((s) => (COMPANY_SEGMENTS as readonly string[]).includes(s.toLowerCase()));
  if (index === -1 || segments[index] === "b2b") return null;
  return `/${["b2b", ...segments.slice(index + 1)].join("/")}`;
}
