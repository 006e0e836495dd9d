/**
 * Every field of a job opening (docs/product.md#entities) as a definition list, grouped as the four-step flow groups
 * them. Works for the company's view (drafts may lack fields) and the applicant's (`JobOpening`).
 * Needs the `matching` and `jobOpenings` translation namespaces in the route's handle.
 * `action(step, field)` may render a link per field (the review page's "change" links).
 */
import type { ReactNode } from "react";
import type { JobOpening } from "#contracts/matching";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/utils/format";

type Opening = Omit<JobOpening, "campus" | "course" | "startDate" | "workModel"> & {
  campus: JobOpening["campus"] | null;
  course: string | null;
  startDate: string | null;
  workModel: JobOpening["workModel"] | null;
};

export type FieldsStep = "study" | "job" | "requirements";

interface Row {
  field: string;
  value: ReactNode;
}

export function JobOpeningFields({
  opening,
  action,
  problems = {},
  headingLevel = 2,
}: {
  opening: Opening;
  action?: (step: FieldsStep, field: string, label: string) => ReactNode;
  /** field → message shown instead of / next to the value (e.g. "still missing") */
  problems?: Record<string, string>;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation(["matching", "jobOpenings"]);
  const text = (v: string | number | null | undefined) =>
    v === null || v === undefined || v === "" ? t("jobOpenings:manage.none") : String(v);
  const H = headingLevel === 2 ? "h2" : "h3";
  const sections: { step: FieldsStep; title: string; rows: Row[] }[] = [
    {
      step: "study",
      title: t("jobOpenings:overview.sectionStudy"),
      rows: [
        { field: "campusId", value: text(opening.campus?.name) },
        { field: "course", value: text(opening.course) },
        { field: "startDate", value: text(formatDate(opening.startDate, i18n.language)) },
        { field: "requiredCount", value: text(opening.requiredCount) },
        { field: "openPositions", value: text(opening.openPositions) },
      ],
    },
    {
      step: "job",
      title: t("jobOpenings:overview.sectionJob"),
      rows: [
        { field: "title", value: text(opening.title) },
        { field: "tasks", value: <span className="whitespace-pre-line">{text(opening.tasks)}</span> },
        {
          field: "offerDescription",
          value: <span className="whitespace-pre-line">{text(opening.offerDescription)}</span>,
        },
        {
          field: "offerUrl",
          value: opening.offerUrl ? (
            <a href={opening.offerUrl} rel="noopener noreferrer nofollow" target="_blank">
              {opening.offerUrl}
            </a>
          ) : (
            text(null)
          ),
        },
        { field: "teamSize", value: text(opening.teamSize) },
        { field: "workModel", value: opening.workModel ? t(`matching:workModel.${opening.workModel}`) : text(null) },
        { field: "placeOfTraining", value: text(opening.placeOfTraining) },
        { field: "practicePlace", value: text(opening.practicePlace) },
        { field: "benefits", value: <span className="whitespace-pre-line">{text(opening.benefits)}</span> },
        { field: "extraPayment", value: text(opening.extraPayment) },
      ],
    },
    {
      step: "requirements",
      title: t("jobOpenings:overview.sectionRequirements"),
      rows: [
        { field: "skills", value: <span className="whitespace-pre-line">{text(opening.skills)}</span> },
        {
          field: "softwareSkills",
          value:
            opening.softwareSkills.length === 0 ? (
              text(null)
            ) : (
              <ul className="list-none">
                {opening.softwareSkills.map((s) => (
                  <li key={s.area}>
                    {t(`matching:softwareArea.${s.area}`)}
                    {s.name ? ` (${s.name})` : ""}: {t(`matching:softwareLevel.${s.level}`)}
                  </li>
                ))}
              </ul>
            ),
        },
      ],
    },
  ];
  return (
    <div className="space-y-6">
      {sections.map((section) => (
        <section key={section.step} aria-labelledby={`jo-section-${section.step}`} className="card">
          <H id={`jo-section-${section.step}`} className="text-xl font-bold">
            {section.title}
          </H>
          <dl className="mt-3 divide-y divide-gray-200">
            {section.rows.map((row) => {
              const label = t(`matching:field.${row.field}`);
              return (
                <div key={row.field} className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr_auto] sm:gap-4">
                  <dt className="font-bold">{label}</dt>
                  <dd>
                    {problems[row.field] ? (
                      <span className="block font-bold text-red-700">{problems[row.field]}</span>
                    ) : null}
                    {row.value}
                  </dd>
                  {action && row.field !== "openPositions" ? <dd>{action(section.step, row.field, label)}</dd> : null}
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}
