/**
 * "Recommend for a job opening" on the advisor's applicant page, where the applicant is judged: the applicant's wishes
 * (distance, course, campus, study start), the suitable open openings with one recommend form each
 * (intent "recommend", a plain POST without JS), and the applicant's matches with their status.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import type { AdvisorMatch, SuitableJobOpening, SuitableJobOpenings } from "#contracts/advisor-matching";
import { ButtonForm } from "~/features/advisor/CommandForms";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime } from "~/utils/format";
import type { ApplicantActionData } from "./actions.server";
import { INTENTS } from "./intents";

export function MatchingSection({ suitable, matches }: { suitable: SuitableJobOpenings; matches: AdvisorMatch[] }) {
  const { t, i18n } = useTranslation(["advisor", "matching"]);
  const { applicant, openings } = suitable;
  return (
    <section aria-labelledby="matching-title" className="card space-y-4" data-testid="advisor-matching">
      <h2 id="matching-title" className="text-xl font-bold">
        {t("matching.title")}
      </h2>
      <div className="space-y-1">
        <h3 className="font-bold">{t("matching.wishes")}</h3>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="text-gray-700">{t("matching.distance")}</dt>
          <dd data-testid="matching-distance">
            {applicant.practicePartnerMaxDistance == null
              ? "–"
              : t("matching.distanceValue", { km: applicant.practicePartnerMaxDistance })}
          </dd>
          <dt className="text-gray-700">{t("matching.course")}</dt>
          <dd>{applicant.course ?? "–"}</dd>
          <dt className="text-gray-700">{t("matching.campus")}</dt>
          <dd>{applicant.campus ?? "–"}</dd>
          <dt className="text-gray-700">{t("matching.intake")}</dt>
          <dd>{formatDate(applicant.intake, i18n.language) || "–"}</dd>
        </dl>
      </div>
      <MatchList matches={matches} />
      <div className="space-y-2">
        <h3 className="font-bold">{t("matching.openingsTitle")}</h3>
        {!applicant.stageMinimumReady ? (
          <p>
            {t("matching.notReady", {
              stage: applicant.stage ? t(`stages.${applicant.stage}`) : "–",
              examined: t("stages.Examined Application"),
            })}
          </p>
        ) : openings.length === 0 ? (
          <p>{t("matching.noOpenings")}</p>
        ) : (
          <>
            <p className="text-gray-700">{t("matching.openingsHint")}</p>
            <ul className="space-y-3">
              {openings.map((o) => (
                <OpeningItem key={o.id} opening={o} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

function OpeningItem({ opening: o }: { opening: SuitableJobOpening }) {
  const { t, i18n } = useTranslation(["advisor", "matching"]);
  const actionData = useActionData<ApplicantActionData>();
  const lastResult: SubmissionResult<string[]> | undefined =
    actionData?.intent === INTENTS.recommend && actionData.targetId === o.id ? actionData.result : undefined;
  const fits = [
    o.sameCourse && t("matching.fitCourse"),
    o.sameCampus && t("matching.fitCampus"),
    o.sameStartDate && t("matching.fitStartDate"),
  ].filter(Boolean);
  return (
    <li className="space-y-1 border-b border-gray-200 pb-3" data-testid="suitable-opening">
      <p className="font-bold">{t("matching.opening", { title: o.title, company: o.companyName })}</p>
      <p>
        {t("matching.openingFacts", {
          course: o.course,
          campus: o.campus,
          startDate: formatDate(o.startDate, i18n.language),
          open: o.openPositions,
          required: o.requiredCount,
        })}
      </p>
      <p className="text-gray-700">
        {fits.length ? t("matching.fit", { list: fits.join(", ") }) : t("matching.fitNone")}
      </p>
      {o.matchStatus ? (
        <p>{t("matching.matched", { status: t(`matching:matchStatus.${o.matchStatus}`) })}</p>
      ) : (
        <ButtonForm
          intent={INTENTS.recommend}
          targetId={o.id}
          lastResult={lastResult}
          submitLabel={t("matching.recommend", { title: o.title })}
        />
      )}
    </li>
  );
}

function MatchList({ matches }: { matches: AdvisorMatch[] }) {
  const { t, i18n } = useTranslation(["advisor", "matching"]);
  return (
    <div className="space-y-2">
      <h3 className="font-bold">{t("matching.matchesTitle")}</h3>
      {matches.length === 0 ? (
        <p>{t("matching.noMatches")}</p>
      ) : (
        <ul className="space-y-3">
          {matches.map((m) => (
            <li key={m.id} className="space-y-1 border-b border-gray-200 pb-3" data-testid="advisor-match">
              <p className="font-bold">
                {t("matching.matchLine", { title: m.jobOpening.title, company: m.jobOpening.companyName })}
              </p>
              <p data-testid="advisor-match-status">
                {t("matching.status", { status: t(`matching:matchStatus.${m.status}`) })}
                {m.lostReason
                  ? ` – ${t("matching.lostReason", { reason: t(`matching.lostReasons.${m.lostReason}`) })}`
                  : ""}
              </p>
              <p className="text-gray-700">
                {t("matching.source", { source: t(`matching:source.${m.source}`) })}
                {m.recommendedByName ? ` · ${t("matching.recommendedBy", { name: m.recommendedByName })}` : ""}
                {m.interviewAt
                  ? ` · ${t("matching.interviewAt", { date: formatDateTime(m.interviewAt, i18n.language) })}`
                  : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
