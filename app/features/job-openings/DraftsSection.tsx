/**
 * The drafts on the job-openings page, apart from the published and closed openings
 * (docs/decisions/074-job-opening-draft-lifecycle.md): each with its title or the day it was started, its
 * last change and removal day, "continue" to the step where it stopped, and "discard" that asks first.
 */
import { Link } from "@remix-run/react";
import type { JobOpeningDraftSummary } from "#contracts";
import { Cell, DataTable } from "~/components/ui/DataTable";
import { Form } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
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
    <Section titleId="drafts-title" title={t("drafts.title")} large className="space-y-3">
      <p>{t("drafts.intro")}</p>
      {asked && discard ? (
        <DiscardConfirm name={draftName(t, asked, lng)} id={asked.id} version={discard.version} />
      ) : null}
      <DataTable
        caption={t("drafts.caption")}
        columns={(["colName", "colStep", "colChanged", "colRemoval", "colActions"] as const).map((c) =>
          t(`drafts.${c}`),
        )}
      >
        {drafts.map((d) => {
          const name = draftName(t, d, lng);
          return (
            <tr key={d.id} className="border-b border-gray-200">
              <Cell label={t("drafts.colName")} className="py-2 pe-3 font-bold">
                {name}
              </Cell>
              <Cell label={t("drafts.colStep")}>{t(`manage.step.${d.resumeStep}`)}</Cell>
              <Cell label={t("drafts.colChanged")}>{formatDateTime(d.updatedAt, lng)}</Cell>
              <Cell label={t("drafts.colRemoval")}>{formatDate(d.removalDue, lng)}</Cell>
              <Cell label={t("drafts.colActions")}>
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
              </Cell>
            </tr>
          );
        })}
      </DataTable>
    </Section>
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
