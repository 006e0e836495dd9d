import { i18next } from "~/i18next.server";

/** The translated page title for `meta` (which cannot use hooks). */
export async function advisorTitle(request: Request, key: string, params: Record<string, string> = {}) {
  const t = await i18next.getFixedT(request, "advisor");
  return `${t(key, params)} · Tandem`;
}
