import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { StepPage } from "~/features/application/StepPage";
import { useTranslation } from "~/i18n/translation";

/**
 * Shown instead of a step page while the step before is not complete, or, for the contract, while there is
 * nobody to sign with yet (the loader's gate says `waitsForOffer`): then it names the way to an offer.
 */
export function LockedStep({ step }: { step: "partner-search" | "contract" }) {
  const { t } = useTranslation("partner");
  const gate = useLoaderData<{ waitsForOffer?: boolean }>();
  const waitsForOffer = step === "contract" && gate?.waitsForOffer === true;
  const text = waitsForOffer ? "noAcceptedOffer" : step === "contract" ? "contract" : "partnerSearch";
  return (
    <StepPage title={t(waitsForOffer ? "locked.noAcceptedOfferTitle" : "locked.title")} counter={false}>
      <div className="card space-y-4" role="status">
        <p className="text-lg">{t(`locked.${text}`)}</p>
        {waitsForOffer ? (
          <p className="flex flex-wrap gap-3">
            <ButtonLink to="/ds/selfmatching?tab=invitations" primary label={t("locked.toOffers")} />
            <ButtonLink to="/ds/application/partner-search/4" label={t("locked.partnerFound")} />
          </p>
        ) : (
          <ButtonLink to="/ds/application" primary label={t("locked.overview")} />
        )}
      </div>
    </StepPage>
  );
}
