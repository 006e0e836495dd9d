import { Select } from "~/components/ui/Choice";
import { Form } from "~/components/ui/Form";
import { useApplicant } from "~/features/applicant/use-applicant";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/utils/format";

/**
 * Which of several applications (or units) the pages show (docs/product.md#entities Unit, docs/product.md#other-flows): a plain form, remembered
 * in the browser by /ds/active. Nothing to choose with a single unit and a single application.
 */
export function ActiveChoice() {
  const { t, i18n } = useTranslation();
  const { account, unit, activeApplicationId } = useApplicant();
  const units = account.units;
  const applications = unit?.applications ?? [];
  if (units.length < 2 && applications.length < 2) return null;
  return (
    <Form method="post" action="/ds/active" className="card space-y-3" aria-labelledby="active-choice">
      <h3 id="active-choice" className="font-bold">
        {t("active.title")}
      </h3>
      {units.length > 1 ? (
        <Select
          id="active-unit"
          name="unit"
          label={t("active.unit")}
          options={units.map((u, index) => ({ value: u.id, label: t("active.unitNumber", { number: index + 1 }) }))}
          defaultValue={unit?.id}
        />
      ) : null}
      {applications.length > 1 ? (
        <Select
          id="active-application"
          name="application"
          label={t("active.application")}
          options={applications.map((a) => ({
            value: a.id,
            label: t("active.applicationLabel", {
              course: a.course,
              campus: a.campus.name,
              intake: formatDate(a.intake, i18n.language),
            }),
          }))}
          defaultValue={activeApplicationId ?? undefined}
        />
      ) : null}
      <button type="submit" className="btn-secondary">
        {t("active.choose")}
      </button>
    </Form>
  );
}
