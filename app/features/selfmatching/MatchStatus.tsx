import type { SelfmatchingOpening } from "#contracts/selfmatching";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/utils/format";

/**
 * The applicant-side wording of a match (docs/product.md#match-statuses): the camel-case status text (interview and trial day
 * with their date), the job-offer label, and for an ended match the lost reason in the applicant's words.
 */
export function statusText(
  t: (key: string, options?: Record<string, unknown>) => string,
  opening: Pick<SelfmatchingOpening, "match">,
  lng: string,
) {
  const m = opening.match;
  if (!m) return null;
  const date =
    m.statusLabel === "trialDayScheduled" && m.trialDayAt
      ? formatDateTime(m.trialDayAt, lng, "short")
      : m.interviewAt
        ? formatDateTime(m.interviewAt, lng, "short")
        : "";
  return t(`matching:applicantStatus.${m.statusLabel}`, { date });
}

export function OfferLabel({ label }: { label: SelfmatchingOpening["offerLabel"] }) {
  const { t } = useTranslation("matching");
  if (!label) return null;
  return (
    <span className="inline-block rounded border border-blue-800 bg-blue-50 px-2 py-0.5 text-sm text-blue-900">
      {t(`offerLabel.${label}`)}
    </span>
  );
}

export function LostReason({ opening }: { opening: Pick<SelfmatchingOpening, "match"> }) {
  const { t } = useTranslation("matching");
  const reason = opening.match?.status === "cancelled" ? opening.match.lostReason : null;
  if (!reason) return null;
  const feedback = opening.match?.companyFeedback;
  return (
    <>
      <p data-testid="lost-reason">{t(`lostReason.applicant.${reason}`)}</p>
      {feedback ? (
        <figure data-testid="company-feedback" className="border-s-4 border-gray-400 ps-3">
          <figcaption className="font-bold">{t("companyFeedback")}</figcaption>
          <blockquote className="whitespace-pre-line">{feedback}</blockquote>
        </figure>
      ) : null}
    </>
  );
}
