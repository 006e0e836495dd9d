/**
 * Tandem's server: composes the portal (Remix), the API (Hono, in-process), the database
 * (PGlite or PostgreSQL) and the development identity providers on one port (docs/architecture.md#parts).
 */
import { existsSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import { Server as NetServer } from "node:net";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { createLocalJWKSet } from "jose";
import { LANGUAGES, USER_KIND_OF_ISSUER } from "#contracts";
import { APP_VERSION } from "#contracts/enums";
import { createApi, type TrustedIssuer } from "./api/app";
import { openDatabase } from "./api/db/client";
import { latestMigrationMillis, migrateDatabase, migrationsCurrent, underMigrationLock } from "./api/db/migrate";
import { seedDatabase } from "./api/db/seed";
import { startJobs } from "./api/jobs/runner";
import { backgroundJobs } from "./api/jobs/schedule";
import { outboxStats } from "./api/mail/outbox-stats";
import { createMailSender } from "./api/mail/sender";
import { closeRenderPool } from "./api/pdf/pool";
import { identityKeyStore } from "./api/shared-state/identity-keys";
import { oidcStorageFor } from "./api/shared-state/oidc-storage";
import { DatabasePendingFormStore } from "./api/shared-state/pending-form-store";
import { DatabaseRateLimitStore } from "./api/shared-state/rate-limit-store";
import { LocalDirectoryStore } from "./api/storage/local";
import { S3BlobStore } from "./api/storage/s3";
import { handleMatcher, routeIdMatcher } from "./app/routing/route-meta";
import { MAX_STASH_BYTES, MAX_STASH_FILES, PENDING_FORM_TTL_MS } from "./app/session/pending-form.server";
import { DirectoryPendingFormStore } from "./app/session/pending-form-directory.server";
import { createIdentityProviders } from "./idp";
import { drainUnreadBody } from "./server/body-limit";
import { noStoreWhenPersonal } from "./server/cache-control";
import { compressionOptions } from "./server/compression.mjs";
import { ConfigError, type IssuerName, loadConfig, type ServerConfig } from "./server/config";
import { finalErrorHandler } from "./server/error-page";
import { legacyRedirects } from "./server/legacy-redirects";
import { createLimits, deferContinue } from "./server/limits";
import { captureConsole, createLogger } from "./server/logger";
import { createMetrics } from "./server/metrics";
import { startMonitoring } from "./server/monitoring";
import {
  countApiError,
  labelRoute,
  metricsEndpoint,
  observeRequests,
  readinessEndpoint,
  UNMATCHED_ROUTE,
} from "./server/observability";
import { FallbackRateLimitStore } from "./server/rate-limit";
import { remoteIssuer } from "./server/remote-issuer";
import { csrfGuard, secureCookies, securityHeaders } from "./server/security";
import { submissionKey } from "./server/submission-key";

/** How long a stopping instance goes on answering on the connections it has before it drops the idle ones. */
const DRAIN_MS = 1_000;

function trustedIssuers(config: ServerConfig, devJwks?: { keys: object[] }): TrustedIssuer[] {
  return (Object.keys(config.oidc) as IssuerName[]).map((name) => {
    const client = config.oidc[name];
    const remote = remoteIssuer(client);
    // Our own provider: verify against its public keys without a network hop.
    const jwks =
      client.dev && devJwks ? createLocalJWKSet(devJwks as Parameters<typeof createLocalJWKSet>[0]) : remote.jwks;
    return {
      kind: USER_KIND_OF_ISSUER[name],
      issuer: client.issuer,
      audience: client.clientId,
      jwks,
      ...(client.dev ? {} : { discoveredIssuer: remote.discoveredIssuer }),
      userinfo: remote.userinfo,
      requireEmail: true,
    };
  });
}

export async function startServer(config: ServerConfig) {
  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy) app.set("trust proxy", 1);
  // --- logs: JSON lines, scrubbed; the console writes there too (before the error monitoring wraps it,
  // so that its forwarding of console messages stays) ---
  const logger = createLogger({ file: config.logFile, level: config.logLevel });
  const restoreConsole = captureConsole(logger);
  // --- error monitoring: only with SENTRY_DSN (the SDK is not even loaded otherwise) ---
  const monitoring = config.sentryDsn ? await startMonitoring({ ...config, sentryDsn: config.sentryDsn }) : null;
  // --- end of error monitoring ---

  // Database and API, in-process unless an external API_URL is configured.
  const database = config.apiUrl
    ? null
    : await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Documents in the object store when S3_* is set (shared by every instance), else under DATA_DIR.
  const documentStore = database
    ? config.s3
      ? new S3BlobStore(config.s3)
      : new LocalDirectoryStore(path.join(config.dataDir, "documents"))
    : null;
  if (database && documentStore) {
    await migrateDatabase(database);
    // the demo data: for development, and for a demonstration instance's demo login (DEMO_LOGIN); instances
    // starting together (compose's two portals) seed an empty database once, one after the other
    if (config.devTools || config.demoLogin) {
      await underMigrationLock(database, () =>
        seedDatabase(database.db, {
          onlyIfEmpty: true,
          testAccounts: config.seedTestAccounts,
          store: documentStore,
        }),
      );
    }
  }

  const devIssuers = (Object.keys(config.oidc) as IssuerName[]).filter((name) => config.oidc[name].dev);
  const idp = devIssuers.length
    ? await createIdentityProviders({
        publicUrl: config.publicUrl,
        dataDir: config.dataDir,
        secureCookies: config.secure,
        testAccounts: config.devTools && config.seedTestAccounts,
        // the shared password of the demo accounts is printed for development only, never in production
        showDemoCredentials: !config.production,
        // keys, sessions and grants in the database: the same on every instance, kept across restarts
        ...(database ? { keyStore: identityKeyStore(database.db) } : {}),
        ...(database ? { storage: (name: IssuerName) => oidcStorageFor(database.db, name) } : {}),
        clients: Object.fromEntries(
          (["applicant", "company", "staff"] as const).map((name) => [
            name,
            {
              clientId: config.oidc[name].clientId,
              clientSecret: config.oidc[name].clientSecret,
              redirectUris: [`${config.publicUrl}/auth/${name}/callback`],
              postLogoutRedirectUris: [
                `${config.publicUrl}/auth/logged-out`,
                `${config.publicUrl}/auth/logged-out?unit=${name}`,
              ],
            },
          ]),
        ) as Parameters<typeof createIdentityProviders>[0]["clients"],
      })
    : null;

  const api =
    database && documentStore
      ? createApi({
          db: database.db,
          issuers: trustedIssuers(config, idp?.publicJwks as { keys: object[] } | undefined),
          devTools: config.devTools,
          ping: database.ping,
          storage: documentStore,
          publicUrl: config.publicUrl,
          deadlines: config.deadlines,
          // a re-sent form is applied once (api/idempotency.ts): needed where a proxy re-sends, on PostgreSQL
          idempotentWrites: database.driver === "postgres",
        })
      : null;
  // The outbox is delivered by SMTP when configured; otherwise mails wait in the dev mailbox.
  const mailSender =
    database && config.smtpUrl
      ? createMailSender({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: console.warn })
      : null;
  // in-process, the API is called without a network hop; its address is then our own, not the public one
  const apiUrl = config.apiUrl ?? `${config.internalUrl}/api`;
  const apiFetch = api ? async (request: Request) => api.fetch(request) : (request: Request) => fetch(request);

  app.use(securityHeaders(config));
  // over https no cookie without `Secure`, whichever part of the server sets it
  app.use(secureCookies(config.secure));
  // --- request log and metrics (server/observability.ts), before the limits so their refusals count ---
  const metrics = createMetrics({
    outbox: database ? () => outboxStats(database.db) : undefined,
    pool: database?.poolStats,
  });
  app.use(observeRequests(logger, metrics));
  // --- request limits: path normalisation, rate limits, body sizes (server/limits.ts) ---
  // With the database, every instance counts against the same windows; without it (API_URL), each its own.
  // A database outage falls back to counting per instance (server/rate-limit.ts).
  const limits = createLimits(
    config,
    database ? new FallbackRateLimitStore(new DatabaseRateLimitStore(database.db, config.sessionSecret)) : undefined,
  );
  // Forms kept across a login: in the database, found by whichever instance the new login lands on.
  const pendingForms = database
    ? new DatabasePendingFormStore(database.db, {
        maxForms: MAX_STASH_FILES,
        maxBytes: MAX_STASH_BYTES,
        ttlMs: PENDING_FORM_TTL_MS,
      })
    : new DirectoryPendingFormStore(path.join(config.dataDir, "pending-forms"));
  app.use(limits.middleware);
  // a body the answer did not wait for is read to its end, so the kept-alive connection goes on (server/body-limit.ts)
  app.use(drainUnreadBody());
  // --- end of request limits ---
  app.use(compression(compressionOptions));

  // Liveness: the process answers. No dependency is asked: an outage of the database must make the
  // instances unready (/readyz), not have every one of them restarted.
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  // Readiness: the dependencies answer and the database has this build's migrations.
  const expectedMigration = database ? latestMigrationMillis() : 0;
  app.get(
    "/readyz",
    readinessEndpoint(
      database && documentStore
        ? {
            database: database.ping,
            documentStore: () => documentStore.ready(),
            migrations: () => migrationsCurrent(database, expectedMigration),
          }
        : { api: async () => (await fetch(`${apiUrl}/health`).catch(() => null))?.ok === true },
    ),
  );
  app.get("/metrics", metricsEndpoint(metrics, { token: config.metricsToken, production: config.production }));

  // Fingerprinted build assets never change; everything else in public/ is revalidated hourly.
  app.use("/build", labelRoute("/build/*"), express.static("public/build", { immutable: true, maxAge: "1y" }));
  // Only a file-like path looks in public/ (each look is a file-system call); a page's path has no extension.
  const publicFiles = express.static("public", { maxAge: "1h" });
  const labelPublicFile = labelRoute("public file");
  app.use((req, res, next) =>
    /\.[A-Za-z0-9]+$/.test(req.path) ? labelPublicFile(req, res, () => publicFiles(req, res, next)) : next(),
  );

  // Translations for the browser; untranslated languages answer {} so i18next falls back to German.
  app.get("/locales/:lng/:ns.json", (req, res) => {
    const { lng, ns } = req.params;
    if (!(LANGUAGES as readonly string[]).includes(lng) || !/^[a-z-]+$/i.test(ns)) {
      res.status(404).json({});
      return;
    }
    const file = path.resolve("locales", lng, `${ns}.json`);
    res.setHeader("Cache-Control", "public, max-age=300");
    if (existsSync(file)) res.sendFile(file);
    else res.json({});
  });

  if (idp) app.use("/idp", labelRoute("/idp/*"), idp.router);
  if (api)
    app.all(
      "/api/*",
      getRequestListener(async (request, env) => {
        // the metrics label: the API route that answered (api/app.ts notes it), every unknown path one label
        (env.outgoing as express.Response).locals.route = UNMATCHED_ROUTE;
        const response = await api.fetch(request, {
          noteRoute: (route: string) => {
            (env.outgoing as express.Response).locals.route = route;
          },
        });
        countApiError(metrics, response);
        return response;
      }),
    );

  // Old and shortened addresses, answered before any route is matched (server/legacy-redirects.ts).
  app.use(legacyRedirects(config));

  const build = (await import(path.resolve("build/index.js"))) as ServerBuild;
  // Route handles for the guards in loaders (app/routing/route-meta.ts), matched against this very build.
  const routeHandles = handleMatcher(build.routes, (id) => build.routes[id]?.module.handle);
  // The metrics label of a page: the id of the route Remix renders (every unknown path: the catch-all's).
  const pageRouteOf = routeIdMatcher(build.routes);
  const rootModule = build.routes.root?.module as { criticalCssHref?: string } | undefined;
  const criticalCss = rootModule?.criticalCssHref
    ? readFileSync(path.join("public", rootModule.criticalCssHref), "utf8")
    : "";
  const routeCss = readRouteCss(build.assets.version, rootModule?.criticalCssHref);

  app.use(csrfGuard(config));
  // The form's submission key, so that the action's writes to the API are applied once (server/submission-key.ts).
  app.use(submissionKey());
  // A page is rendered lighter for a browser that saves data (no prefetch, no decorative images): a cache
  // between must keep the two renderings apart.
  app.use((_req, res, next) => {
    res.vary("Save-Data");
    next();
  });
  // Pages, redirects and downloads of a signed-in user are never cached (server/cache-control.ts).
  app.use(noStoreWhenPersonal());
  app.use((req, res, next) => {
    res.locals.route = pageRouteOf(req.path) ?? UNMATCHED_ROUTE;
    next();
  });
  app.all(
    "*",
    createRequestHandler({
      build,
      // Remix sends error details (stacks with machine paths) only when development is asked for
      // explicitly; the default mode (no NODE_ENV) sanitises them like production.
      mode: process.env.NODE_ENV === "development" ? "development" : "production",
      getLoadContext: (req, res) => ({
        markPersonal: () => {
          res.locals.personal = true;
        },
        noteUser: (kind: string) => {
          res.locals.userKind = kind;
        },
        cspNonce: res.locals.cspNonce,
        requestId: res.locals.requestId,
        submissionKey: res.locals.submissionKey,
        criticalCss,
        criticalCssHref: rootModule?.criticalCssHref,
        routeCss,
        routeHandles,
        optionLists: new Map(),
        reportError: monitoring?.captureError,
        portal: {
          publicUrl: config.publicUrl,
          secure: config.secure,
          production: config.production,
          sessionSecret: config.sessionSecret,
          previousSessionSecrets: config.previousSessionSecrets,
          oidc: config.oidc,
          companyHosts: config.companyHosts,
          businessPortalHosts: config.businessPortalHosts,
          supportEmail: config.supportEmail,
          devTools: config.devTools,
          // Development sign-in (app/routes/dev.sign-in): only with DEV_TOOLS and our own provider of the unit.
          ...(config.devTools && idp
            ? {
                devIdToken: (issuer: IssuerName, sub: string, nonce: string) =>
                  config.oidc[issuer].dev ? idp.mintIdToken(issuer, sub, nonce) : Promise.resolve(null),
              }
            : {}),
          environment: config.environment,
          // --- consent services ---
          services: config.services,
          // --- end of consent services ---
          apiUrl,
          apiFetch,
          pendingForms,
          // --- request limits: the pending-form stash is bounded per client address ---
          clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
          allowPendingForm: limits.allowPendingForm,
          // --- end of request limits ---
          // --- error monitoring ---
          ...(config.sentryDsn
            ? { monitoring: { dsn: config.sentryDsn, release: APP_VERSION, environment: config.environment } }
            : {}),
          // --- end of error monitoring ---
        },
      }),
    }),
  );

  // Errors Express catches itself (a malformed URL such as /%FF): a plain page, no stack, no paths.
  if (monitoring)
    app.use((error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
      // a bad request (malformed URL, status 4xx) is the client's fault, not ours
      const status = (error as { status?: unknown } | null)?.status;
      if (typeof status !== "number" || status >= 500) monitoring.captureError(error, res.locals.requestId);
      next(error);
    });
  app.use(finalErrorHandler());

  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
  });
  // A client or a proxy that reuses a keep-alive connection the server has just closed gets a reset
  // (ECONNRESET) instead of an answer: the server keeps idle connections longer than they do (nginx 60 s).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  deferContinue(server, app); // request limits: no "100 Continue" before the size is checked
  logger.info(
    { port: config.port, host: config.host, publicUrl: config.publicUrl, release: APP_VERSION },
    "Tandem listens",
  );
  if (config.devToolsIgnored)
    logger.warn("DEV_TOOLS=true is ignored in production: no development endpoints are served (docs/operations.md)");
  if (config.production && devIssuers.length > 0)
    logger.warn(
      { issuers: devIssuers },
      "DEMO LOGIN IS ON (DEMO_LOGIN=true): the development identity providers let anyone sign in as the demo accounts with their shared password. A demonstration instance only, never one with real people's data.",
    );
  // --- background jobs (api/jobs): pg-boss on PostgreSQL (one run across instances), a loop here on PGlite ---
  // Not awaited before the signal handlers below are in place: pg-boss may take seconds to start, and a
  // SIGTERM in that time must still drain the requests this instance already answers.
  const jobsStarting = database
    ? startJobs({
        jobs: backgroundJobs({
          db: database.db,
          publicUrl: config.publicUrl,
          deadlines: config.deadlines,
          ...(documentStore ? { storage: documentStore } : {}),
          ...(mailSender ? { deliverMail: mailSender.deliverDue } : {}),
        }),
        databaseUrl: config.databaseUrl,
        onRun: ({ job, ok, ms, result, error }) => {
          metrics.jobRuns.inc({ job, outcome: ok ? "ok" : "failed" });
          if (ok) logger.info({ job, ms, result }, "job ran");
          else logger.warn({ job, ms, error }, "job failed");
        },
      })
    : Promise.resolve(null);

  let closing = false;
  // While shutting down, every answer closes its connection: a proxy that keeps connections to this
  // instance alive (nginx `keepalive`) stops sending on them after their answer.
  server.prependListener("request", (_req, res) => {
    if (closing) res.setHeader("Connection", "close");
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down`);
    const closed = new Promise((resolve) => server.once("close", resolve));
    // New connections are refused from now on (a proxy sends them to another instance), after one turn of
    // the event loop has taken those already waiting. Not with http's server.close(): it also drops every
    // idle connection at once (Node ≥ 19), and a proxy may be sending a request on one just then (or one
    // just taken has not been read yet): that request is reset, and nginx does not re-send a POST. Idle
    // connections are dropped only after DRAIN_MS, in which those in use are answered and closed.
    await new Promise((resolve) => setImmediate(resolve));
    NetServer.prototype.close.call(server);
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    server.closeIdleConnections();
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    await closed;
    await (await jobsStarting.catch(() => null))?.stop();
    await mailSender?.stop();
    await closeRenderPool();
    await database?.close();
    await monitoring?.close();
    restoreConsole();
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await jobsStarting;
  return server;
}

try {
  await startServer(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/**
 * The stylesheet of each route, cut at build time to the rules its modules can render (scripts/route-css.mjs,
 * ADR 054), when it was made for this very build; else none, and every page inlines the whole stylesheet.
 */
function readRouteCss(version: string, stylesheet: string | undefined): Record<string, string> | undefined {
  const file = path.join("build", "route-css.json");
  if (!stylesheet || !existsSync(file)) return undefined;
  const made = JSON.parse(readFileSync(file, "utf8")) as {
    version: string;
    stylesheet: string;
    routes: Record<string, string>;
  };
  if (made.version === version && made.stylesheet === stylesheet) return made.routes;
  console.warn(
    "build/route-css.json was made for another build: run `npm run build`; pages inline the whole stylesheet",
  );
  return undefined;
}
