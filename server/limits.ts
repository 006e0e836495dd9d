/**
 * Every request limit of the server in one early middleware (docs/security.md):
 * 1. the path is normalised once (server/path.ts) and put back into the request, so Express, the
 *    API (Hono), the identity providers and the portal (Remix) all route on the path the limits saw;
 *    a path they could read differently is refused with 400;
 * 2. rate limits per client address, matched on the normalised path (429 with Retry-After);
 * 3. body size limits per route before any parser runs (413, connection closed, body unread; an upload
 *    from a portal form goes back to that form instead: server/refused-upload.ts).
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { MAX_UPLOAD_BYTES } from "#contracts";
import { guardBody } from "./body-limit";
import type { ServerConfig } from "./config";
import { normalisePath } from "./path";
import { checkRateLimit, MemoryRateLimitStore, type RateLimitRule, type RateLimitStore } from "./rate-limit";
import { type Refusal, refuse } from "./refusal";
import { returnToUploadForm } from "./refused-upload";

const KB = 1024;
/** Room for the multipart envelope and the text fields around an uploaded file. */
export const MULTIPART_OVERHEAD = 64 * KB;
/** JSON bodies of the API: its longest texts (a few fields of up to 4000 characters) fit many times. */
export const JSON_BODY_LIMIT = 64 * KB;
/** Url-encoded (and multipart) portal forms without a file: the longest job-opening step many times over. */
export const FORM_BODY_LIMIT = 256 * KB;
/** A multipart upload of the largest allowed file (docs/product.md#constants-and-limits: 14 MB). */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;
/** The API's JSON upload carries the file as base64 (4 characters per 3 bytes). */
export const BASE64_UPLOAD_BODY_LIMIT = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + MULTIPART_OVERHEAD;

interface LimitedRoute {
  methods: readonly string[];
  /** Matched against `NormalisedPath.match`: decoded, lower-case, no trailing slash, no `.data`. */
  path: RegExp;
}

const POST = ["POST"] as const;
/** Sends of a CV by e-mail per client address and hour: the public form must not relay spam. */
export const CV_SEND_RATE_LIMIT = 5;
/** Other writes of the public CV generator (draft saves, PDF renderings) per client address and minute. */
export const CV_GENERATOR_RATE_LIMIT = 60;
/**
 * Renders of the public CV generator per minute from every address together: its PDFs need no login, so
 * many addresses could otherwise keep the render threads (api/pdf/pool.ts) busy for everyone else.
 */
export const ANONYMOUS_RENDER_LIMIT = 120;
/** The key of a bucket that counts every address together. */
const EVERYONE = "everyone";
const GET = ["GET", "HEAD"] as const;
/** Readiness and metrics reads per client address and minute: each asks the database; probes need a few. */
export const PROBE_RATE_LIMIT = 120;
/** Data exports per client address and minute: each ZIP streams every document of the person from the store. */
export const DATA_EXPORT_RATE_LIMIT = 10;
/** Consent answers, tracking ids and experiment assignments per client address and minute (all anonymous or cheap). */
export const CONSENT_RATE_LIMIT = 60;

