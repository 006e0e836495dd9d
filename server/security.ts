import { randomBytes, randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { CONSENT_SERVICES, consentOfCookieHeader } from "#contracts/consent";
import type { ServerConfig } from "./config";
import { sentryOrigin } from "./monitoring-config";

declare global {
  namespace Express {
    interface Locals {
      cspNonce: string;
      requestId: string;
    }
  }
}

/** Origins the browser may submit forms to: ours and those of external identity providers (logout). */
function formActionSources(config: ServerConfig): string {
  const origins = new Set(["'self'"]);
  for (const client of Object.values(config.oidc)) origins.add(new URL(client.issuer).origin);
  return [...origins].join(" ");
}

/**
 * The origins of the optional services the visitor consented to (their consent cookie): only a response to
 * such a visitor lets the browser load from them. Everybody else's pages allow nothing third-party.
 */
export function consentedOrigins(config: Pick<ServerConfig, "services">, cookieHeader: string | undefined): string[] {
  const consent = consentOfCookieHeader(cookieHeader);
  if (!consent) return [];
  const origins = new Set<string>();
  for (const service of CONSENT_SERVICES) {
    const configured = config.services[service];
    if (consent.services[service] && configured) origins.add(configured.origin);
  }
  return [...origins];
}

/**
 * Security headers of docs/security.md with a per-request CSP nonce (passed to Remix's <Scripts>,
 * the inline critical CSS and nothing else). No inline script or style runs without it.
 */
export function securityHeaders(config: ServerConfig) {
  const formAction = formActionSources(config);
  // error monitoring: the browser sends its envelopes straight to the DSN's origin, only when one is configured
  const monitoringOrigin = sentryOrigin(config.sentryDsn);
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    const thirdParty = consentedOrigins(config, req.headers.cookie)
      .map((origin) => ` ${origin}`)
      .join("");
    res.locals.cspNonce = nonce;
    res.locals.requestId = randomUUID();
    res.setHeader("X-Request-Id", res.locals.requestId);
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'${thirdParty}`,
        `style-src 'self' 'nonce-${nonce}'`,
        `img-src 'self' data:${thirdParty}`,
        // fonts, fetches and frames fall back to default-src: written only when they allow more than it
        ...(monitoringOrigin || thirdParty
          ? [`connect-src 'self'${monitoringOrigin ? ` ${monitoringOrigin}` : ""}${thirdParty}`]
          : []),
        ...(thirdParty ? [`frame-src 'self'${thirdParty}`] : []),
        "object-src 'none'",
        "base-uri 'self'",
        `form-action ${formAction}`,
        "frame-ancestors 'none'",
        ...(config.secure ? ["upgrade-insecure-requests"] : []),
      ].join("; "),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (config.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The host of an Origin header, or null when it is not a URL. */
const hostOf = (origin: string): string | null => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

/** The host Remix compares an action's Origin with (server-runtime `throwIfPotentialCSRFAttack`). */
const remixHostOf = (req: Request): string | undefined =>
  req.get("X-Forwarded-Host")?.split(",")[0]?.trim() || req.get("Host");

/**
 * CSRF defence for the portal's form posts (docs/security.md): a state-changing request that the
 * browser marks as cross-site, or whose Origin is not ours, gets 403. (Remix itself would answer a
 * foreign Origin, or an Origin whose host is not the request's, with 500.) The API (bearer tokens) and the identity providers (own checks, and a
 * real provider may answer with a cross-site form_post) are not portal forms.
 */
export function csrfGuard(config: ServerConfig) {
  const ownOrigin = new URL(config.publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || req.path.startsWith("/api/") || req.path.startsWith("/idp/")) return next();
    const site = req.get("Sec-Fetch-Site");
    const origin = req.get("Origin");
    const hostOrigin = `${req.protocol}://${req.get("Host")}`;
    const crossSite = site !== undefined && site !== "same-origin" && site !== "none";
    const foreignOrigin = origin !== undefined && origin !== "null" && origin !== ownOrigin && origin !== hostOrigin;
    // Remix refuses (with a 500) an action whose Origin names another host than the request's
    // X-Forwarded-Host or Host, even our public address behind a proxy that rewrote Host: refused here first
    const hostMismatch = origin !== undefined && origin !== "null" && hostOf(origin) !== remixHostOf(req);
    if (crossSite || foreignOrigin || origin === "null" || hostMismatch) {
      res.status(403).type("text/plain").send("Forbidden: cross-site request");
      return;
    }
    next();
  };
}

/** A `Set-Cookie` value with `Secure`, unless it has it already. */
const withSecure = (cookie: string) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);
const secureCookieHeader = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map((v) => withSecure(String(v)))
    : typeof value === "string"
      ? withSecure(value)
      : value;

/**
 * Over https every cookie the server sets is `Secure`, whoever writes it (a Remix cookie, the API's Hono
 * answer, the identity providers, a cookie of a library that forgot): no cookie of ours can then leave
 * the browser over plain http. Both ways a header reaches Node pass through here: `setHeader` (Express,
 * Remix's adapter) and the header object of `writeHead` (Hono's adapter).
 */
export function secureCookies(secure: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    if (!secure) return next();
    const setHeader = res.setHeader;
    res.setHeader = function (this: Response, name: string, value: number | string | readonly string[]) {
      return setHeader.call(
        this,
        name,
        name.toLowerCase() === "set-cookie" ? (secureCookieHeader(value) as string | string[]) : value,
      );
    } as Response["setHeader"];
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      for (const headers of args) {
        if (headers === null || typeof headers !== "object" || Array.isArray(headers)) continue;
        for (const key of Object.keys(headers)) {
          const record = headers as Record<string, unknown>;
          if (key.toLowerCase() === "set-cookie") record[key] = secureCookieHeader(record[key]);
        }
      }
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response["writeHead"];
    next();
  };
}
