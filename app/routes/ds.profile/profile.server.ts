import { i18next } from "~/i18next.server";

/** The translated page title for `meta` (which cannot use hooks). */
export async function profileTitle(request: Request, key: string) {
  const t = await i18next.getFixedT(request, "profile");
  return t(key);
}
