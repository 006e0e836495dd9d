import type { AuditTrailEntry } from "#contracts";
import { isUuid } from "#contracts/uuid";
import { type TFunction, useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime } from "~/utils/format";

/** Detail keys that name records or techniques, not something an advisor reads: never shown. */
const HIDDEN = new Set([
  "event",
  "mimeType",
  "size",
  "settings",
  "companyId",
  "matchId",
  "via",
  "advisorIds",
  "command",
]);

/**
 * The label of a stored field name: the advisor's own list, else the label the applicant's form shows.
 * Null for a name no text describes (it is left out rather than shown raw).
 */
function fieldLabel(t: TFunction, exists: (key: string) => boolean, name: string): string | null {
  const key = [
    `advisor:audit.fields.${name}`,
    `application:data.fields.${name}`,
    `application:skills1.fields.${name}`,
    `application:skills2.fields.${name}`,
  ].find(exists);
  return key ? t(key) : null;
}

/**
 * A stored value as words: dates in the portal's format, yes/no, and every enumeration value through its
 * translation (stage, match and opening status, document category and review, lost reason, who acted).
 * Null for an id or a code no text describes.
 */
function valueText(t: TFunction, exists: (key: string) => boolean, lng: string, value: unknown): string | null {
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "boolean") return t(value ? "advisor:audit.yes" : "advisor:audit.no");
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) {
    const parts = value.map((v) => valueText(t, exists, lng, v)).filter((v): v is string => v !== null);
    return parts.length ? parts.join(", ") : null;
  }
  if (typeof value === "object") {
    const parts = Object.values(value).map((v) => valueText(t, exists, lng, v));
    return parts.every((p) => p !== null) ? parts.join(" · ") : null;
  }
  const text = String(value);
  if (isUuid(text)) return null;
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return formatDateTime(text, lng);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDate(text, lng);
  const key = [
    `advisor:stages.${text}`,
    `advisor:documents.status.${text}`,
    `advisor:matching.lostReasons.${text}`,
    `advisor:audit.values.${text}`,
    `matching:matchStatus.${text}`,
    `matching:openingStatus.${text}`,
    `documents:categories.${text}`,
    `matching:source.${text}`,
  ].find(exists);
  if (key) return t(key);
  // free text (a reason, a name) reads as it is; a code of letters and underscores does not
  return /^[a-z]+(_[a-z]+)+$|^[a-z]+[A-Z]\w*$/.test(text) ? null : text;
}

/** "field: before → after" lines of an audit row, every name and value in words; nothing raw. */
function changes(
  t: TFunction,
  exists: (key: string) => boolean,
  lng: string,
  details: Record<string, unknown>,
): string[] {
  const line = (name: string, ...values: unknown[]) => {
    const label = fieldLabel(t, exists, name);
    const texts = values.map((v) => valueText(t, exists, lng, v));
    return label && texts.every((v) => v !== null) ? `${label}: ${texts.join(" → ")}` : null;
  };
  const before = details.before as Record<string, unknown> | undefined;
  const after = details.after as Record<string, unknown> | undefined;
  const lines: (string | null)[] = [];
  if (before || after) {
    const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
    for (const k of keys.filter((k) => !HIDDEN.has(k))) lines.push(line(k, before?.[k], after?.[k]));
  }
  if ("from" in details || "to" in details) lines.push(line("change", details.from, details.to));
  for (const [k, v] of Object.entries(details)) {
    if (["before", "after", "from", "to"].includes(k) || HIDDEN.has(k)) continue;
    if (k === "fields" || k === "keys") {
      // the names of the changed fields; those no text describes are counted
      const names = Array.isArray(v) ? v.map(String) : [];
      const labels = names.map((n) => fieldLabel(t, exists, n)).filter((l): l is string => l !== null);
      const more = names.length - labels.length;
      const all = [...labels, ...(more > 0 ? [t("advisor:audit.moreFields", { count: more })] : [])];
      if (all.length) lines.push(`${t("advisor:audit.fields.fields")}: ${all.join(", ")}`);
      continue;
    }
    lines.push(line(k, v));
  }
  return lines.filter((l): l is string => l !== null);
}

/** The applicant's audit trail, newest first: who did what, when, with before and after. */
export function AuditTrail({ entries }: { entries: AuditTrailEntry[] }) {
  // every namespace whose labels a detail may use: the browser waits for them before it renders
  const { t, i18n } = useTranslation(["advisor", "application", "matching", "documents"]);
  const exists = (key: string) => i18n.exists(key);
  if (entries.length === 0) return <p>{t("audit.empty")}</p>;
  return (
    <ol className="divide-y divide-gray-200" data-testid="audit-trail">
      {entries.map((e) => {
        const lines = changes(t, exists, i18n.language, e.details);
        return (
          <li key={e.id} className="space-y-1 py-2">
            <p className="flex flex-wrap justify-between gap-2">
              <span className="font-bold">{t(`audit.actions.${e.action}`)}</span>
              <time dateTime={e.at} className="text-sm text-gray-700">
                {formatDateTime(e.at, i18n.language)}
              </time>
            </p>
            <p className="text-sm">
              {t(`audit.actors.${e.actorKind}`, { defaultValue: t("audit.actors.system") })}
              {e.actorName ? `: ${e.actorName}` : ""}
            </p>
            {lines.length ? (
              <ul className="text-sm text-gray-800">
                {lines.map((line) => (
                  <li key={line} className="break-all">
                    {line}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
