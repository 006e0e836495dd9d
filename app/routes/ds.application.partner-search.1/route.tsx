import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { type StepHandle, StepPage } from "~/features/application/StepPage";
import { LockedStep } from "~/features/partner/LockedStep";
import { gatedStepLoader } from "~/features/partner/partner.server";
import { useTranslation } from "~/i18n/translation";

export const handle: StepHandle = {
  step: 5,
  subStep: 1,
  subSteps: 4,
  title: "partner:search1.title",
  i18n: ["partner"],
};
export const loader = (args: LoaderFunctionArgs) => gatedStepLoader(args, "partner-search");

/** Step 5, sub-step 1: the guide to the practice-partner search. */
export default function PartnerSearchGuide() {
  const { t } = useTranslation("partner");
  const { locked } = useLoaderData<typeof loader>();
  if (locked) return <LockedStep step="partner-search" />;
  return (
    <StepPage title={t("search1.title")} intro={<p>{t("search1.intro")}</p>}>
      <div className="card space-y-4">
        <ol className="list-decimal space-y-2 ps-6">
          <li>{t("search1.guide1")}</li>
          <li>{t("search1.guide2")}</li>
          <li>{t("search1.guide3")}</li>
        </ol>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/ds/application/partner-search/2" primary label={t("search1.start")} />
          <ButtonLink to="/ds/application/partner-search/4" label={t("search1.found")} />
        </div>
      </div>
    </StepPage>
  );
}
