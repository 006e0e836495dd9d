import { PageHeader } from "~/components/ui/PageHeader";
import { Section } from "~/components/ui/Section";
import { VideoLink } from "~/components/ui/VideoModal";
import { applicantLoginLoader } from "~/features/applicant/applicant.server";
import { useApplicant } from "~/features/applicant/use-applicant";
import { TRAINING_VIDEO, TRAINING_VIDEO_PAGE } from "~/features/video/videos";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { title: "iutraining.title", i18n: "content" };
/** Where sign-ups go when no advisor is assigned: the application team. */
export const TEAM_EMAIL = "bewerbung@tandem.example";

export const loader = applicantLoginLoader;

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
      <PageHeader title={t("iutraining.title")} intro={t("iutraining.intro")} />
      <Section titleId="training-content" title={t("iutraining.contentTitle")} className="card space-y-2">
        <ul className="list-disc space-y-1 ps-6">
          {(["1", "2", "3", "4"] as const).map((i) => (
            <li key={i}>{t(`iutraining.content.${i}`)}</li>
          ))}
        </ul>
      </Section>
      <p>
        <VideoLink href={TRAINING_VIDEO_PAGE} title={t("iutraining.videoTitle")} src={TRAINING_VIDEO.src}>
          {t("iutraining.watchVideo")}
        </VideoLink>
      </p>
      <Section titleId="training-facts" title={t("iutraining.factsTitle")} className="card space-y-2">
        <ul className="space-y-1">
          <li>{t("iutraining.duration")}</li>
          <li>{t("iutraining.dates")}</li>
          <li>{t("iutraining.cost")}</li>
        </ul>
      </Section>
      <Section titleId="training-signup" title={t("iutraining.signupTitle")} className="space-y-2">
        <p>{t("iutraining.signupText")}</p>
        <p>
          <a href={mailto} className="btn-primary">
            {t("iutraining.signup")}
          </a>
        </p>
      </Section>
    </div>
  );
}
