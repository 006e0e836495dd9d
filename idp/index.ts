/**
 * Development OpenID Connect providers of Tandem (DESIGN §1, "Identity"): three `oidc-provider` issuers,
 * `${publicUrl}/idp/applicant`, `${publicUrl}/idp/company` and `${publicUrl}/idp/staff`, with a real login
 * page and the demo accounts of `contracts/demo-accounts.ts`. Mount with `app.use("/idp", router)`.
 *
 * Storage: the `storage` the server gives (the database, shared by every instance: a login started on
 * one instance finishes on another and survives a restart); without it oidc-provider's in-memory
 * adapter. Signing keys and cookie keys are persisted in `${dataDir}/idp-keys.json`, so ID tokens and
 * cookies issued before a restart still verify.
 * Every registered client is first-party (the portal): consent is granted automatically.
 *
 * This module stands alone: it imports only `contracts/`, never `app/` or `api/`.
 */
import { randomUUID, timingSafeEqual } from "node:crypto";
import type { ServerResponse } from "node:http";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { importJWK, type JWK, SignJWT } from "jose";
import Provider, {
  type Account,
  type ClientMetadata,
  type Configuration,
  errors,
  type KoaContextWithOIDC,
} from "oidc-provider";
import { DEMO_PASSWORD, type DemoAccount, demoAccountsOf, ISSUER_NAMES, type IssuerName } from "#contracts";
import { LANGS, type Lang, pickLang, texts } from "./i18n";
import { type KeyStore, loadOrCreateKeys } from "./keys";
import {
  errorPage,
  type LoginField,
  loggedOutPage,
  loginPage,
  logoutContinuePage,
  logoutPage,
  type PageContext,
} from "./pages";
import { IDP_CSS, IDP_CSS_ETAG, IDP_CSS_VERSION } from "./styles";

export { ISSUER_NAMES, type IssuerName };

export interface IdentityProviderClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** A client that authenticates with private_key_jwt: its public keys (the secret is then not used). */
  jwks?: { keys: JWK[] };
}

export interface IdentityProvidersOptions {
  /** e.g. http://localhost:3000 — issuers become `${publicUrl}/idp/{applicant|company|staff}`. */
  publicUrl: string;
  /** Signing keys (private JWKS, RS256) and cookie keys are generated once into `${dataDir}/idp-keys.json`. */
  dataDir: string;
  clients: Record<IssuerName, IdentityProviderClient>;
  /** true in production (https): cookies get the Secure attribute. */
  secureCookies: boolean;
  /**
   * Print the demo accounts and their shared password on the login page (development); off in production
   * (a demonstration instance with DEMO_LOGIN), where whoever demonstrates hands them out. Default on.
   */
  showDemoCredentials?: boolean;
  /** Offer the test accounts too (SEED_TEST_ACCOUNTS=true): the seed in use holds them. */
  testAccounts?: boolean;
  /** Where the signing and cookie keys are kept for every instance; `${dataDir}/idp-keys.json` without it. */
  keyStore?: KeyStore;
  /** oidc-provider's adapter class per issuer (sessions, grants, codes, tokens); in memory without it. */
  storage?: (issuer: IssuerName) => Configuration["adapter"];
}

export interface IdentityProviders {
  /** Mount with `app.use("/idp", router)`: /idp/{applicant,company,staff}/* and /idp/static/*. */
  router: Router;
  /** Public signing keys, for `jose.createLocalJWKSet` (in-process ID token verification). */
  publicJwks: { keys: JWK[] };
  issuers: Record<IssuerName, string>;
  /**
   * An ID token of this issuer for one of its demo accounts, signed with the provider's key and with
   * the claims its login would release (null for a subject it does not know). For the development
   * sign-in of the portal: the API verifies and exchanges it like any other ID token.
   */
  mintIdToken: (issuer: IssuerName, sub: string, nonce: string) => Promise<string | null>;
}

/** Cookie names of one issuer: distinct from the portal's (`__session`, `lng`, `__Host-…`) and each other's. */
export const cookieNamesOf = (name: IssuerName) => ({
  session: `idp_${name}_session`,
  interaction: `idp_${name}_interaction`,
  resume: `idp_${name}_resume`,
});

