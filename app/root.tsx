import type { LinksFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { FALLBACK_LANGUAGE } from "#contracts/languages";
import { BadRequestPage, ErrorPage, NotFoundPage } from "~/components/shell/ErrorPages";
import { Footer } from "~/components/shell/Footer";
import { LanguageSwitcher } from "~/components/shell/LanguageSwitcher";
import { LogoutBar } from "~/components/shell/LogoutBar";
import { Navbar } from "~/components/shell/Navbar";
import { PendingIndicator } from "~/components/shell/PendingIndicator";
import type { ShellParts } from "~/components/shell/shell-parts";
import { FlashMessage } from "~/components/ui/FlashMessage";
import { ConsentHead, ConsentManager } from "~/consent/manager";
import { textDirection } from "~/i18n/i18n";
import { useChangeLanguage, useTranslation } from "~/i18n/translation";
import { AfterHydration } from "~/render/after-hydration";
import { type RootData, useRootData } from "~/render/root-data";
import { useServerRender } from "~/render/server-context";
import type { RouteHandle } from "~/routing/route-handle";
import stylesheet from "~/styles/tailwind.css";

export const handle: RouteHandle = { i18n: ["common", "validation"] };

/**
 * The built stylesheet. A page's <head> inlines its route's part of it with the request's nonce (cut at
 * build time, scripts/route-css.mjs, ADR 054; server.ts reads it once): the first response paints without
 * a second round trip.
 */
export const criticalCssHref: string = stylesheet;

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

// The loader lives in a `.server` module of its own: the browser build replaces it with one empty module
// inside the root's chunk, where the loader's server imports (session, i18next, @remix-run/node) were three
// shared chunks on every page.
export { loader } from "./render/root-loader.server";

const handlesOf = (matches: ReturnType<typeof useMatches>) =>
  matches.map((m) => m.handle as RouteHandle | undefined).filter((h): h is RouteHandle => Boolean(h));

/**
 * Every page's title (docs/product.md#route-meta `title`): the deepest route's `handle.title`, translated in that route's
 * namespaces, then the portal's name — "Page – Tandem". Built here, not in a `meta` export: the translations
 * of the request live in the React tree (app/i18n/translation.tsx), which `meta` cannot reach.
 */
function usePageTitle(unit: RootData["unit"] | undefined) {
  const { t } = useTranslation();
  // a copy: the router may hand every render the same array, and reverse() works in place
  const match = [...useMatches()].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title);
  const handle = match?.handle as RouteHandle | undefined;
  const site = t(unit === "company" ? "shell.pageTitle.company" : "shell.pageTitle.applicant");
  // an error page is titled by what it says, not by the page that failed
  const error = useRouteError();
  if (error !== undefined && error !== null) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const key =
      status === 404 ? "error.notFound.title" : status === 400 ? "error.badRequest.title" : "error.generic.title";
    return t("shell.pageTitle.format", { page: t(key), site, interpolation: { escapeValue: false } });
  }
  if (!handle?.title) return site;
  const ns = [...[handle.i18n ?? []].flat(), "common"];
  // A title with a placeholder ("{{name}} · Bewerbung") takes its value from that route's loader data.
  const replace = match?.data && typeof match.data === "object" ? (match.data as Record<string, unknown>) : {};
  const page = t(handle.title, { ns, replace, interpolation: { escapeValue: false } });
  return t("shell.pageTitle.format", { page, site, interpolation: { escapeValue: false } });
}

declare global {
  interface Window {
    /** The translation namespaces the server rendered this document with (entry.client loads them first). */
    __tandemNamespaces?: string[];
    /** The inlined stylesheet and its CSP nonce as the server sent them (kept by entry.client). */
    __tandemStyle?: { css: string; nonce: string; whole?: string };
  }
}

/**
 * The namespaces the server's render used, written after the page (React renders in document order, so
 * every component above has asked for its namespaces by now): the browser loads exactly these before it
 * hydrates, and the first client render has every text the server had. A namespace a shared component uses
 * (the navbar's feedback prompt) but no route declares cannot make the client render differ.
 */
function RenderedNamespaces({ nonce }: { nonce: string }) {
  const { usedNamespaces } = useServerRender();
  const namespaces =
    typeof document === "undefined" ? [...(usedNamespaces ?? [])].sort() : (window.__tandemNamespaces ?? []);
  const script = `window.__tandemNamespaces=${JSON.stringify(namespaces).replace(/</g, "\\u003c")}`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: namespace names of our own translation files
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}

