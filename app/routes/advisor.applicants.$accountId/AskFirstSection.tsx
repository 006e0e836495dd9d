import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Section } from "~/components/ui/Section";
import { ButtonForm } from "~/features/advisor/CommandForms";
import { useTranslation } from "~/i18n/translation";
import { INTENTS } from "./intents";

/** The command that undoes each record, and the text of the link that asks for it. */
const UNDO = {
  deletion: { intent: INTENTS.restoreAccount, start: "deletion.restore" },
  withdrawal: { intent: INTENTS.reverseWithdrawal, start: "withdrawal.reverse" },
} as const;

/**
 * A record of the applicant with a command that undoes it, asked for confirmation first: the link leads to
 * `?confirm=<intent>` (a page state, so it works without JavaScript), where the command's button waits.
 * Its texts are the advisor's `<part>.title`, `.confirmTitle`, `.confirmText`, `.confirmYes` and `.cancel`.
 */
export function AskFirstSection({
  part,
  targetId,
  confirm,
  lastResult,
  children,
}: {
  part: keyof typeof UNDO;
  targetId: string;
  confirm: boolean;
  lastResult?: SubmissionResult<string[]>;
  children: ReactNode;
}) {
  const { t } = useTranslation("advisor");
  const { intent, start } = UNDO[part];
  return (
    <Section titleId={`${part}-title`} title={t(`${part}.title`)} className="card space-y-3" data-testid={part}>
      {children}
      {confirm ? (
        <div className="space-y-2 border-s-4 border-brand ps-3">
          <h3 className="text-lg font-bold">{t(`${part}.confirmTitle`)}</h3>
          <p>{t(`${part}.confirmText`)}</p>
          <ButtonForm
            intent={intent}
            targetId={targetId}
            lastResult={lastResult}
            submitLabel={t(`${part}.confirmYes`)}
            primary
          />
          <Link to="?" className="inline-block py-2">
            {t(`${part}.cancel`)}
          </Link>
        </div>
      ) : (
        <Link to={`?confirm=${intent}#${part}-title`} className="btn-secondary inline-block">
          {t(start)}
        </Link>
      )}
    </Section>
  );
}