/** Fallback Content-Security-Policy when the server has not set one (the pages need no script, no inline style). */
const FALLBACK_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** The server's per-request CSP nonce, if it put one into `res.locals` (Express). */
function nonceOf(res: ServerResponse): string | undefined {
  const locals = (res as ServerResponse & { locals?: Record<string, unknown> }).locals;
  const nonce = locals?.cspNonce ?? locals?.nonce;
  return typeof nonce === "string" && nonce ? nonce : undefined;
}

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

function accountClaims(account: DemoAccount) {
  return {
    sub: account.sub,
    email: account.email,
    email_verified: true,
    given_name: account.givenName,
    family_name: account.familyName,
    name: `${account.givenName} ${account.familyName}`,
    locale: "de",
  };
}

export async function createIdentityProviders(opts: IdentityProvidersOptions): Promise<IdentityProviders> {
  const keys = await loadOrCreateKeys(opts.dataDir, opts.keyStore);
  const publicUrl = opts.publicUrl.replace(/\/+$/, "");
  const portalUrl = `${publicUrl}/`;
  const idpPath = `${new URL(publicUrl).pathname.replace(/\/+$/, "")}/idp`;
  const cssHref = `${idpPath}/static/idp.css?v=${IDP_CSS_VERSION}`;

  const router = express.Router();

  router.use((_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (!res.getHeader("Content-Security-Policy")) res.setHeader("Content-Security-Policy", FALLBACK_CSP);
    next();
  });

  router.get("/static/idp.css", (req, res) => {
    res.setHeader("Content-Type", "text/css; charset=utf-8");
    res.setHeader("ETag", IDP_CSS_ETAG);
    res.setHeader(
      "Cache-Control",
      req.query.v === IDP_CSS_VERSION ? "public, max-age=31536000, immutable" : "public, max-age=300",
    );
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === IDP_CSS_ETAG)) {
      res.status(304).end();
      return;
    }
    res.send(IDP_CSS);
  });

  const issuers = {} as Record<IssuerName, string>;

  for (const name of ISSUER_NAMES) {
    const issuer = `${publicUrl}/idp/${name}`;
    issuers[name] = issuer;
    const basePath = new URL(issuer).pathname;
    const accounts = demoAccountsOf(name, { testAccounts: opts.testAccounts });
    const client = opts.clients[name];
    const heading = (lang: Lang) => texts[lang].issuerHeading[name];

    const koaPage = (ctx: KoaContextWithOIDC): PageContext => ({
      lang: pickLang(ctx.oidc?.params?.ui_locales ?? ctx.query?.ui_locales, ctx.get("cookie")),
      cssHref,
      nonce: nonceOf(ctx.res as ServerResponse),
    });

    const clientMetadata: ClientMetadata = {
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris,
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      // client_secret_post is accepted as well
      token_endpoint_auth_method: client.jwks ? "private_key_jwt" : "client_secret_basic",
      ...(client.jwks ? { jwks: client.jwks as ClientMetadata["jwks"] } : {}),
      id_token_signed_response_alg: "RS256",
    };

    const cookieOptions = { httpOnly: true, sameSite: "lax" as const, ...(opts.secureCookies ? { secure: true } : {}) };

    const configuration: Configuration = {
      ...(opts.storage ? { adapter: opts.storage(name) } : {}),
      clients: [clientMetadata],
      jwks: keys.privateJwks as Configuration["jwks"],
      cookies: {
        keys: keys.cookieKeys,
        names: cookieNamesOf(name),
        long: cookieOptions,
        short: cookieOptions,
      },
      clientAuthMethods: ["client_secret_basic", "client_secret_post", "private_key_jwt"],
      responseTypes: ["code"],
      pkce: { required: () => true }, // oidc-provider 9 supports only S256
      scopes: ["openid", "email", "profile", "offline_access"],
      claims: {
        openid: ["sub"],
        email: ["email", "email_verified"],
        profile: ["given_name", "family_name", "name", "locale"],
      },
      // Put the scope-requested claims into the ID token too (the portal reads them from there).
      conformIdTokenClaims: false,
      discovery: { ui_locales_supported: [...LANGS], claims_locales_supported: ["de"] },
      ttl: {
        IdToken: 60 * 60,
        AccessToken: 60 * 60,
        AuthorizationCode: 60,
        Interaction: 60 * 60,
        Session: 14 * 24 * 60 * 60,
        Grant: 14 * 24 * 60 * 60,
        RefreshToken: 14 * 24 * 60 * 60,
        ClientCredentials: 10 * 60,
      },
      features: {
        devInteractions: { enabled: false },
        revocation: { enabled: true },
        userinfo: { enabled: true },
        rpInitiatedLogout: {
          enabled: true,
          async logoutSource(ctx) {
            const page = koaPage(ctx);
            const state = ctx.oidc.session?.state as { secret?: string } | undefined;
            ctx.type = "html";
            ctx.body = logoutPage({
              ...page,
              service: heading(page.lang),
              action: ctx.oidc.urlFor("end_session_confirm"),
              xsrf: state?.secret ?? "",
            });
          },
          async postLogoutSuccessSource(ctx) {
            ctx.type = "html";
            ctx.body = loggedOutPage({ ...koaPage(ctx), portalUrl });
          },
        },
      },
      interactions: {
        url: (_ctx, interaction) => `${basePath}/interaction/${interaction.uid}`,
      },
      async findAccount(_ctx, sub): Promise<Account | undefined> {
        const account = accounts.find((a) => a.sub === sub);
        if (!account) return undefined;
        return { accountId: account.sub, claims: () => accountClaims(account) };
      },
      // First-party clients only: grant whatever OpenID scopes and claims they request, without a consent screen.
      async loadExistingGrant(ctx) {
        const accountId = ctx.oidc.session?.accountId;
        const clientId = ctx.oidc.client?.clientId;
        if (!accountId || !clientId) return undefined;
        const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(clientId);
        const grant =
          (grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined) ??
          new ctx.oidc.provider.Grant({ accountId, clientId });
        grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(" "));
        const claims = [...ctx.oidc.requestParamClaims];
        if (claims.length) grant.addOIDCClaims(claims);
        await grant.save();
        return grant;
      },
      async renderError(ctx, out, error) {
        ctx.type = "html";
        const expired = error instanceof errors.SessionNotFound;
        const page = koaPage(ctx);
        const t = texts[page.lang];
        ctx.body = errorPage({
          ...page,
          portalUrl,
          ...(expired ? { title: t.sessionExpiredTitle, text: t.sessionExpiredText } : {}),
          code: out.error,
          description: out.error_description,
        });
      },
    };

    const provider = new Provider(issuer, configuration);
    provider.proxy = true;

    // RP-initiated logout without an identity-provider session: oidc-provider answers with a page that submits
    // itself by script. Replace it with an accessible page whose button works without JavaScript.
    provider.use(async (koaCtx, next) => {
      await next();
      const ctx = koaCtx as unknown as KoaContextWithOIDC;
      if (ctx.oidc?.route !== "end_session" || ctx.status !== 200) return;
      const session = ctx.oidc.session;
      const state = session?.state as { secret?: string } | undefined;
      if (!session || session.accountId || !state?.secret) return;
      ctx.type = "html";
      ctx.body = logoutContinuePage({
        ...koaPage(ctx),
        action: ctx.oidc.urlFor("end_session_confirm"),
        xsrf: state.secret,
      });
    });

    const expressPage = (req: Request, res: Response, uiLocales?: unknown): PageContext => ({
      lang: pickLang(uiLocales, req.headers.cookie),
      cssHref,
      nonce: nonceOf(res),
    });

    const interactionError = (req: Request, res: Response, error: unknown) => {
      const page = expressPage(req, res, req.query.ui_locales);
      res.setHeader("Cache-Control", "no-store");
      if (error instanceof errors.SessionNotFound) {
        const t = texts[page.lang];
        res
          .status(400)
          .type("html")
          .send(errorPage({ ...page, portalUrl, title: t.sessionExpiredTitle, text: t.sessionExpiredText }));
        return;
      }
      console.error(`[idp/${name}] interaction failed`, error);
      res
        .status(500)
        .type("html")
        .send(errorPage({ ...page, portalUrl }));
    };

    const interactionPath = `/${name}/interaction/:uid`;
    const form = express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 20 });

    const renderLogin = (
      req: Request,
      res: Response,
      uid: string,
      uiLocales: unknown,
      email: string,
      fieldErrors: Partial<Record<LoginField, string>>,
    ) => {
      const page = expressPage(req, res, uiLocales);
      res.setHeader("Cache-Control", "no-store");
      res
        .status(Object.keys(fieldErrors).length ? 400 : 200)
        .type("html")
        .send(
          loginPage({
            ...page,
            issuer: name,
            action: `${basePath}/interaction/${encodeURIComponent(uid)}/login`,
            abortAction: `${basePath}/interaction/${encodeURIComponent(uid)}/abort`,
            email,
            errors: fieldErrors,
            accounts: opts.showDemoCredentials === false ? [] : accounts,
            demoPassword: opts.showDemoCredentials === false ? null : DEMO_PASSWORD,
          }),
        );
    };

    router.get(interactionPath, async (req: Request, res: Response, _next: NextFunction) => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (details.uid !== req.params.uid) throw new errors.SessionNotFound("interaction mismatch");
        if (details.prompt.name === "consent") {
          // First-party client: approve what is missing without asking.
          const promptDetails = details.prompt.details as {
            missingOIDCScope?: string[];
            missingOIDCClaims?: string[];
            missingResourceScopes?: Record<string, string[]>;
          };
          const accountId = details.session?.accountId;
          const clientId = String(details.params.client_id ?? "");
          const grant =
            (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
            new provider.Grant({ accountId, clientId });
          if (promptDetails.missingOIDCScope?.length) grant.addOIDCScope(promptDetails.missingOIDCScope.join(" "));
          if (promptDetails.missingOIDCClaims?.length) grant.addOIDCClaims(promptDetails.missingOIDCClaims);
          for (const [indicator, scopes] of Object.entries(promptDetails.missingResourceScopes ?? {})) {
            grant.addResourceScope(indicator, scopes.join(" "));
          }
          const grantId = await grant.save();
          await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
          return;
        }
        const hint = typeof details.params.login_hint === "string" ? details.params.login_hint : "";
        renderLogin(req, res, details.uid, details.params.ui_locales, hint, {});
      } catch (error) {
        interactionError(req, res, error);
      }
    });

    router.post(`${interactionPath}/login`, form, async (req: Request, res: Response) => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (details.uid !== req.params.uid) throw new errors.SessionNotFound("interaction mismatch");
        if (details.prompt.name !== "login") {
          res.redirect(303, `${basePath}/interaction/${encodeURIComponent(details.uid)}`);
          return;
        }
        const body = (req.body ?? {}) as Record<string, unknown>;
        const email = typeof body.email === "string" ? body.email.trim() : "";
        const password = typeof body.password === "string" ? body.password : "";
        const lang = pickLang(details.params.ui_locales, req.headers.cookie);
        const t = texts[lang];
        const fieldErrors: Partial<Record<LoginField, string>> = {};
        if (!email) fieldErrors.email = t.errorEmailMissing;
        if (!password) fieldErrors.password = t.errorPasswordMissing;
        const account = accounts.find((a) => a.email.toLowerCase() === email.toLowerCase());
        if (!fieldErrors.email && !fieldErrors.password && (!account || !sameSecret(password, DEMO_PASSWORD))) {
          fieldErrors.email = t.errorWrongCredentials;
        }
        if (!account || Object.keys(fieldErrors).length) {
          renderLogin(req, res, details.uid, details.params.ui_locales, email, fieldErrors);
          return;
        }
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub, amr: ["pwd"] } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        interactionError(req, res, error);
      }
    });

    router.post(`${interactionPath}/abort`, form, async (req: Request, res: Response) => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (details.uid !== req.params.uid) throw new errors.SessionNotFound("interaction mismatch");
        await provider.interactionFinished(
          req,
          res,
          { error: "access_denied", error_description: "End-User aborted interaction" },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        interactionError(req, res, error);
      }
    });

    router.use(`/${name}`, provider.callback());
  }

  const signingJwk = keys.privateJwks.keys[0]!;
  const signingKey = await importJWK(signingJwk, "RS256");
  const mintIdToken = async (name: IssuerName, sub: string, nonce: string) => {
    const account = demoAccountsOf(name, { testAccounts: opts.testAccounts }).find((a) => a.sub === sub);
    if (!account) return null;
    return new SignJWT({ ...accountClaims(account), nonce })
      .setProtectedHeader({ alg: "RS256", kid: signingJwk.kid, typ: "JWT" })
      .setIssuer(issuers[name])
      .setAudience(opts.clients[name].clientId)
      .setIssuedAt()
      .setExpirationTime("10m")
      .setJti(randomUUID())
      .sign(signingKey);
  };

  return { router, publicJwks: keys.publicJwks, issuers, mintIdToken };
}
