import { useTranslation } from "~/i18n/translation";

/** "Step 1 of 5" and the sub-step position, from the route handle (docs/product.md#applicant-unit step structure). */
export function Stepper({
  step,
  steps,
  subStep,
  subSteps,
}: {
  /** absent on the contract step, which follows the numbered steps and has only its parts */
  step?: number;
  steps: number;
  subStep?: number;
  subSteps?: number;
}) {
  const { t } = useTranslation();
  return (
    <p className="text-sm font-bold text-gray-700">
      {step ? t("form.step", { step, steps }) : null}
      {step && subStep && subSteps ? " · " : null}
      {subStep && subSteps ? t("form.subStep", { subStep, subSteps }) : null}
    </p>
  );
}
