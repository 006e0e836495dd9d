import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getAccount, putMetadata } from "~/api/account.server";
import { Form } from "~/components/ui/Form";
import { useApplicant } from "~/features/applicant/use-applicant";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { assignVariant, reportAssignment } from "./experiment.server";

export const handle: RouteHandle = { noNav: true, onboarding: false, title: "onboarding.title", i18n: "consent" };

export const SLIDE_COUNT = 3;

/** Three slides, each its own page (`?slide=1..3`): works without JavaScript (docs/product.md#applicant-unit). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const requested = Number(new URL(request.url).searchParams.get("slide") ?? "1");
  const slide = Number.isInteger(requested) && requested >= 1 && requested <= SLIDE_COUNT ? requested : 1;
  // the A/B variant of the onboarding (docs/product.md#entities), the same for the visitor on every visit
  const { uuid } = await getAccount({ request, context });
  const variant = assignVariant(uuid);
  await reportAssignment({ request, context }, uuid, variant);
  return { slide, variant };
}

/** Finishing (or skipping) sets ONBOARDING_DONE via PUT /v1/metadata. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  await putMetadata({ request, context }, { ONBOARDING_DONE: true });
  throw redirect("/ds/home");
}

export default function Onboarding() {
  const { t } = useTranslation();
  const { slide, variant } = useLoaderData<typeof loader>();
  const { unit } = useApplicant();
  const study = unit?.studyType === "fs" ? "fs" : "ds";
  const key = `onboarding.${study}.${slide}`;
  return (
    <div className="mx-auto max-w-xl space-y-6" data-variant={variant}>
      <p className="text-sm font-bold text-gray-700">{t("onboarding.progress", { slide, count: SLIDE_COUNT })}</p>
      <h1 className="text-3xl font-bold">{t(`${key}.title`)}</h1>
      {/* below the heading: on a phone the page's heading starts within the first 100 px in either variant */}
      {variant === "Variation 1" ? <p>{t("consent:experiment.onboardingVariation1")}</p> : null}
      <p className="text-lg">{t(`${key}.text`)}</p>
      <ol className="flex gap-2" aria-label={t("onboarding.slides")}>
        {Array.from({ length: SLIDE_COUNT }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              to={`?slide=${n}`}
              aria-current={n === slide ? "step" : undefined}
              className={`block rounded-full px-3 py-1 text-sm ${n === slide ? "bg-brand text-white" : "bg-gray-200 text-gray-900"}`}
            >
              <span className="sr-only">{t("onboarding.slideLabel")} </span>
              {n}
            </Link>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        {slide > 1 ? (
          <Link to={`?slide=${slide - 1}`} className="btn-secondary">
            {t("onboarding.back")}
          </Link>
        ) : null}
        {slide < SLIDE_COUNT ? (
          <Link to={`?slide=${slide + 1}`} className="btn-primary">
            {t("onboarding.next")}
          </Link>
        ) : (
          <Form method="post">
            <button type="submit" className="btn-primary">
              {t("onboarding.finish")}
            </button>
          </Form>
        )}
        {slide < SLIDE_COUNT ? (
          <Form method="post">
            <button type="submit" className="btn-link">
              {t("onboarding.skip")}
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
