import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Section } from "~/components/ui/Section";
import { ButtonForm } from "~/features/advisor/CommandForms";
import { useTranslation } from "~/i18n/translation";

/**
 * A record of the applicant with a command that undoes it, asked for confirmation first: the link leads to
 * `?confirm=<intent>` (a page state, so it works without JavaScript), where the command's button waits.
 * Its texts are the advisor's `<part>.title`, `.confirmTitle`, `.confirmText`, `.confirmYes` and `.cancel`.
 */
export function AskFirstSection({
  part,
  intent,
  targetId,
  startLabel,
  confirm,
  lastResult,
  children,
}: {
  part: "deletion" | "withdrawal";
  intent: string;
  targetId: string;
  startLabel: string;
  confirm: boolean;
  lastResult?: SubmissionResult<string[]>;
  children: ReactNode;
}) {
  const { t } = useTranslation("advisor");
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
          {startLabel}
        </Link>
      )}
    </Section>
  );
}
