import { Link } from "@remix-run/react";
import { StepPage } from "~/features/application/StepPage";
import { useTranslation } from "~/i18n/translation";
import { SubStepLinks } from "./SubStepLinks";

type Part = 2 | 3 | 4 | 5;

/** Where each page of the waiting phase sends the applicant to complete the application (translation keys of the links). */
const PHASE_LINKS: Record<Part, { to: string; key: string }[]> = {
  2: [
    { to: "/ds/documents", key: "phase2.documents" },
    { to: "/ds/application/data/1", key: "phase2.data" },
  ],
  3: [
    { to: "/ds/documents", key: "phase3.documents" },
    { to: "/ds/application/consultation/preparation-sheet", key: "phase3.sheet" },
  ],
  4: [{ to: "/ds/application/skills/1#work", key: "phase4.work" }],
  5: [{ to: "/ds/application/skills/1", key: "phase5.licence" }],
};

/**
 * One page of the waiting phase of step 4 (sub-steps 2–5): while the advisor has not confirmed the
 * consultation the applicant keeps completing the application with the forms of steps 1 and 2.
 */
export function WaitingPhase({ part }: { part: Part }) {
  const { t } = useTranslation("journey");
  const key = `phase${part}`;
  return (
    <StepPage title={t(`${key}.title`)} intro={<p>{t("phase.intro")}</p>}>
      <div className="card space-y-4">
        <p>{t(`${key}.text`)}</p>
        <ul className="list-disc space-y-2 ps-6">
          {PHASE_LINKS[part].map((l) => (
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
