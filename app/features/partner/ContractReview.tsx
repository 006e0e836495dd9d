import { useLoaderData } from "@remix-run/react";
import { GRADUATION_BW } from "#contracts/application";
import { useApplicant } from "~/features/applicant/use-applicant";
import { StepPage } from "~/features/application/StepPage";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatNumber } from "~/utils/format";
import { LockedStep } from "./LockedStep";
import { ReviewList } from "./ReviewList";

/** Contract sub-steps 1 and 2: the personal data or the graduation, to check before signing. */
export function ContractReview({ part }: { part: "personal" | "graduation" }) {
  const { t, i18n } = useTranslation("partner");
  const { locked, countries } = useLoaderData<{ locked: boolean; countries?: Record<string, string> }>();
  const { account } = useApplicant();
  if (locked) return <LockedStep step="contract" />;
  const rows =
    part === "personal"
      ? [
          { label: t("review.name"), value: [account.firstName, account.lastName].filter(Boolean).join(" ") },
          { label: t("review.birthday"), value: account.birthday ? formatDate(account.birthday, i18n.language) : "" },
          { label: t("review.placeOfBirth"), value: account.placeOfBirth ?? "" },
          {
            label: t("review.nationality"),
            value: account.nationality ? (countries?.[account.nationality] ?? "") : "",
          },
          {
            label: t("review.address"),
            value: [
              account.shippingStreet,
              [account.shippingPostalCode, account.shippingCity].filter(Boolean).join(" "),
            ]
              .filter(Boolean)
              .join(", "),
          },
          { label: t("review.phone"), value: account.phone ?? "" },
          { label: t("review.email"), value: account.email },
        ]
      : [
          {
            label: t("review.graduation"),
            value: account.universityEntranceQualification
              ? t(
                  `application:skills2.graduationTypes.${account.universityEntranceQualificationBw ? GRADUATION_BW : account.universityEntranceQualification}`,
                )
              : "",
          },
          {
            label: t("review.graduationStatus"),
            value: account.universityEntranceQualificationStatus
              ? t(`application:skills2.statuses.${account.universityEntranceQualificationStatus}`)
              : "",
          },
          {
            label: t("review.grade"),
            value: account.gradeAverage !== null ? formatNumber(account.gradeAverage, i18n.language) : "",
          },
        ];
  const n = part === "personal" ? 1 : 2;
  return (
    <StepPage title={t(`contract${n}.title`)} intro={<p>{t(`contract${n}.intro`)}</p>}>
      <ReviewList
        rows={rows}
        editTo={part === "personal" ? "/ds/application/data/1" : "/ds/application/skills/2"}
        editLabel={t(`contract${n}.edit`)}
        next={`/ds/application/contract/${n + 1}`}
      />
    </StepPage>
  );
}
