/**
 * "Recommend for a job opening" on the advisor's applicant page, where the applicant is judged: the applicant's wishes
 * (distance, course, campus, study start), the suitable open openings with one recommend form each
 * (intent "recommend", a plain POST without JS), and the applicant's matches with their status.
 */
import type { AdvisorMatch, SuitableJobOpening, SuitableJobOpenings } from "#contracts/advisor-matching";
import { Detail, DetailList } from "~/components/ui/DetailList";
import { Section } from "~/components/ui/Section";
import { ButtonForm } from "~/features/advisor/CommandForms";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime } from "~/utils/format";
import { INTENTS } from "./intents";
import { useReply } from "./use-reply";

export function MatchingSection({ suitable, matches }: { suitable: SuitableJobOpenings; matches: AdvisorMatch[] }) {
  const { t, i18n } = useTranslation(["advisor", "matching"]);
  const { applicant, openings } = suitable;
  return (
    <Section
      titleId="matching-title"
      title={t("matching.title")}
      className="card space-y-4"
      data-testid="advisor-matching"
    >
      <div className="space-y-1">
        <h3 className="font-bold">{t("matching.wishes")}</h3>
        <DetailList>
          <Detail term={t("matching.distance")} data-testid="matching-distance">
            {applicant.practicePartnerMaxDistance == null
              ? "–"
              : t("matching.distanceValue", { km: applicant.practicePartnerMaxDistance })}
          </Detail>
          <Detail term={t("matching.course")}>{applicant.course ?? "–"}</Detail>
          <Detail term={t("matching.campus")}>{applicant.campus ?? "–"}</Detail>
          <Detail term={t("matching.intake")}>{formatDate(applicant.intake, i18n.language) || "–"}</Detail>
        </DetailList>
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
    </Section>
  );
}

function OpeningItem({ opening: o }: { opening: SuitableJobOpening }) {
  const { t, i18n } = useTranslation(["advisor", "matching"]);
  const lastResult = useReply(INTENTS.recommend, o.id);
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
