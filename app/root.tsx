import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
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
import { FALLBACK_LANGUAGE } from "#contracts/enums";
import { recordTrackingId } from "~/api/tracking.server";
import { BadRequestPage, ErrorPage, NotFoundPage } from "~/components/shell/ErrorPages";
import { Footer } from "~/components/shell/Footer";
import { LogoutBar } from "~/components/shell/LogoutBar";
import { Navbar } from "~/components/shell/Navbar";
import { PendingIndicator } from "~/components/shell/PendingIndicator";
import { FlashMessage } from "~/components/ui/FlashMessage";
import { ConsentManager } from "~/consent/manager";
import { cleanAddress, consentOf, offeredServices, trackingCookie, trackingIdOf } from "~/consent.server";
import { textDirection } from "~/i18n";
import { languageCookie, languageFromQuery, onlyGermanEnglishNotice, pageLanguages } from "~/i18next.server";
import { type RootData, useRootData } from "~/root-data";
import type { RouteHandle } from "~/route-handle";
import { useServerRender } from "~/server-context";
import { commitSession, getSession } from "~/session.server";
import stylesheet from "~/tailwind.css";
import { useChangeLanguage, useTranslation } from "~/translation";
import { selectUnit } from "~/units";
import { wantsSaveData } from "~/utils/save-data";

export const handle: RouteHandle = { i18n: ["common", "validation"] };

/**
 * The built stylesheet. server.ts reads this file once and inlines it into every page's <head>
 * with the request's nonce (DESIGN.md §5b): the first response paints without a second round trip.
 */
export const criticalCssHref: string = stylesheet;

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const url = new URL(request.url);
  const { unit, businessPortal } = selectUnit(url, request.headers.get("Host"), context.portal);
  const languages = await pageLanguages(request, unit);
  const locale = languages.text;
  const flash = session.get("flash") ?? null;
  // A stashed form is taken over by its page's draft loader on this very request: drop it now.
  const pendingForm = session.get("pendingForm");
  const dropPending = pendingForm?.path === url.pathname;
  if (dropPending) session.unset("pendingForm");
  const loggedIn = Boolean(session.get("apiToken"));
  const rootData: RootData = {
    locale,
    chosenLanguage: languages.chosen,
    languageNotice: languages.chosen === locale ? null : await onlyGermanEnglishNotice(languages.chosen),
    unit,
    businessPortal,
    user: loggedIn ? { name: session.get("userName") ?? "", issuer: session.get("issuer") ?? null } : null,
    supportEmail: context.portal.supportEmail,
    environment: context.portal.environment,
    requestId: context.requestId,
    flash,
    saveData: wantsSaveData(request.headers),
    consent: { offered: [], given: null, cleanUrl: null },
  };
  const headers = new Headers();
  // --- consent tool and tracking id (app/consent.server.ts) ---
  const consent = consentOf(request);
  rootData.consent = {
    offered: offeredServices(context, unit, businessPortal, consent),
    given: consent,
    cleanUrl: cleanAddress(url),
  };
  const trackingId = trackingIdOf(url);
  // Once per document: the data requests of the same page (revalidations) do not count the visit again.
  if (trackingId && request.headers.get("Sec-Fetch-Dest") !== "empty") {
    const token = session.get("issuer") === "applicant" ? (session.get("apiToken") ?? null) : null;
    const answer = await recordTrackingId({ request, context }, trackingId, token).catch((error: unknown) => {
      console.warn(`tracking id not recorded: ${error instanceof Error ? error.message : "redirected"}`);
      return null;
    });
    const cookie = trackingCookie(context, consent, answer?.cookie);
    if (cookie) headers.append("Set-Cookie", cookie);
  }
  // --- end of consent tool ---
  if (flash || dropPending) headers.append("Set-Cookie", await commitSession(session, context));
  // `?lng=` chooses the language for the rest of the visit, like the language switch (only the browser's
  // cookie: a GET stores nothing with the account).
  const linked = languageFromQuery(url);
  if (linked) headers.append("Set-Cookie", await languageCookie.serialize(linked));
  return data(rootData, { headers });
}

const handlesOf = (matches: ReturnType<typeof useMatches>) =>
  matches.map((m) => m.handle as RouteHandle | undefined).filter((h): h is RouteHandle => Boolean(h));

/**
 * Every page's title (spec §2.1 `title`): the deepest route's `handle.title`, translated in that route's
 * namespaces, then the portal's name — "Page – Tandem". Built here, not in a `meta` export: the translations
 * of the request live in the React tree (app/translation.tsx), which `meta` cannot reach.
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

/** Whether the page asks for no consent banner (spec §2.1 `suppressCmp`); the banner reads this. */
export const useSuppressCmp = () => handlesOf(useMatches()).some((h) => h.suppressCmp);

declare global {
  interface Window {
    /** The translation namespaces the server rendered this document with (entry.client loads them first). */
    __tandemNamespaces?: string[];
    /** The inlined stylesheet and its CSP nonce as the server sent them (kept by entry.client). */
    __tandemStyle?: { css: string; nonce: string };
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
function useInlineStyle(): { css: string; nonce: string } {
  const { css, nonce } = useServerRender();
  if (typeof document === "undefined") return { css, nonce };
  return window.__tandemStyle ?? { css, nonce };
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const title = usePageTitle(root?.unit);
  const locale = root?.locale ?? FALLBACK_LANGUAGE;
  const { nonce } = useServerRender();
  const style = useInlineStyle();
  useChangeLanguage(locale);
  // Marks the document as hydrated: enhanced behaviour (fetchers, dialogs) works from here on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={locale} dir={textDirection(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <Meta />
        {/* The whole stylesheet is small: inlined so the first response paints without a second round trip. */}
        <style
          id="critical-css"
          nonce={style.nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built CSS, read from disk at boot
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
        <Links />
        {root?.consent?.cleanUrl ? (
          <noscript>
            {/* without JavaScript the address loses the tracking id and campaign parameters by a redirect */}
            <meta httpEquiv="refresh" content={`0; url=${root.consent.cleanUrl}`} />
          </noscript>
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col">
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
  return (
    <>
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
      <ConsentManager />
    </>
  );
}

export default function App() {
  const handles = handlesOf(useMatches());
  const noNav = handles.some((h) => h.noNav);
  const ownLogout = handles.some((h) => h.ownLogout);
  return (
    <Shell showNav={!noNav} ownLogout={ownLogout}>
      <Outlet />
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
