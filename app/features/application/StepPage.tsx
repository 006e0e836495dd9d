import { Link, useMatches } from "@remix-run/react";
import type { ReactNode } from "react";
import { Stepper } from "~/components/ui/Stepper";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";

/** Steps of the journey shown as "Step n of 5" (docs/product.md#applicant-unit; the contract step follows the five). */
export const JOURNEY_STEP_COUNT = 5;

/** Route handle of a step page: the step and its sub-step position (docs/product.md#applicant-unit sub-step counts). */
export interface StepHandle extends RouteHandle {
  /** 0 on the contract step: it follows the five numbered steps and shows only "part n of 4" */
  step: number;
  subStep?: number;
  subSteps?: number;
}

/** Heading of a step page with the step/sub-step indicator taken from the route handle. */
export function StepPage({
  title,
  intro,
  children,
  counter = true,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** false on a page shown instead of the step (a locked step has no position to show) */
  counter?: boolean;
}) {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => {
    const h = m.handle as StepHandle | undefined;
    return h?.step || h?.subSteps;
  })?.handle as StepHandle | undefined;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header className="space-y-2">
        {handle && counter ? (
          <Stepper
            step={handle.step || undefined}
            steps={JOURNEY_STEP_COUNT}
            subStep={handle.subStep}
            subSteps={handle.subSteps}
          />
        ) : null}
        <h1 className="text-3xl font-bold">{title}</h1>
        {intro ? <div className="text-lg">{intro}</div> : null}
      </header>
      {children}
    </div>
  );
}

/** A final screen: what was done and the link to the next step (texts `title`, `text`, `next` under `page` in `ns`). */
export function DoneScreen({ ns, page, next }: { ns: string; page: string; next: string }) {
  const { t } = useTranslation(ns);
  return (
    <StepPage title={t(`${page}.title`)}>
      <div className="card space-y-4">
        <p className="text-lg">{t(`${page}.text`)}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={next} className="btn-primary">
            {t(`${page}.next`)}
          </Link>
        </div>
      </div>
    </StepPage>
  );
}