/** The rate-limited routes by bucket; paths are the `match` form of server/path.ts. */
export function rateLimitRules(
  config: ServerConfig,
): { rule: RateLimitRule; routes: LimitedRoute[]; everyone?: true }[] {
  const minute = 60;
  return [
    {
      // password posts at the development providers and the API's ID-token exchanges
      rule: { name: "login", limit: config.loginRateLimit, windowSeconds: minute },
      routes: [
        { methods: POST, path: /^\/idp\/[^/]+\/interaction\/[^/]+\/login$/ },
        { methods: POST, path: /^\/api\/(b2b\/)?v1\/auth$/ },
      ],
    },
    {
      // a login start redirects to the provider; the callback exchanges the code for tokens
      rule: { name: "login-start", limit: config.loginRateLimit * 2, windowSeconds: minute },
      routes: [{ methods: GET, path: /^\/auth\/[^/]+\/login$/ }],
    },
    {
      rule: { name: "login-callback", limit: config.loginRateLimit * 2, windowSeconds: minute },
      routes: [{ methods: GET, path: /^\/auth\/[^/]+\/callback$/ }],
    },
    {
      rule: { name: "upload", limit: config.uploadRateLimit, windowSeconds: minute },
      routes: [
        { methods: POST, path: /^\/ds\/documents\/upload$/ },
        { methods: POST, path: /^\/b2b\/(company|profile)\/picture$/ },
        { methods: POST, path: /^\/api\/v1\/documents\/upload$/ },
        { methods: ["PUT"], path: /^\/api\/b2b\/v1\/(companies\/[^/]+|me)\/profile-picture$/ },
      ],
    },
    {
      rule: { name: "feedback", limit: config.feedbackRateLimit, windowSeconds: minute },
      routes: [
        { methods: POST, path: /^\/(ds|b2b)\/feedback$/ },
        { methods: POST, path: /^\/api\/(b2b\/)?v1\/feedback$/ },
      ],
    },
    {
      // new tickets and comments (portal forms and API)
      rule: { name: "support", limit: config.supportRateLimit, windowSeconds: minute },
      routes: [
        { methods: POST, path: /^\/b2b\/help\/contact(\/[^/]+)?$/ },
        { methods: POST, path: /^\/advisor\/support\/[^/]+$/ },
        { methods: POST, path: /^\/api\/b2b\/v1\/support-tickets(\/[^/]+\/comments)?$/ },
        { methods: POST, path: /^\/api\/advisor\/v1\/support-tickets\/[^/]+\/comments$/ },
      ],
    },
    {
      // the public CV generator's mail: portal form and API call share one bucket
      rule: { name: "cv-send", limit: CV_SEND_RATE_LIMIT, windowSeconds: 60 * minute },
      routes: [
        { methods: POST, path: /^\/lebenslauf-generator\/send$/ },
        { methods: POST, path: /^\/api\/v1\/cv-generator\/send\/upload$/ },
      ],
    },
    {
      // every other write of the CV generators (drafts, PDFs, the portfolio, print templates): each PDF
      // costs a rendering, so bounded per address (the public one is anonymous)
      rule: { name: "cv-generator", limit: CV_GENERATOR_RATE_LIMIT, windowSeconds: minute },
      routes: [
        { methods: POST, path: /^\/lebenslauf-generator\/(start|input\/[a-z]+|download|final)$/ },
        { methods: POST, path: /^\/ds\/cvgenerator\/(input\/[a-z]+|download|send|portfolio|reset)$/ },
        { methods: ["PUT", "DELETE"], path: /^\/api\/v1\/cv-generator\/(draft|applicant)$/ },
        { methods: POST, path: /^\/api\/v1\/cv-generator\/(upload|applicant\/document)$/ },
        { methods: POST, path: /^\/api\/v1\/(application-portfolio|print-templates\/upload)$/ },
      ],
    },
    {
      // the public generator's PDFs (downloads, and the mail that carries one), all addresses together;
      // besides each address's own bucket above
      rule: { name: "anonymous-renders", limit: ANONYMOUS_RENDER_LIMIT, windowSeconds: minute },
      everyone: true,
      routes: [
        { methods: POST, path: /^\/lebenslauf-generator\/(download|send)$/ },
        { methods: POST, path: /^\/api\/v1\/cv-generator\/(send\/)?upload$/ },
      ],
    },
    {
      // "my data": the ZIP reads every document and record of the person, the prepared one is a job's work
      rule: { name: "data-export", limit: DATA_EXPORT_RATE_LIMIT, windowSeconds: minute },
      routes: [
        { methods: POST, path: /^\/(ds|b2b)\/profile\/data(\/download)?$/ },
        { methods: POST, path: /^\/api\/(b2b\/)?v1\/account\/data-export(\/prepare)?$/ },
        { methods: GET, path: /^\/api\/v1\/account\/data-export\/[^/]+\/file$/ },
      ],
    },
    {
      // the readiness check and the metrics each query the database: a flood of them must not load it
      rule: { name: "probes", limit: PROBE_RATE_LIMIT, windowSeconds: minute },
      routes: [{ methods: GET, path: /^\/(readyz|metrics)$/ }],
    },
    // --- consent tool: its form, the tracking id, experiment assignments, the consent kept with the account ---
    {
      rule: { name: "consent", limit: CONSENT_RATE_LIMIT, windowSeconds: minute },
      routes: [
        { methods: POST, path: /^\/cookie-einstellungen$/ },
        { methods: POST, path: /^\/api\/v1\/(t\/[^/]+|experiment-assignments)$/ },
        { methods: ["PUT"], path: /^\/api\/(b2b\/)?v1\/cookie-consent$/ },
      ],
    },
    // --- end of consent tool ---
  ];
}

const PORTAL_UPLOADS = [/^\/ds\/documents\/upload$/, /^\/b2b\/(company|profile)\/picture$/];
const API_PICTURES = /^\/api\/b2b\/v1\/(companies\/[^/]+|me)\/profile-picture$/;
const API_DOCUMENT_UPLOAD = /^\/api\/v1\/documents\/upload$/;

export type BodyKind = "upload" | "api" | "form";

/** The largest valid body of a route, and what kind of answer a bigger one gets. */
export function bodyLimitFor(match: string, contentType = ""): { limit: number; kind: BodyKind } {
  if (API_DOCUMENT_UPLOAD.test(match)) {
    const base64 = contentType.toLowerCase().startsWith("application/json");
    return { limit: base64 ? BASE64_UPLOAD_BODY_LIMIT : UPLOAD_BODY_LIMIT, kind: "upload" };
  }
  if (API_PICTURES.test(match)) return { limit: UPLOAD_BODY_LIMIT, kind: "upload" };
  if (PORTAL_UPLOADS.some((pattern) => pattern.test(match))) return { limit: UPLOAD_BODY_LIMIT, kind: "upload" };
  if (isApiPath(match)) return { limit: JSON_BODY_LIMIT, kind: "api" };
  return { limit: FORM_BODY_LIMIT, kind: "form" };
}

