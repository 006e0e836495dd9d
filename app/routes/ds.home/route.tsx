import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getProgress } from "~/api/application.server";
import { listPendingOffers } from "~/api/selfmatching.server";
import { Hint } from "~/components/ui/Hint";
import { HintDialog } from "~/components/ui/HintDialog";
import { PageHeader } from "~/components/ui/PageHeader";
import { Section } from "~/components/ui/Section";
import { useApplicant } from "~/features/applicant/use-applicant";
import { ActiveChoice } from "~/features/home/ActiveChoice";
import { AdvisorCard } from "~/features/home/AdvisorCard";
import { GuideDownloads, InfoBox, OpenTasks, PendingOffers, ThreeStepGuide } from "~/features/home/HomeSections";
import { NewsSection } from "~/features/news/NewsSection";
import { loadNewsTeasers } from "~/features/news/news.server";
import { textLanguage, useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { orElse } from "~/utils/api-refusal.server";
import { formatDate } from "~/utils/format";

export const handle: RouteHandle = { title: "home.title", i18n: ["application", "content", "news"] };

/** The next step of the journey (it follows the unit stage through the step states) and the steps' states. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  // The card is a hint: if the API refuses the progress (e.g. no unit yet, where the layout redirects anyway) it is left out;
  // anything else is a fault and shows as one.
  const progress = await orElse(getProgress({ request, context }), null);
  // Offers waiting for an answer come first: an applicant not ready for matching is refused them (409), so none
  const [news, offers] = await Promise.all([
    loadNewsTeasers({ request, context }, "applicant"),
    orElse(
      listPendingOffers({ request, context }).then((list) => list.items),
      [],
    ),
  ]);
  const pendingOffers = offers.map((o) => ({
    jobOpeningId: o.id,
    title: o.title,
    companyName: o.companyName,
    answerBy: o.match?.offerAnswerBy ?? null,
  }));
  return {
    next: progress?.next ?? null,
    steps: progress?.steps ?? [],
    known: progress !== null,
    news: news.items,
    pendingOffers,
  };
}

/** The applicant's home (docs/product.md#applicant-unit): greeting, next steps, guide, downloads, info, study cards, advisor, news. */
export default function ApplicantHome() {
  const { t, i18n } = useTranslation();
  const german = textLanguage("de", i18n.language);
  const { account, unit, activeApplicationId } = useApplicant();
  const { next, steps, known, news, pendingOffers } = useLoaderData<typeof loader>();
  const application = unit?.applications.find((a) => a.id === activeApplicationId) ?? unit?.applications[0];
  const hints = account.hints;
  const stepOneDone = steps.some((s) => s.step === "data" && s.state === "complete");
  const stepTwoOpen = steps.some((s) => s.step === "skills" && s.state !== "complete" && s.state !== "locked");
  return (
    <div className="space-y-8">
      <PageHeader
        title={t("home.greeting", { name: account.firstName ?? "" })}
        intro={t(unit?.studyType === "fs" ? "home.intro.fs" : "home.intro.ds")}
        as="section"
      />
      {stepOneDone && stepTwoOpen && !hints.unlockedStep2already ? (
        <Hint flag="unlockedStep2already" title={t("hints.step2.title")}>
          <p>{t("hints.step2.text")}</p>
          <p>
            <Link to="/ds/application/skills/1">{t("hints.step2.link")}</Link>
          </p>
        </Hint>
      ) : null}
      <PendingOffers offers={pendingOffers} />
      {known ? (
        <Section titleId="home-next" title={t("home.next.title")} className="card space-y-3">
          {next ? (
            <>
              <p>
                {t("home.next.step", {
                  step: t(`overview.steps.${next.step}`, { ns: "application" }),
                  state: t(`overview.states.${next.state}`, { ns: "application" }),
                })}
              </p>
              <p>
                <Link to={next.path} className="btn-primary">
                  {t("home.next.continue")}
                </Link>
              </p>
            </>
          ) : (
            <p>{t("home.next.none")}</p>
          )}
          <OpenTasks stage={unit?.stage ?? null} next={next} steps={steps} />
        </Section>
      ) : null}
      <Section titleId="home-facts" title={t("home.facts.title")} className="space-y-3">
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className="card">
            <dt className="text-sm text-gray-700">{t("home.facts.course")}</dt>
            <dd className="font-bold">
              {application?.course ? <span {...german}>{application.course}</span> : t("home.facts.unknown")}
            </dd>
          </div>
          <div className="card">
            <dt className="text-sm text-gray-700">{t("home.facts.campus")}</dt>
            <dd className="font-bold">
              {unit?.campus ? <span {...german}>{unit.campus.name}</span> : t("home.facts.unknown")}
            </dd>
          </div>
          <div className="card">
            <dt className="text-sm text-gray-700">{t("home.facts.intake")}</dt>
            <dd className="font-bold">
              {application?.intake ? formatDate(application.intake, i18n.language) : t("home.facts.unknown")}
            </dd>
          </div>
          <div className="card">
            <dt className="text-sm text-gray-700">{t("home.facts.profile")}</dt>
            <dd className="space-y-1">
              <Link to="/ds/profile/1" className="font-bold">
                {t("home.facts.profileLink")}
              </Link>
              <p className="text-sm">{t("home.cards.profileText", { ns: "content" })}</p>
            </dd>
          </div>
        </dl>
        {!hints.hideCourseOfStudyInfo ? (
          <Hint flag="hideCourseOfStudyInfo" title={t("hints.course.title")}>
            <p>{t("hints.course.text")}</p>
          </Hint>
        ) : null}
        <ActiveChoice />
      </Section>
      <ThreeStepGuide stage={unit?.stage ?? null} />
      <div className="grid gap-6 md:grid-cols-2">
        <AdvisorCard advisor={unit?.advisor ?? null} />
        <InfoBox />
      </div>
      <GuideDownloads />
      {news.length > 0 ? <NewsSection items={news} href={(id) => `/ds/news/${id}`} allHref="/ds/news" /> : null}
      {/* a dialog with JavaScript: last in the page, so that lifting it out of the flow moves nothing above */}
      {!hints.hideDmsInfoModalHome ? (
        <HintDialog flag="hideDmsInfoModalHome" title={t("hints.dmsHome.title")}>
          <p>{t("hints.dmsHome.text")}</p>
          <p>
            <Link to="/ds/documents">{t("hints.dmsHome.link")}</Link>
          </p>
        </HintDialog>
      ) : null}
    </div>
  );
}
