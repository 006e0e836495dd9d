import type { AuditTrailEntry } from "#contracts";
import { useTranslation } from "~/translation";
import { formatDateTime } from "~/utils/format";

const show = (value: unknown) =>
  value === null || value === undefined || value === ""
    ? "–"
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);

/** "field: before → after" lines of an audit row (before/after objects, or a stage's from/to). */
function changes(details: Record<string, unknown>): string[] {
  const before = details.before as Record<string, unknown> | undefined;
  const after = details.after as Record<string, unknown> | undefined;
  if (before || after) {
    const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
    return keys.map((k) => `${k}: ${show(before?.[k])} → ${show(after?.[k])}`);
  }
  if ("from" in details || "to" in details) return [`stage: ${show(details.from)} → ${show(details.to)}`];
  return Object.entries(details)
    .filter(([k]) => k !== "event")
    .map(([k, v]) => `${k}: ${show(v)}`);
}

/** The applicant's audit trail, newest first: who did what, when, with before and after. */
export function AuditTrail({ entries }: { entries: AuditTrailEntry[] }) {
  const { t } = useTranslation("advisor");
  if (entries.length === 0) return <p>{t("audit.empty")}</p>;
  return (
    <ol className="divide-y divide-gray-200" data-testid="audit-trail">
      {entries.map((e) => (
        <li key={e.id} className="space-y-1 py-2">
          <p className="flex flex-wrap justify-between gap-2">
            <span className="font-semibold">{t(`audit.actions.${e.action}`)}</span>
            <time dateTime={e.at} className="text-sm text-gray-700">
              {formatDateTime(e.at)}
            </time>
          </p>
          <p className="text-sm">
            {t(`audit.actors.${e.actorKind}`, { defaultValue: e.actorKind })}
            {e.actorName ? `: ${e.actorName}` : ""}
          </p>
          {changes(e.details).length ? (
            <ul className="text-sm text-gray-800">
              {changes(e.details).map((line) => (
                <li key={line} className="break-all">
                  {line}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
