import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { type Account, ErrorCode } from "#contracts";
import { apiCall } from "~/api/client.server";
import { requireUser } from "~/auth.server";
import type { RouteHandle } from "~/route-handle";
import { commitSession } from "~/session.server";

export const handle: RouteHandle = { noNav: true, title: "waiting.title" };

/** Spec §4.3 / §9: re-check every 10 s, at most 5 tries, then "No unit found for this account" (10002). */
export const UNIT_RECHECK_SECONDS = 10;
export const UNIT_RECHECK_TRIES = 5;

/** The browser reloads the page (with or without JavaScript); each load is one try. */
export const meta: MetaFunction = () => [{ httpEquiv: "refresh", content: String(UNIT_RECHECK_SECONDS) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireUser(request, context, "applicant");
  const account = await apiCall<Account>({ request, context }, "/v1/account");
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
  return (
    <div className="mx-auto max-w-xl space-y-4" aria-live="polite">
      <h1 className="text-3xl font-bold">{t("waiting.title")}</h1>
      <p>{t("waiting.text", { seconds: UNIT_RECHECK_SECONDS })}</p>
    </div>
  );
}
