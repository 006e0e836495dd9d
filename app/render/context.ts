/**
 * What server.ts hands every loader and action (Remix load context). The portal never imports
 * the API or the identity providers; it only gets a `fetch` that reaches the API and its settings.
 */
import type { IssuerName } from "#contracts";
import type { ServicesConfig } from "#contracts/consent";
import type { ListOption, OptionListName } from "~/forms/option-lists";
import type { RouteHandles } from "~/routing/route-meta";
import type { OidcClientSettings } from "~/session/oidc-strategy.server";

export type { IssuerName };

/**
 * Where forms too big for the session cookie wait for a new login (app/session/pending-form.server.ts): both
 * stores keep its bounds and read a form once.
 */
export interface PendingFormStore {
  /**
   * Keeps `json` under the new `id`, after dropping expired forms, the older form of the same address
   * `tag` and the form `replaces` names (the same session's); "full" when the bounds leave no room.
   */
  keep(entry: { id: string; tag: string; json: string; replaces: string | null }): Promise<"kept" | "full">;
  /** The form kept under `id`, removed as it is read; null when unknown or expired. */
  take(id: string): Promise<string | null>;
}

export interface PortalConfig {
  publicUrl: string;
  secure: boolean;
  production: boolean;
  sessionSecret: string;
  /** Secrets used before a rotation (SESSION_SECRET_PREVIOUS): they still open older session cookies. */
  previousSessionSecrets?: string[];
  /** The portal as a client of each unit's provider (app/session/oidc-strategy.server.ts). */
  oidc: Record<IssuerName, OidcClientSettings>;
  companyHosts: string[];
  businessPortalHosts: string[];
  supportEmail: string;
  devTools: boolean;
  /**
   * With DEV_TOOLS and the unit's development provider only: an ID token of that provider for one of
   * its demo accounts (null when it knows no such subject), for the development sign-in.
   */
  devIdToken?: (issuer: IssuerName, sub: string, nonce: string) => Promise<string | null>;
  environment: "local" | "dev" | "non-prod" | "prod";
  /** Optional third-party services of the consent tool (absent without configuration). */
  services?: ServicesConfig;
  /** Base URL of the API, e.g. http://localhost:3000/api or an external API_URL. */
  apiUrl: string;
  /** Reaches the API: in-process (no network hop) by default, the network when API_URL is set. */
  apiFetch: (request: Request) => Promise<Response>;
  /** Where forms too big for the session cookie wait for a new login (app/session/pending-form.server.ts). */
  pendingForms: PendingFormStore;
  /** The client's address (behind TRUST_PROXY the forwarded one): the stash is bounded per address. */
  clientAddress?: string;
  /** Counts one stash of a form for `address` and answers whether it is within the rate limit. */
  allowPendingForm?: (address: string) => Promise<boolean>;
  // --- error monitoring ---
  /** What the browser's monitoring needs (app/monitoring-sdk.client.ts); absent when SENTRY_DSN is not set. */
  monitoring?: BrowserMonitoring;
  // --- end of error monitoring ---
}

/** The browser's error monitoring: where it sends (the DSN), and what it sends as release and environment. */
export interface BrowserMonitoring {
  dsn: string;
  release: string;
  environment: string;
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
    /** Id of this request, logged with errors and shown as incident id. */
    requestId: string;
    /** The key of the form this POST sent (contracts/submission.ts): names the action's writes to the API. */
    submissionKey?: string;
    /** The whole built stylesheet: inlined by a page whose route has no stylesheet of its own. */
    criticalCss: string;
    /** Where the browser finds the whole stylesheet (a page is sent with its route's rules, scripts/route-css.mjs). */
    criticalCssHref?: string;
    /** Each route's stylesheet by route id, cut at build time to the rules its modules can render (ADR 054). */
    routeCss?: Record<string, string>;
    portal: PortalConfig;
    /** Handles of the routes a pathname matches, root first (app/routing/route-meta.ts): what guards ask of a page. */
    routeHandles: (pathname: string) => RouteHandles;
    /** Marks the response as personal: it is sent with `Cache-Control: no-store` (server/cache-control.ts). */
    markPersonal?: () => void;
    /** Notes the signed-in user's unit for the request log (server/observability.ts). */
    noteUser?: (kind: string) => void;
    /** Long option lists the loaders provide for this request's render (app/forms/option-lists.tsx). */
    optionLists: Map<OptionListName, { lng: string; options: ListOption[] }>;
    /** Sends an unexpected error to the error monitoring (server/monitoring.ts); absent when it is off. */
    reportError?: (error: unknown, requestId?: string) => void;
  }
}
