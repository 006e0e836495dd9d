/**
 * The check of SENTRY_DSN (server/config.ts). The privacy notice promises an endpoint in the European
 * Union: in production a DSN of Sentry's own service must name its EU region (`*.de.sentry.io`); a
 * self-hosted or local collector is the operator's choice.
 */

/** What is wrong with a DSN, or null when it is usable. */
export function sentryDsnProblem(dsn: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return "must be a DSN such as https://<public key>@<host>/<project id>";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "must start with https:// (or http://)";
  if (!url.username) return "must name the public key before the host (https://<public key>@<host>/<project id>)";
  if (!/^\/(?:[\w.-]+\/)*\d+$/.test(url.pathname)) return "must end with the project id (a number)";
  if (production && url.protocol !== "https:") return "must use https:// in production";
  if (production && /(^|\.)sentry\.io$/.test(url.hostname) && !/\.de\.sentry\.io$/.test(url.hostname)) {
    return `must use the EU region (…ingest.de.sentry.io), not ${url.hostname}`;
  }
  return null;
}

/** The origin the browser sends its envelopes to (allowed in the CSP's connect-src only when configured). */
export function sentryOrigin(dsn: string | undefined): string | null {
  return dsn ? new URL(dsn).origin : null;
}
