import { useTranslation } from "~/i18n/translation";

/** "Step 1 of 5" and the sub-step position, from the route handle (spec §2.2 step structure). */
export function Stepper({
  step,
  steps,
  subStep,
  subSteps,
}: {
  step: number;
  steps: number;
  subStep?: number;
  subSteps?: number;
}) {
  const { t } = useTranslation();
  return (
    <p className="text-sm font-bold text-gray-700">
      {t("form.step", { step, steps })}
      {subStep && subSteps ? ` · ${t("form.subStep", { subStep, subSteps })}` : null}
    </p>
  );
}
