/**
 * The answer of a download the API could not make right now: its PDF renderers are all busy (503 with
 * Retry-After, docs/decisions/060-pdf-render-pool.md). The browser gets the same status and Retry-After,
 * with a translated page that says to try again in a few seconds and leads back to the page it came
 * from; nothing the user typed is lost (the CV and its form live on the server).
 */
import type { AppLoadContext } from "@remix-run/node";
import { isSafeReturnPath } from "#contracts/return-path";
import { i18next } from "~/i18n/i18next.server";
import { standalonePage } from "./standalone-page";

/** The page the download was asked from (a same-origin Referer), else the start page. */
function pageOf(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    const back = `${from.pathname}${from.search}`;
    return from.host === new URL(request.url).host && isSafeReturnPath(back) ? back : "/";
  } catch {
    return "/";
  }
}

export async function busyAnswer(request: Request, context: AppLoadContext, retryAfter: string): Promise<Response> {
  const lang = await i18next.getLocale(request);
  const t = await i18next.getFixedT(lang, "common");
  const html = standalonePage({
    lang,
    title: t("busy.title"),
    text: t("busy.text"),
    back: { href: pageOf(request), label: t("busy.back") },
    nonce: context.cspNonce,
  });
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": retryAfter,
      "Cache-Control": "no-store",
    },
  });
}
