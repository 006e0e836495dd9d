/** The consent form's answer: the cookie, the deletion of withdrawn services' cookies, the copy with the account. */
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import {
  allServices,
  CONSENT_SERVICES,
  CONSENT_VERSION,
  type ConsentServices,
  type CookieConsent,
} from "#contracts/consent";
import { CONSENT_SETTINGS_PATH, withoutTrackingParameters } from "#contracts/consent-paths";
import { putCookieConsent } from "~/api/tracking.server";
import { consentCookie, consentOf, offeredServices, withdrawnCookies } from "~/consent/consent.server";
import { selectUnit } from "~/routing/units";
import { getSession, safeReturnPath } from "~/session/session.server";
import { readFormData } from "~/utils/form-data.server";

/**
 * The page to come back to: a same-origin path (the one return-path rule), never the settings themselves,
 * and without a tracking id or campaign parameters (they were read when the page was first opened).
 */
function returnPathOf(value: unknown): string {
  const path = safeReturnPath(value, "/");
  const [pathname] = path.split(/[?#]/, 1);
  if (pathname === CONSENT_SETTINGS_PATH) return "/";
  const query = path.slice(pathname.length).split("#", 1)[0];
  return `${pathname}${withoutTrackingParameters(query)}`;
}

export async function loadSettings(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const returnTo = returnPathOf(url.searchParams.get("returnTo"));
  // the services of the unit the visitor came from (the company unit has its own)
  const { unit, businessPortal } = selectUnit(new URL(returnTo, url), request.headers.get("Host"), context.portal);
  const given = consentOf(request);
  return {
    returnTo,
    services: offeredServices(context, unit, businessPortal, given).map((o) => o.service),
    given,
  };
}

const INTENTS = ["accept_all", "reject_all", "save"] as const;

export async function saveSettings(request: Request, context: AppLoadContext) {
  const form = await readFormData(request);
  const intent = form.get("intent");
  const returnTo = returnPathOf(form.get("returnTo"));
  if (!INTENTS.includes(intent as (typeof INTENTS)[number])) {
    return data({ error: "settings.invalid" }, { status: 400 });
  }
  const chosen = new Set(form.getAll("service").map(String));
  const services: ConsentServices =
    intent === "accept_all"
      ? allServices(true)
      : intent === "reject_all"
        ? allServices(false)
        : (Object.fromEntries(CONSENT_SERVICES.map((s) => [s, chosen.has(s)])) as ConsentServices);
  const consent: CookieConsent = {
    version: CONSENT_VERSION,
    givenAt: Math.floor(Date.now() / 1000) * 1000,
    choice: intent === "accept_all" ? "all" : intent === "reject_all" ? "none" : "custom",
    services,
  };
  const session = await getSession(request, context);
  const issuer = session.get("issuer");
  if (session.get("apiToken") && (issuer === "applicant" || issuer === "company")) {
    // The cookie decides what loads; the copy with the account is best effort (like the language).
    await putCookieConsent({ request, context }, issuer, {
      ...consent,
      givenAt: new Date(consent.givenAt).toISOString(),
    }).catch(() => console.warn("cookie consent not stored with the account"));
  }
  const headers = new Headers();
  headers.append("Set-Cookie", consentCookie(context, consent));
  for (const cookie of withdrawnCookies(request, consent)) headers.append("Set-Cookie", cookie);
  throw redirect(returnTo, { status: 303, headers });
}
