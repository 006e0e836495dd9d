/**
 * The drafts on the job-openings page, apart from the published and closed openings
 * (docs/decisions/074-job-opening-draft-lifecycle.md): each with its title or the day it was started, its
 * last change and removal day, "continue" to the step where it stopped, and "discard" that asks first.
 */
import { Link } from "@remix-run/react";
import type { JobOpeningDraftSummary } from "#contracts";
import { Form } from "~/components/ui/Form";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime } from "~/utils/format";
import { DISCARD_INTENT, DISCARD_QUESTION_ID, discardPath, JOB_OPENINGS_PATH } from "./paths";

type Translate = ReturnType<typeof useTranslation>["t"];

/** A draft's name on screen: its title, else the day it was started. */
const draftName = (t: Translate, draft: JobOpeningDraftSummary, language: string) =>
  draft.title || t("drafts.untitled", { date: formatDate(draft.createdAt, language) });

export function DraftsSection({
  drafts,
  discard,
}: {
  drafts: JobOpeningDraftSummary[];
  discard: { id: string; version: string | null } | null;
}) {
  const { t, i18n } = useTranslation(["jobOpenings"]);
  if (drafts.length === 0) return null;
  const lng = i18n.language;
  const asked = discard ? drafts.find((d) => d.id === discard.id) : undefined;
  return (
    <section aria-labelledby="drafts-title" className="space-y-3">
      <h2 id="drafts-title" className="text-2xl font-bold">
        {t("drafts.title")}
      </h2>
      <p>{t("drafts.intro")}</p>
      {asked && discard ? (
        <DiscardConfirm name={draftName(t, asked, lng)} id={asked.id} version={discard.version} />
      ) : null}
      <div className="overflow-x-auto">
        <table className="table-rows w-full text-start">
          <caption className="sr-only">{t("drafts.caption")}</caption>
          <thead>
            <tr className="border-b border-gray-300">
              {(["colName", "colStep", "colChanged", "colRemoval", "colActions"] as const).map((c) => (
                <th key={c} scope="col" className="py-2 pe-3 text-start">
                  {t(`drafts.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {drafts.map((d) => {
              const name = draftName(t, d, lng);
              return (
                <tr key={d.id} className="border-b border-gray-200">
                  <td data-label={t("drafts.colName")} className="py-2 pe-3 font-bold">
                    {name}
                  </td>
                  <td data-label={t("drafts.colStep")} className="py-2 pe-3">
                    {t(`manage.step.${d.resumeStep}`)}
                  </td>
                  <td data-label={t("drafts.colChanged")} className="py-2 pe-3">
                    {formatDateTime(d.updatedAt, lng)}
                  </td>
                  <td data-label={t("drafts.colRemoval")} className="py-2 pe-3">
                    {formatDate(d.removalDue, lng)}
                  </td>
                  <td data-label={t("drafts.colActions")} className="py-2 pe-3">
                    <span className="flex flex-wrap gap-x-4 gap-y-1">
                      {d.allowedActions.includes("edit") ? (
                        <Link to={`${JOB_OPENINGS_PATH}/${d.id}/manage/${d.resumeStep}`}>
                          {t("drafts.continue")}
                          <span className="sr-only">: {name}</span>
                        </Link>
                      ) : null}
                      {d.allowedActions.includes("delete") ? (
                        <Link to={discardPath(d.id)}>
                          {t("drafts.discard")}
                          <span className="sr-only">: {name}</span>
                        </Link>
                      ) : null}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The confirmation step: the page itself asks, the button posts with the version the user saw. */
function DiscardConfirm({ name, id, version }: { name: string; id: string; version: string | null }) {
  const { t } = useTranslation(["jobOpenings"]);
  return (
    <section aria-labelledby={DISCARD_QUESTION_ID} className="border-4 border-red-700 p-4">
      <h3 id={DISCARD_QUESTION_ID} className="text-xl font-bold">
        {t("drafts.confirmTitle")}
      </h3>
      <p className="mt-2">{t("drafts.confirmText", { name })}</p>
      <Form method="post" action={JOB_OPENINGS_PATH} className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="id" value={id} />
        {version ? <input type="hidden" name="_version" value={version} /> : null}
        <button type="submit" name="intent" value={DISCARD_INTENT} className="btn-primary">
          {t("drafts.confirm")}
        </button>
        <Link to={JOB_OPENINGS_PATH} className="btn-secondary">
          {t("drafts.cancel")}
        </Link>
      </Form>
    </section>
  );
}
