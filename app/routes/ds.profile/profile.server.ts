import { type AppLoadContext, redirect } from "@remix-run/node";
import { i18next } from "~/i18next.server";
import { commitSession, getSession } from "~/session.server";

/** Post/redirect/get with a one-time message (shown by the root as a flash, also without JavaScript). */
export async function redirectWithFlash(
  request: Request,
  context: AppLoadContext,
  to: string,
  flash: { kind: "success" | "error" | "info"; key: string },
) {
  const session = await getSession(request, context);
  session.flash("flash", flash);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session, context) } });
}

/** The translated page title for `meta` (which cannot use hooks). */
export async function profileTitle(request: Request, key: string) {
  const t = await i18next.getFixedT(request, "profile");
  return t(key);
}
