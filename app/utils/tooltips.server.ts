/** A tooltip's text in the page's language, made safe on the server (app/utils/sanitize-html.server.ts). */
import { i18next } from "~/i18n/i18next.server";
import { sanitizeHtml } from "./sanitize-html.server";

export async function tooltipHtml(request: Request, ns: string, key: string): Promise<string> {
  const t = await i18next.getFixedT(request, ns);
  return sanitizeHtml(t(key));
}
