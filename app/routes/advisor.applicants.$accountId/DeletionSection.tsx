import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { AccountDeletion } from "#contracts/account-deletion";
import { ButtonForm } from "~/features/advisor/CommandForms";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime } from "~/utils/format";
import { INTENTS } from "./intents";

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
    <section aria-labelledby="deletion-title" className="card space-y-3" data-testid="deletion">
      <h2 id="deletion-title" className="text-xl font-bold">
        {t("deletion.title")}
      </h2>
      <p>{t("deletion.requestedAt", { date: formatDateTime(deletion.requestedAt, i18n.language) })}</p>
      <p>{t("deletion.purgeAfter", { date: formatDate(deletion.purgeAfter, i18n.language) })}</p>
      {confirm ? (
        <div className="space-y-2 border-s-4 border-brand ps-3">
          <h3 className="text-lg font-bold">{t("deletion.confirmTitle")}</h3>
          <p>{t("deletion.confirmText")}</p>
          <ButtonForm
            intent={INTENTS.restoreAccount}
            targetId={deletion.id}
            lastResult={lastResult}
            submitLabel={t("deletion.confirmYes")}
            primary
          />
          <Link to="?" className="inline-block py-2">
            {t("deletion.cancel")}
          </Link>
        </div>
      ) : (
        <Link to={`?confirm=${INTENTS.restoreAccount}#deletion-title`} className="btn-secondary inline-block">
          {t("deletion.restore")}
        </Link>
      )}
    </section>
  );
}
