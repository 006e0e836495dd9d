import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { ErrorCode } from "#contracts";
import { getAccount, getUnit } from "~/api/account.server";
import { ApiError } from "~/api/client.server";
import { onboardingDone } from "~/applicant";
import { requireUser } from "~/auth.server";
import { unreadNotifications as unreadNotificationCount } from "~/features/notifications/notifications.server";
import { commitSession } from "~/session.server";

export const ONBOARDING_PATH = "/ds/onboarding";
export const WAITING_PATH = "/ds/waiting";
/** Pages an applicant reaches from outside the journey (a mail link) before onboarding or unit. */
const UNGATED_PATHS = ["/ds/confirm-email"];

/**
 * The initial loading of spec §4.3 as a loader: account, then unit. Without a unit the applicant
 * is onboarded first, then waits for the unit (waiting page); with a unit but onboarding not done
 * the applicant is sent to onboarding.
 */
export async function applicantLoader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireUser(request, context, "applicant");
  const path = new URL(request.url).pathname;
  const args = { request, context };
  try {
    const account = await getAccount(args);
    const primary = account.units.find((u) => u.primary) ?? account.units[0];
    const unit = primary ? await getUnit(args, primary.id) : null;
    const done = onboardingDone(account, unit);
    // the navbar's unread badge (null when it cannot be read: the page still renders)
    const unreadNotifications = await unreadNotificationCount(args, "applicant");
    if (UNGATED_PATHS.includes(path)) return { account, unit, unreadNotifications };
    if (!done && path !== ONBOARDING_PATH) throw redirect(ONBOARDING_PATH);
    if (done && !unit && path !== WAITING_PATH && path !== ONBOARDING_PATH) throw redirect(WAITING_PATH);
    return { account, unit, unreadNotifications };
  } catch (thrown) {
    if (!(thrown instanceof ApiError)) throw thrown;
    // Spec §8: account fetch failures record a fetch error; the error screen shows it.
    session.set("apiError", { code: ErrorCode.fetchError, message: thrown.message });
    throw redirect("/auth/error", { headers: { "Set-Cookie": await commitSession(session, context) } });
  }
}

export type ApplicantData = Awaited<ReturnType<typeof applicantLoader>>;
