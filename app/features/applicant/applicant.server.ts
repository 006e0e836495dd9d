import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { ErrorCode } from "#contracts";
import { getAccount, getUnit } from "~/api/account.server";
import { pickActive } from "~/features/active/active";
import { readActiveChoice } from "~/features/active/active.server";
import { unreadNotifications as unreadNotificationCount } from "~/features/notifications/notifications.server";
import { applicantDetour, onboardingDone } from "~/routing/applicant";
import { handlesOfRequest, isPublicPage } from "~/routing/route-meta";
import { requireUser } from "~/session/auth.server";
import { commitSession } from "~/session/session.server";
import { whenRefused } from "~/utils/api-refusal.server";

/**
 * The initial loading of docs/product.md#other-flows as a loader: account, then unit. Without a unit the applicant
 * is onboarded first, then waits for the unit (waiting page); with a unit but onboarding not done
 * the applicant is sent to onboarding. Which pages need the login and which wait for onboarding the
 * requested page's route handle says (`allowUnauthorized`, `onboarding`; app/routing/route-meta.ts).
 */
export async function applicantLoader({ request, context }: LoaderFunctionArgs) {
  const handles = handlesOfRequest(request, context);
  // A public page of the unit is served without login, and so without the applicant's data.
  if (isPublicPage(handles)) return null;
  const { session } = await requireUser(request, context, "applicant");
  const args = { request, context };
  return whenRefused(
    async () => {
      const account = await getAccount(args);
      // docs/product.md#other-flows: the remembered choice, else the primary, else the first (also for an id no longer known)
      const choice = await readActiveChoice(request);
      const activeUnit = pickActive(account.units, choice.unit);
      const loaded = activeUnit ? await getUnit(args, activeUnit.id) : null;
      const activeApplication = loaded ? pickActive(loaded.applications, choice.application) : undefined;
      const unit = loaded && activeApplication ? { ...loaded, campus: activeApplication.campus } : loaded;
      const done = onboardingDone(account, unit);
      // the navbar's unread badge (null when it cannot be read: the page still renders)
      const unreadNotifications = await unreadNotificationCount(args, "applicant");
      const detour = applicantDetour(handles, new URL(request.url).pathname, { onboardingDone: done, hasUnit: !!unit });
      if (detour) throw redirect(detour);
      return { account, unit, activeApplicationId: activeApplication?.id ?? null, unreadNotifications };
    },
    async (refusal) => {
      // Spec §8: account fetch failures record a fetch error; the error screen shows it.
      session.set("apiError", { code: ErrorCode.fetchError, message: refusal.message });
      throw redirect("/auth/error", { headers: { "Set-Cookie": await commitSession(session, context) } });
    },
  );
}

/** The layout's data on a page that needs the login (every /ds page today). */
export type ApplicantData = NonNullable<Awaited<ReturnType<typeof applicantLoader>>>;

/**
 * The loader of an applicant page that reads nothing of its own: it guards the login, as every loader must
 * (loaders run beside the layout's, not after it).
 */
export async function applicantLoginLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return null;
}
