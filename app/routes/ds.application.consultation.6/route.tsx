import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { StepPage } from "~/features/application/StepPage";
import { AdvisorContact } from "~/features/journey/AdvisorContact";
import { consultationHandle } from "~/features/journey/consultation-handle";
import { consultationLoader } from "~/features/journey/journey.server";
import { SubStepLinks } from "~/features/journey/SubStepLinks";
import { useTranslation } from "~/i18n/translation";

export const handle = consultationHandle(6, "pending");
export async function loader(args: LoaderFunctionArgs) {
  const consultation = await consultationLoader(args, "requested");
  if (consultation.confirmed) throw redirect("/ds/application/consultation/7");
  return null;
}

/** Pending confirmation: no timed refresh (ADR 011); the applicant reloads with the link. */
export default function ConsultationPending() {
  const { t } = useTranslation("journey");
  return (
    <StepPage title={t("pending.title")}>
      <div className="card space-y-4" role="status">
        <p className="text-lg font-bold">{t("pending.notConfirmed")}</p>
        <p>{t("pending.text")}</p>
        <AdvisorContact />
        <Link to="/ds/application/consultation/6" className="btn-secondary" reloadDocument>
          {t("waiting.reload")}
        </Link>
      </div>
      <SubStepLinks back={{ to: "/ds/application/consultation/5", label: t("back") }} />
    </StepPage>
  );
}
