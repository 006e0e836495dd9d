import { Link } from "@remix-run/react";
import { StepPage } from "~/features/application/StepPage";
import { useTranslation } from "~/i18n/translation";
import { SubStepLinks } from "./SubStepLinks";

/**
 * One page of the waiting phase of step 4 (sub-steps 2–5): while the advisor has not confirmed the
 * consultation the applicant keeps completing the application with the forms of steps 1 and 2.
 */
export function WaitingPhase({ part, links }: { part: 2 | 3 | 4 | 5; links: { to: string; key: string }[] }) {
  const { t } = useTranslation("journey");
  const key = `phase${part}`;
  return (
    <StepPage title={t(`${key}.title`)} intro={<p>{t("phase.intro")}</p>}>
      <div className="card space-y-4">
        <p>{t(`${key}.text`)}</p>
        <ul className="list-disc space-y-2 ps-6">
          {links.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="underline">
                {t(l.key)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <SubStepLinks
        back={{ to: `/ds/application/consultation/${part - 1}`, label: t("back") }}
        next={{ to: `/ds/application/consultation/${part + 1}`, label: t("next") }}
      />
    </StepPage>
  );
}
