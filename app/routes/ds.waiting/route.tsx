import { data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ErrorCode } from "#contracts/errors";
import { getAccount } from "~/api/account.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { commitSession } from "~/session/session.server";

export const handle: RouteHandle = { noNav: true, title: "waiting.title" };

/** Spec §4.3 / §9: re-check every 10 s, at most 5 tries, then "No unit found for this account" (10002). */
export const UNIT_RECHECK_SECONDS = 10;
export const UNIT_RECHECK_TRIES = 5;

/** Every load of this page is one try (docs/decisions/011-waiting-page-without-meta-refresh.md). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireUser(request, context, "applicant");
  const account = await getAccount({ request, context });
  if (account.units.length > 0) {
    session.unset("unitTries");
    throw redirect("/ds/home", { headers: { "Set-Cookie": await commitSession(session, context) } });
  }
  const tries = (session.get("unitTries") ?? 0) + 1;
  if (tries > UNIT_RECHECK_TRIES) {
    session.unset("unitTries");
    session.set("apiError", { code: ErrorCode.noUnit, message: "No unit found for this account" });
    throw redirect("/auth/error", { headers: { "Set-Cookie": await commitSession(session, context) } });
  }
  session.set("unitTries", tries);
  return data(
    { tries },
    { headers: { "Set-Cookie": await commitSession(session, context), "Cache-Control": "no-store" } },
  );
}

export default function WaitingForUnit() {
  const { t } = useTranslation();
  const { revalidate, state } = useRevalidator();
  const [paused, setPaused] = useState(false);
  const [scripted, setScripted] = useState(false);
  // With JavaScript the page re-checks itself every 10 s; the user can pause it (WCAG 2.2.1).
  // Without JavaScript the user re-checks with the link: a timed refresh would fail WCAG 2.2.1/3.2.5.
  useEffect(() => setScripted(true), []);
  useEffect(() => {
    if (paused || state !== "idle") return;
    const timer = setTimeout(revalidate, UNIT_RECHECK_SECONDS * 1000);
    return () => clearTimeout(timer);
  });
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-3xl font-bold">{t("waiting.title")}</h1>
      <p>{t("waiting.text")}</p>
      {scripted && !paused ? (
        <p aria-live="polite">{t("waiting.automatic", { seconds: UNIT_RECHECK_SECONDS })}</p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Link to="/ds/waiting" className="btn-primary">
          {t("waiting.checkNow")}
        </Link>
        {scripted ? (
          <button type="button" className="btn-secondary" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
            {t("waiting.pause")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
