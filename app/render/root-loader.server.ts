import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { recordTrackingId } from "~/api/tracking.server";
import { cleanAddress, consentOf, offeredServices, trackingCookie, trackingIdOf } from "~/consent/consent.server";
import { languageCookie, languageFromQuery, onlyGermanEnglishNotice, pageLanguages } from "~/i18n/i18next.server";
import type { RootData } from "~/render/root-data";
import { selectUnit } from "~/routing/units";
import { commitSession, getSession } from "~/session/session.server";
import { wantsSaveData } from "~/utils/save-data";

/** The root route's loader (app/root.tsx): what every page's shell needs. */
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
    ...(context.portal.monitoring ? { monitoring: context.portal.monitoring } : {}),
  };
  const headers = new Headers();
  // --- consent tool and tracking id (app/consent/consent.server.ts) ---
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
