import type { SubmissionResult } from "@conform-to/react";
import type { AccountDeletion } from "#contracts/account-deletion";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime } from "~/utils/format";
import { AskFirstSection } from "./AskFirstSection";

/** The applicant's pending account deletion with the restore command, asked for confirmation first. */
export function DeletionSection({
  deletion,
  confirm,
  lastResult,
}: {
  deletion: AccountDeletion;
  confirm: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t, i18n } = useTranslation("advisor");
  return (
    <AskFirstSection part="deletion" targetId={deletion.id} confirm={confirm} lastResult={lastResult}>
      <p>{t("deletion.requestedAt", { date: formatDateTime(deletion.requestedAt, i18n.language) })}</p>
      <p>{t("deletion.purgeAfter", { date: formatDate(deletion.purgeAfter, i18n.language) })}</p>
    </AskFirstSection>
  );
}
