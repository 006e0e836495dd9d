import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { htmlStream } from "~/html-stream.server";
import { i18nConfig } from "~/i18n";
import { pageLanguages } from "~/i18next.server";
import { NAMESPACE_RECORDER, namespaceRecorder, recordNamespaces } from "~/namespace-recorder.server";
import { ServerRenderContext } from "~/server-context";
import { renewSession } from "~/session.server";
import { translationResources } from "~/translations.server";
import { selectUnit } from "~/units";

const ABORT_DELAY = 5_000;

/**
 * The namespaces the matched routes declare (`handle.i18n`). remix-i18next's getRouteNamespaces walks
 * every route module of the app on each request; all namespaces are in memory anyway, so this list only
 * names what the page is expected to use.
 */
function matchedRouteNamespaces(context: EntryContext): string[] {
  const namespaces = new Set<string>();
  for (const match of context.staticHandlerContext.matches) {
    const i18n = (context.routeModules[match.route.id]?.handle as { i18n?: unknown } | undefined)?.i18n;
    for (const ns of typeof i18n === "string" ? [i18n] : Array.isArray(i18n) ? i18n : []) {
      if (typeof ns === "string") namespaces.add(ns);
    }
  }
  return [...namespaces];
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const instance = createInstance();
  const { unit } = selectUnit(new URL(request.url), request.headers.get("Host"), loadContext.portal);
  const lng = (await pageLanguages(request, unit)).text;
  const ns = matchedRouteNamespaces(remixContext);
  const usedNamespaces = new Set<string>(["common"]);
  await instance
    .use(initReactI18next)
    .use(namespaceRecorder)
    .init({
      ...i18nConfig,
      lng,
      ns: ["common", ...ns],
      resources: translationResources,
      postProcess: [NAMESPACE_RECORDER],
    });
  recordNamespaces(instance, usedNamespaces);

  await renewSession(request, loadContext, responseHeaders);
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  const values = {
    nonce: loadContext.cspNonce ?? "",
    css: loadContext.criticalCss ?? "",
    requestId: loadContext.requestId ?? "",
    usedNamespaces,
    optionLists: loadContext.optionLists,
  };

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRenderContext.Provider value={values}>
        <I18nextProvider i18n={instance}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={values.nonce} />
        </I18nextProvider>
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
          if (shellRendered) logError(error, values.requestId);
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
  logError(error, (context as AppLoadContext | undefined)?.requestId ?? "");
};

function logError(error: unknown, requestId: string) {
  const summary = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ""}` : String(error);
  console.error(`[incident ${requestId}] ${summary}`);
}
