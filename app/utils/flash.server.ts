import { type AppLoadContext, redirect } from "@remix-run/node";
import { commitSession, type FlashData, getSession } from "~/session/session.server";

export type Flash = FlashData["flash"];

/**
 * Post/redirect/get with a one-time message: the root shows it on the next page, also without JavaScript.
 * `flash.key` is looked up in the common namespace; keys of other namespaces are written "ns:key".
 */
export async function redirectWithFlash(request: Request, context: AppLoadContext, to: string, flash: Flash) {
  const session = await getSession(request, context);
  session.flash("flash", flash);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session, context) } });
}