const isApiPath = (match: string) => match === "/api" || match.startsWith("/api/");

const sizeText = (bytes: number) => `${Math.round(bytes / KB)} KB`;

function tooLarge(kind: BodyKind, limit: number): Refusal {
  if (kind === "upload") {
    return {
      status: 413,
      api: { code: 413, message: "File too large (maximum 14MB)" },
      page: { title: "validation:validation.uploadTooLarge", text: "limits:uploadTooLarge.text" },
      backToForm: true,
    };
  }
  return {
    status: 413,
    api: { code: 413, message: `Request body too large (maximum ${sizeText(limit)})` },
    page: { title: "limits:tooLarge.title", text: "limits:tooLarge.text", values: { size: sizeText(limit) } },
    backToForm: true,
  };
}

const BAD_PATH: Refusal = {
  status: 400,
  api: { code: 1007, message: "The request path is not valid" },
  page: { title: "limits:badPath.title", text: "limits:badPath.text" },
};

/** Anonymous forms kept across an expired login (app/session/pending-form.server.ts), per address. */
export const pendingFormRule = (config: ServerConfig): RateLimitRule => ({
  name: "pending-form",
  limit: config.pendingFormRateLimit,
  windowSeconds: 10 * 60,
});

/** The middleware and the stash quota, counting in one store (memory unless one is given). */
export function createLimits(config: ServerConfig, store: RateLimitStore = new MemoryRateLimitStore()) {
  const stashRule = pendingFormRule(config);
  return {
    middleware: requestLimits(config, store),
    /** Whether `address` may stash one more form now (counts the attempt). */
    allowPendingForm: async (address: string) => (await checkRateLimit(store, stashRule, address)).allowed,
  };
}

/**
 * Node answers "Expect: 100-continue" by itself unless the server handles `checkContinue`: hand such
 * requests to the app, whose limits then refuse an oversized body before the client sends it.
 */
export function deferContinue(server: Server, app: (req: IncomingMessage, res: ServerResponse) => void) {
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => app(req, res));
}

/** The middleware: mount it before every router (server.ts). */
export function requestLimits(config: ServerConfig, store: RateLimitStore) {
  const rules = rateLimitRules(config);
  return async (req: Request, res: Response, next: NextFunction) => {
    const rawUrl = req.url;
    const queryAt = rawUrl.indexOf("?");
    const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
    const normalised = normalisePath(rawPath);
    if (!normalised) {
      refuse(req, res, BAD_PATH, rawPath.toLowerCase().startsWith("/api/"));
      return;
    }
    // Every router after this one reads the canonical path (Remix reads originalUrl).
    const url = normalised.canonical + (queryAt === -1 ? "" : rawUrl.slice(queryAt));
    req.url = url;
    req.originalUrl = url;
    const { match } = normalised;
    const api = isApiPath(match);

    // The body is guarded before anything awaits, so that no chunk arrives uncounted.
    const { limit, kind } = bodyLimitFor(match, req.headers["content-type"]);
    const refusal = tooLarge(kind, limit);
    const styledPage = () => refuse(req, res, refusal, api);
    const portalUpload = !api && PORTAL_UPLOADS.some((pattern) => pattern.test(match));
    const outcome = guardBody(req, limit, (declared) => {
      if (res.headersSent) req.socket.destroy();
      else if (!portalUpload) styledPage();
      // a form's upload goes back to its form (server/refused-upload.ts)
      else
        returnToUploadForm(req, res, { readFields: declared, otherwise: styledPage }).catch(() => {
          if (!res.headersSent) styledPage();
        });
    });
    if (outcome === "declared-too-large") return;

    for (const { rule, routes, everyone } of rules) {
      if (!routes.some((route) => route.methods.includes(req.method) && route.path.test(match))) continue;
      let verdict: Awaited<ReturnType<typeof checkRateLimit>>;
      try {
        const key = everyone ? EVERYONE : (req.ip ?? req.socket.remoteAddress ?? "unknown");
        verdict = await checkRateLimit(store, rule, key);
      } catch (error) {
        next(error);
        return;
      }
      if (!verdict.allowed) {
        refuse(
          req,
          res,
          {
            status: 429,
            api: { code: 1010, message: "Too many requests" },
            page: {
              title: "limits:tooMany.title",
              text: "limits:tooMany.text",
              values: { seconds: verdict.retryAfterSeconds },
            },
            retryAfterSeconds: verdict.retryAfterSeconds,
          },
          api,
        );
        return;
      }
    }

    if (res.headersSent) return; // refused (413) while the rate limit was being counted
    // A client that waits for "100 Continue" gets it only now that its declared size has passed.
    if (req.headers.expect?.toLowerCase() === "100-continue" && !res.headersSent) res.writeContinue();
    next();
  };
}
