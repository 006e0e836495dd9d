import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { pageLanguages } from "~/i18n/i18next.server";
import { TranslationProvider } from "~/i18n/translation";
import { serverTranslationStore } from "~/i18n/translation-store.server";
import { htmlStream } from "~/render/html-stream.server";
import { ServerRenderContext } from "~/render/server-context";
import { selectUnit } from "~/routing/units";
import { renewSession } from "~/session/session.server";
import { setOfflineKey } from "~/utils/offline-key.server";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { unit } = selectUnit(new URL(request.url), request.headers.get("Host"), loadContext.portal);
  const lng = (await pageLanguages(request, unit)).text;
  // every namespace the render looks a text up in: the browser loads exactly these before it hydrates
  const usedNamespaces = new Set<string>(["common"]);
  const store = serverTranslationStore(usedNamespaces);

  await renewSession(request, loadContext, responseHeaders);
  // the service worker keeps a signed-in applicant's pages in that person's cache, and its offline page in
  // the language of the last page it saw (public/sw.js)
  await setOfflineKey(request, loadContext, responseHeaders);
  responseHeaders.set("Content-Language", lng);
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  // the stylesheet of the deepest route matched (it holds the rules of its parents and the root's too)
  const routeId = remixContext.staticHandlerContext.matches.at(-1)?.route.id ?? "root";
  const values = {
    nonce: loadContext.cspNonce ?? "",
    css: loadContext.routeCss?.[routeId] ?? loadContext.criticalCss ?? "",
    wholeCss: loadContext.criticalCssHref,
    requestId: loadContext.requestId ?? "",
    usedNamespaces,
    optionLists: loadContext.optionLists,
  };

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRenderContext.Provider value={values}>
        <TranslationProvider store={store} lng={lng}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={values.nonce} />
        </TranslationProvider>
      </ServerRenderContext.Provider>,
      {
        nonce: values.nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = htmlStream();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) {
            logError(error, values.requestId);
            loadContext.reportError?.(error, values.requestId);
          }
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/** Client navigations (single fetch) renew the idle timeout too. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request, context }) => {
  await renewSession(request, context, response.headers);
  return response;
};

/** Errors are logged with the request id (shown to the user as incident id), never with request data. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // Remix's own answer to a client's mistake (a GET to an action-only route, a path that matches nothing):
  // not an incident of ours, and not an Error (it was logged as "[object Object]")
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const loadContext = context as AppLoadContext | undefined;
  logError(error, loadContext?.requestId ?? "");
  loadContext?.reportError?.(error, loadContext.requestId);
};

function logError(error: unknown, requestId: string) {
  const summary =
    error instanceof Error
      ? `${error.name}: ${error.message}\n${error.stack ?? ""}`
      : isRouteErrorResponse(error)
        ? `ErrorResponse ${error.status} ${error.statusText}`
        : String(error);
  console.error(`[incident ${requestId}] ${summary}`);
}
