import { useApplicant } from "~/features/applicant/use-applicant";
import { useTranslation } from "~/i18n/translation";

/** The study advisor's contact (docs/product.md#constants-and-limits: a fallback contact when no advisor is assigned). */
export function AdvisorContact() {
  const { t } = useTranslation("journey");
  const { unit } = useApplicant();
  const advisor = unit?.advisor;
  if (!advisor) {
    return (
      <p>
        {t("contact.fallback")}{" "}
        <a className="underline" href="mailto:studienberatung@tandem.example">
          studienberatung@tandem.example
        </a>
      </p>
    );
  }
  return (
    <address className="not-italic space-y-1">
      <p className="font-bold">{advisor.name}</p>
      <p>
        {t("contact.email")}:{" "}
        <a className="underline" href={`mailto:${advisor.email}`}>
          {advisor.email}
        </a>
      </p>
      {advisor.phone ? (
        <p>
          {t("contact.phone")}:{" "}
          <a className="underline" href={`tel:${advisor.phone.replace(/\s/g, "")}`}>
            {advisor.phone}
          </a>
        </p>
      ) : null}
    </address>
  );
}
