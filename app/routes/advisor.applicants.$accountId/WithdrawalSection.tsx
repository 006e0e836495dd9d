import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { Withdrawal } from "#contracts/withdrawal";
import { ButtonForm } from "~/features/advisor/CommandForms";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/utils/format";
import { INTENTS } from "./intents";

/** The applicant's withdrawal with the command that reverses it, asked for confirmation first. */
export function WithdrawalSection({
  withdrawal,
  confirm,
  lastResult,
}: {
  withdrawal: Withdrawal;
  confirm: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t, i18n } = useTranslation("advisor");
  return (
    <section aria-labelledby="withdrawal-title" className="card space-y-3" data-testid="withdrawal">
      <h2 id="withdrawal-title" className="text-xl font-bold">
        {t("withdrawal.title")}
      </h2>
      <p>{t("withdrawal.withdrawnAt", { date: formatDateTime(withdrawal.withdrawnAt, i18n.language) })}</p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="text-gray-700">{t("withdrawal.reason")}</dt>
        <dd>{t(`withdrawal.reasons.${withdrawal.reason}`)}</dd>
        <dt className="text-gray-700">{t("withdrawal.text")}</dt>
        <dd className="whitespace-pre-line">{withdrawal.text ?? "–"}</dd>
        <dt className="text-gray-700">{t("withdrawal.matches")}</dt>
        <dd>{withdrawal.cancelledMatches}</dd>
      </dl>
      {confirm ? (
        <div className="space-y-2 border-s-4 border-brand ps-3">
          <h3 className="text-lg font-bold">{t("withdrawal.confirmTitle")}</h3>
          <p>{t("withdrawal.confirmText")}</p>
          <ButtonForm
            intent={INTENTS.reverseWithdrawal}
            targetId={withdrawal.id}
            lastResult={lastResult}
            submitLabel={t("withdrawal.confirmYes")}
            primary
          />
          <Link to="?" className="inline-block py-2">
            {t("withdrawal.cancel")}
          </Link>
        </div>
      ) : (
        <Link to={`?confirm=${INTENTS.reverseWithdrawal}#withdrawal-title`} className="btn-secondary inline-block">
          {t("withdrawal.reverse")}
        </Link>
      )}
    </section>
  );
}
