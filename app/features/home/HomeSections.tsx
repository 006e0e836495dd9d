/** Sections of the applicant home (docs/product.md#applicant-unit): open tasks, the three-step guide, guide downloads, info box. */

import { Link } from "@remix-run/react";
import type { StepProgress } from "#contracts";
import type { UnitStage } from "#contracts/enums";
import { Section } from "~/components/ui/Section";
import { textLanguage, useTranslation } from "~/i18n/translation";
import { deadlineText } from "~/utils/format";

export interface PendingOffer {
  jobOpeningId: string;
  title: string;
  companyName: string;
  answerBy: string | null;
}

/** Offers that wait for the applicant's answer: the first open task, above everything else on the page. */
export function PendingOffers({ offers }: { offers: PendingOffer[] }) {
  const { t, i18n } = useTranslation("content");
  const german = textLanguage("de", i18n.language);
  if (offers.length === 0) return null;
  return (
    <section
      aria-labelledby="home-offers"
      className="card space-y-3 border-s-4 border-blue-800"
      data-testid="pending-offers"
    >
      <h2 id="home-offers" className="text-xl font-bold">
        {t("home.offers.title")}
      </h2>
      <ul className="space-y-3">
        {offers.map((offer) => (
          <li key={offer.jobOpeningId} className="space-y-1">
            <p>
              <span {...german} className="font-bold">
                {offer.companyName}
              </span>
              {": "}
              <span {...german}>{offer.title}</span>
            </p>
            {offer.answerBy ? (
              <p>{t("home.offers.answerBy", { day: deadlineText(offer.answerBy, i18n.language) })}</p>
            ) : null}
            <p>
              <Link to={`/ds/selfmatching/${encodeURIComponent(offer.jobOpeningId)}`} className="btn-primary">
                {t("home.offers.open")}
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Which of the three phases of the guide the unit stage is in. */
function phaseOf(stage: UnitStage | null): 1 | 2 | 3 {
  if (stage === "Ready to match" || stage === "In Matching") return 2;
  if (stage === "Contract Proposal" || stage === "Won") return 3;
  return 1;
}

/** Tasks besides the next step: what the stage asks for and the steps that wait for the advisor. */
export function OpenTasks({
  stage,
  next,
  steps,
}: {
  stage: UnitStage | null;
  next: StepProgress | null;
  steps: StepProgress[];
}) {
  const { t } = useTranslation("content");
  const stepName = (step: string) => t(`overview.steps.${step}`, { ns: "application" });
  const tasks: { key: string; text: string; link?: { to: string; label: string } }[] = [];
  if (stage === "Ready to match" || stage === "In Matching")
    tasks.push({
      key: "matching",
      text: t("home.tasks.matchingText"),
      link: { to: "/ds/selfmatching", label: t("home.tasks.matching") },
    });
  if (stage === "Contract Proposal" && next?.step !== "contract")
    tasks.push({
      key: "contract",
      text: t("home.tasks.contractText"),
      link: { to: "/ds/application/contract/1", label: t("home.tasks.contract") },
    });
  if (stage === "Won") tasks.push({ key: "won", text: t("home.tasks.won") });
  for (const s of steps.filter((s) => s.state === "waiting"))
    tasks.push({ key: `waiting-${s.step}`, text: t("home.tasks.waiting", { step: stepName(s.step) }) });
  if (stage === "New" || stage === "Application")
    tasks.push({
      key: "documents",
      text: t("home.tasks.documentsText"),
      link: { to: "/ds/documents", label: t("home.tasks.documents") },
    });
  if (tasks.length === 0) return null;
  return (
    <div className="space-y-2" data-testid="open-tasks">
      <h3 className="font-bold">{t("home.tasks.title")}</h3>
      <ul className="list-disc space-y-2 ps-6">
        {tasks.map((task) => (
          <li key={task.key}>
            {task.text}
            {task.link ? (
              <>
                {" "}
                <Link to={task.link.to}>{task.link.label}</Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ThreeStepGuide({ stage }: { stage: UnitStage | null }) {
  const { t } = useTranslation("content");
  const current = phaseOf(stage);
  return (
    <Section titleId="home-guide" title={t("home.guide.title")} className="space-y-3">
      <ol className="grid gap-3 md:grid-cols-3">
        {([1, 2, 3] as const).map((n) => (
          <li
            key={n}
            aria-current={n === current ? "step" : undefined}
            className={`card space-y-1 ${n === current ? "border-2 border-brand" : ""}`}
          >
            <p className="text-sm font-bold text-gray-700">{t("home.guide.stepLabel", { n })}</p>
            <h3 className="text-lg font-bold">{t(`home.guide.step${n}.title`)}</h3>
            <p>{t(`home.guide.step${n}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** The applicant-guide downloads shown on the home page (the tips page lists all of them). */
export const HOME_GUIDES = ["profile-template", "application-tips"] as const;

export function GuideLink({ slug }: { slug: string }) {
  const { t } = useTranslation("content");
  return (
    <a href={`/ds/tips/${slug}.pdf`} download>
      {t("guides.pdf")}
      <span className="sr-only"> ({t(`guides.${slug}.title`)})</span>
    </a>
  );
}

export function GuideDownloads() {
  const { t } = useTranslation("content");
  return (
    <Section titleId="home-downloads" title={t("home.downloads.title")} className="space-y-3">
      <p>{t("home.downloads.intro")}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {HOME_GUIDES.map((slug) => (
          <li key={slug} className="card space-y-1">
            <h3 className="font-bold">{t(`guides.${slug}.title`)}</h3>
            <p>{t(`guides.${slug}.text`)}</p>
            <p>
              <GuideLink slug={slug} />
            </p>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/ds/tips">{t("home.downloads.more")}</Link>
      </p>
    </Section>
  );
}

export function InfoBox() {
  const { t } = useTranslation("content");
  return (
    <Section
      titleId="home-info"
      title={t("home.info.title")}
      as="aside"
      className="card space-y-2 border-s-4 border-brand bg-brand-light"
    >
      <p>{t("home.info.text")}</p>
      <ul className="space-y-1">
        <li>
          <Link to="/ds/faq">{t("home.info.faq")}</Link>
        </li>
        <li>
          <Link to="/ds/contact/1">{t("home.info.contact")}</Link>
        </li>
      </ul>
    </Section>
  );
}