/**
 * The inlined stylesheet and its nonce: from the server's render, and in the browser the ones the server
 * sent. When React renders the document again in the browser (it does so when hydration fails), the new
 * <style> keeps the CSS and a nonce the page's CSP accepts: the page never loses its styles.
 */
function useInlineStyle(): { css: string; nonce: string; whole?: string } {
  const { css, nonce, wholeCss } = useServerRender();
  if (typeof document === "undefined") return { css, nonce, whole: wholeCss };
  return window.__tandemStyle ?? { css, nonce };
}

/**
 * Runs in the <head>, before the body is parsed: with `data-js` on <html> the first paint already knows that
 * the page's script runs, and the stylesheet shows a page's enhanced form (`:root[data-js]`) from the start
 * instead of the page changing when it hydrates (a layout shift).
 */
const MARK_SCRIPTED = 'document.documentElement.dataset.js=""';

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const title = usePageTitle(root?.unit);
  const locale = root?.locale ?? FALLBACK_LANGUAGE;
  const { nonce } = useServerRender();
  const style = useInlineStyle();
  useChangeLanguage(locale);
  // Marks the document as hydrated: enhanced behaviour (fetchers, dialogs) works from here on.
  // Error monitoring, when configured, loads only now and when the browser is idle: never in a route's first JavaScript.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per document (signing in or out loads a new one)
  useEffect(() => {
    // again here: a document React had to render anew (a failed hydration) has a new <html> without it
    document.documentElement.dataset.js = "";
    document.documentElement.dataset.hydrated = "true";
    if (root?.monitoring) (window.requestIdleCallback ?? setTimeout)(() => import("~/monitoring/sentry.client"));
  }, []);
  return (
    // suppressHydrationWarning: the head's script adds data-js to <html> before React hydrates it, and React
    // would report an attribute it did not render. It exempts only <html>'s own attributes, not its content.
    <html lang={locale} dir={textDirection(locale)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MARK_SCRIPTED }} />
        <title>{title}</title>
        <Meta />
        {/* The route's stylesheet, inlined so the first response paints without a second round trip (ADR 054). */}
        <style
          id="critical-css"
          nonce={style.nonce}
          // the whole stylesheet's address, for the page's script (app/render/after-hydration-extras.tsx)
          data-whole={style.whole}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built CSS, read from disk at boot
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
        {/* The first frame waits until the page's content is parsed (ADR 044): on a slow phone the parser
            yields after the header, and a frame of the header alone only delays the content's paint. */}
        <link rel="expect" href="#main-content" blocking="render" />
        <Links />
        <ConsentHead />
      </head>
      <body>
        {children}
        <RenderedNamespaces nonce={nonce} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({
  children,
  showNav,
  ownLogout = false,
}: {
  children: ReactNode;
  showNav: boolean;
  ownLogout?: boolean;
}) {
  const { t } = useTranslation();
  const root = useRootData();
  // The page fills at least the screen (the footer at its bottom); what appears later (the consent banner
  // after 2 s) comes after that, so it moves nothing the reader sees and is found by scrolling (ADR 026).
  return (
    <>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-yellow-300 focus:p-2 focus:text-black"
        >
          {t("shell.skipLink")}
        </a>
        <PendingIndicator />
        {showNav ? <Navbar /> : root?.user && !ownLogout ? <LogoutBar name={root.user.name} /> : null}
        <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 pb-6 pt-4 sm:py-10">
          {root?.flash ? <FlashMessage flash={root.flash} /> : null}
          {children}
        </main>
        <Footer />
      </div>
      <AfterHydration />
      <ConsentManager />
    </>
  );
}

const SHELL_PARTS: ShellParts = { LanguageSwitcher };

export default function App() {
  const handles = handlesOf(useMatches());
  const noNav = handles.some((h) => h.noNav);
  const ownLogout = handles.some((h) => h.ownLogout);
  return (
    <Shell showNav={!noNav} ownLogout={ownLogout}>
      <Outlet context={SHELL_PARTS} />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { requestId } = useServerRender();
  const root = useRootData();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell showNav={false}>
        <NotFoundPage />
      </Shell>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <Shell showNav={false}>
        <BadRequestPage />
      </Shell>
    );
  }
  return (
    <Shell showNav={false}>
      <ErrorPage incidentId={requestId || root?.requestId || ""} />
    </Shell>
  );
}
