import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ErrorCode } from "#contracts/errors";
import { confirmEmail, getAccount } from "~/api/account.server";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { whenRefused } from "~/utils/api-refusal.server";

// Reached from the confirmation mail, before onboarding or a unit.
export const handle: RouteHandle = {
  noNav: true,
  onboarding: false,
  title: "profile:confirm.title",
  i18n: ["profile"],
};

interface ConfirmData {
  outcome: Outcome;
}

type Outcome = "confirmed" | "alreadyVerified" | "invalid" | "expired" | "missing";

/**
 * The link of the verification mail (`?token=…`). Opening it confirms the address of the signed-in
 * applicant: the token only works for the account it was issued to, so a mail scanner without the
 * session cookie changes nothing (it lands on the login page).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  const token = new URL(request.url).searchParams.get("token")?.trim();
  const answer = (outcome: Outcome, status = 200) => data<ConfirmData>({ outcome }, { status });
  if (!token) return answer("missing", 400);
  return whenRefused(
    confirmEmail(args, { token }).then(() => answer("confirmed")),
    async (error) => {
      if (error.code === ErrorCode.conflict) {
        // Opening the link twice: the first visit already confirmed the address.
        const account = await getAccount(args);
        return account.emailVerified ? answer("alreadyVerified") : answer("expired", 410);
      }
      if (error.code === ErrorCode.notFound || error.code === ErrorCode.validationFailed) return answer("invalid", 404);
      throw error;
    },
  );
}

export default function ConfirmEmail() {
  const { t } = useTranslation("profile");
  const { outcome } = useLoaderData<ConfirmData>();
  const ok = outcome === "confirmed" || outcome === "alreadyVerified";
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-bold">{t("confirm.title")}</h1>
      <div
        role={ok ? "status" : "alert"}
        data-testid="confirm-result"
        className={`border-s-4 p-4 ${ok ? "border-green-700 bg-green-50" : "border-red-700 bg-red-50"}`}
      >
        {t(`confirm.${outcome}`)}
      </div>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/ds/profile/1" primary label={t("confirm.toProfile")} />
        <ButtonLink to="/ds/home" label={t("confirm.toHome")} />
      </div>
    </div>
  );
}
