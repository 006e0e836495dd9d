import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { StepState } from "#contracts";
import { getProgress } from "~/features/application/application.server";
import { CampaignBox } from "~/features/campaigns/CampaignBox";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { loadCampaigns } from "./campaigns.server";

export const handle: RouteHandle = { title: "application:overview.title", i18n: ["application", "news"] };
/** Pages with content today; the others come with later issues. */
const BUILT_STEPS = ["data", "skills", "info-session", "consultation", "partner-search", "contract"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  const [progress, campaigns] = await Promise.all([getProgress(args), loadCampaigns(args, "application")]);
  return { progress, campaigns };
}

const stateStyle: Record<StepState, string> = {
  complete: "bg-green-100 text-green-900",
  in_progress: "bg-blue-100 text-blue-900",
  not_started: "bg-gray-100 text-gray-900",
  waiting: "bg-yellow-100 text-yellow-900",
  locked: "bg-gray-200 text-gray-800",
};

/** The application's overview at /ds/application: the steps, their states and the next one to do. */
export default function Overview() {
  const { t } = useTranslation("application");
  const { progress, campaigns } = useLoaderData<typeof loader>();
  const next = progress.steps.find((s) => s.state !== "complete" && BUILT_STEPS.includes(s.step));
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">{t("overview.title")}</h1>
      <p className="text-lg">{t("overview.intro")}</p>
      {next ? (
        <Link to={next.path} className="btn-primary inline-block">
          {t("overview.continue")}
        </Link>
      ) : (
        <p className="card" data-testid="overview-all-done">
          {t("overview.allDone")}
        </p>
      )}
      <ol className="space-y-3">
        {progress.steps.map((s, i) => (
          <li
            key={s.step}
            className="card flex flex-wrap items-center justify-between gap-3"
            data-testid={`step-${s.step}`}
          >
            <div>
              <p className="text-sm text-gray-700">{t("overview.stepNumber", { n: i + 1 })}</p>
              <h2 className="text-lg font-bold">
                {BUILT_STEPS.includes(s.step) && s.state !== "locked" ? (
                  <Link to={s.path}>{t(`overview.steps.${s.step}`)}</Link>
                ) : (
                  t(`overview.steps.${s.step}`)
                )}
              </h2>
            </div>
            <span className={`rounded px-2 py-1 text-sm font-bold ${stateStyle[s.state]}`}>
              {t(`overview.states.${s.state}`)}
            </span>
          </li>
        ))}
      </ol>
      <CampaignBox campaigns={campaigns} />
    </div>
  );
}
