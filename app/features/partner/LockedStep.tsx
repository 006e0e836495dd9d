import { Link } from "@remix-run/react";
import { StepPage } from "~/features/application/StepPage";
import { useTranslation } from "~/i18n/translation";

/** Shown instead of a step page while the step before is not complete. */
export function LockedStep({ step }: { step: "partner-search" | "contract" }) {
  const { t } = useTranslation("partner");
  return (
    <StepPage title={t("locked.title")}>
      <div className="card space-y-4" role="status">
        <p className="text-lg">{t(`locked.${step === "contract" ? "contract" : "partnerSearch"}`)}</p>
        <Link to="/ds/application" className="btn-primary">
          {t("locked.overview")}
        </Link>
      </div>
    </StepPage>
  );
}
