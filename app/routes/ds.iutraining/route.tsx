import type { LoaderFunctionArgs } from "@remix-run/node";
import { VideoLink } from "~/components/ui/VideoModal";
import { useApplicant } from "~/features/applicant/use-applicant";
import { TRAINING_VIDEO, TRAINING_VIDEO_PAGE } from "~/features/video/videos";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";

export const handle: RouteHandle = { title: "iutraining.title", i18n: "content" };
/** Where sign-ups go when no advisor is assigned: the application team. */
export const TEAM_EMAIL = "bewerbung@tandem.example";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return null;
}

/**
 * The application training (docs/product.md#applicant-unit iutraining): what it covers and how to sign up. Sign-up is an
 * e-mail to the applicant's advisor (or the team) with the subject filled in: the trainings are run by
 * the advisors, who confirm the date personally.
 */
export default function ApplicationTraining() {
  const { t } = useTranslation("content");
  const { account, unit } = useApplicant();
  const to = unit?.advisor?.email ?? TEAM_EMAIL;
  const name = [account.firstName, account.lastName].filter(Boolean).join(" ");
  const mailto = `mailto:${to}?subject=${encodeURIComponent(`${t("iutraining.mailSubject")}${name ? ` – ${name}` : ""}`)}`;
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{t("iutraining.title")}</h1>
        <p className="text-lg">{t("iutraining.intro")}</p>
      </div>
      <section aria-labelledby="training-content" className="card space-y-2">
        <h2 id="training-content" className="text-xl font-bold">
          {t("iutraining.contentTitle")}
        </h2>
        <ul className="list-disc space-y-1 ps-6">
          {(["1", "2", "3", "4"] as const).map((i) => (
            <li key={i}>{t(`iutraining.content.${i}`)}</li>
          ))}
        </ul>
      </section>
      <p>
        <VideoLink href={TRAINING_VIDEO_PAGE} title={t("iutraining.videoTitle")} src={TRAINING_VIDEO.src}>
          {t("iutraining.watchVideo")}
        </VideoLink>
      </p>
      <section aria-labelledby="training-facts" className="card space-y-2">
        <h2 id="training-facts" className="text-xl font-bold">
          {t("iutraining.factsTitle")}
        </h2>
        <ul className="space-y-1">
          <li>{t("iutraining.duration")}</li>
          <li>{t("iutraining.dates")}</li>
          <li>{t("iutraining.cost")}</li>
        </ul>
      </section>
      <section aria-labelledby="training-signup" className="space-y-2">
        <h2 id="training-signup" className="text-xl font-bold">
          {t("iutraining.signupTitle")}
        </h2>
        <p>{t("iutraining.signupText")}</p>
        <p>
          <a href={mailto} className="btn-primary">
            {t("iutraining.signup")}
          </a>
        </p>
      </section>
    </div>
  );
}
