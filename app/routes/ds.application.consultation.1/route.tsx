import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Hint } from "~/components/ui/Hint";
import { Section } from "~/components/ui/Section";
import { useApplicant } from "~/features/applicant/use-applicant";
import { StepPage } from "~/features/application/StepPage";
import { ConfirmCheckboxForm } from "~/features/journey/ConfirmCheckboxForm";
import { consultationHandle } from "~/features/journey/consultation-handle";
import { useTranslation } from "~/i18n/translation";
import { formRules } from "~/utils/form-rules.server";
import { preparationAction, preparationLoader } from "./preparation.server";
import { PreparationForm } from "./schema.server";

export const handle = consultationHandle(1, "prepare");
export const loader = async (args: LoaderFunctionArgs) => ({
  ...(await preparationLoader(args)),
  rules: { PreparationForm: formRules(PreparationForm) },
});
export const action = (args: ActionFunctionArgs) => preparationAction(args);

export default function ConsultationPreparation() {
  const { t } = useTranslation("journey");
  const { t: tc } = useTranslation();
  const { consultation, rules } = useLoaderData<typeof loader>();
  const { account } = useApplicant();
  const intro = account.hints.visitedStudyAdviceView ? null : (
    <Hint flag="visitedStudyAdviceView" title={tc("hints.studyAdvice.title")}>
      <p>{tc("hints.studyAdvice.text")}</p>
    </Hint>
  );
  if (!consultation.infoSessionConfirmed) {
    return (
      <StepPage title={t("prepare.title")}>
        {intro}
        <div className="card space-y-4" role="status">
          <p className="text-lg font-bold">{t("waiting.notConfirmed")}</p>
          <p>{t("prepare.blocked")}</p>
          <Link to="/ds/application/info-session/2" className="btn-primary">
            {t("prepare.toStep3")}
          </Link>
        </div>
      </StepPage>
    );
  }
  return (
    <StepPage title={t("prepare.title")} intro={<p>{t("prepare.intro")}</p>}>
      {intro}
      <Section titleId="sheet-title" title={t("prepare.sheetTitle")} className="card space-y-3">
        <p>{t("prepare.sheetText")}</p>
        <a href="/ds/application/consultation/preparation-sheet" className="btn-secondary" download>
          {t("prepare.download")}
        </a>
      </Section>
      {consultation.requested ? (
        <div className="card space-y-4">
          <p>{t("prepare.alreadyRequested")}</p>
          <Link to="/ds/application/consultation/2" className="btn-primary">
            {t("next")}
          </Link>
        </div>
      ) : (
        <ConfirmCheckboxForm id="prepare" name="prepared" rules={rules.PreparationForm} />
      )}
    </StepPage>
  );
}
