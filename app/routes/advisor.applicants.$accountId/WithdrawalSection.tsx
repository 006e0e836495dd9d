import type { SubmissionResult } from "@conform-to/react";
import type { Withdrawal } from "#contracts/withdrawal";
import { Detail, DetailList } from "~/components/ui/DetailList";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/utils/format";
import { AskFirstSection } from "./AskFirstSection";

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
    <AskFirstSection part="withdrawal" targetId={withdrawal.id} confirm={confirm} lastResult={lastResult}>
      <p>{t("withdrawal.withdrawnAt", { date: formatDateTime(withdrawal.withdrawnAt, i18n.language) })}</p>
      <DetailList>
        <Detail term={t("withdrawal.reason")}>{t(`withdrawal.reasons.${withdrawal.reason}`)}</Detail>
        <Detail term={t("withdrawal.text")} className="whitespace-pre-line">
          {withdrawal.text ?? "–"}
        </Detail>
        <Detail term={t("withdrawal.matches")}>{withdrawal.cancelledMatches}</Detail>
      </DetailList>
    </AskFirstSection>
  );
}
