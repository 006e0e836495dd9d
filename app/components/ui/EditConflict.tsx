/**
 * The conflict page of a form whose record someone else saved in the meantime: an error summary at the
 * top (focused, as every failed form), the saved values beside what this user typed, and two buttons.
 * "Keep mine" posts everything typed again (hidden fields) with the new version; "take the saved ones"
 * reloads the form from the record. Plain HTML form: works without JavaScript.
 */

import { useEffect, useRef } from "react";
import { Form } from "~/components/ui/Form";
import { useTranslation } from "~/i18n/translation";
import { SubmitButton } from "./PostForm";

export interface ConflictRow {
  name: string;
  label: string;
  /** Display texts (already formatted: labels, dates), "" when empty. */
  theirs: string;
  mine: string;
}

export function EditConflict({
  action,
  rows,
  mine,
  lists,
  version,
}: {
  action: string;
  rows: ConflictRow[];
  /** The posted values, sent again by "keep mine". */
  mine: Record<string, string>;
  /** Posted fields that repeat (checkboxes): each value sent again as one hidden field. */
  lists?: Record<string, string[]>;
  version: string;
}) {
  const { t } = useTranslation("common");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const differing = rows.filter((r) => r.theirs !== r.mine);
  const shown = (value: string) =>
    value === "" ? <span className="text-gray-700">{t("conflict.empty")}</span> : value;
  return (
    <div className="card space-y-6">
      <div
        ref={ref}
        tabIndex={-1}
        role="alert"
        aria-labelledby="conflict-title"
        className="border-4 border-red-700 p-4"
        autoFocus
      >
        <h2 id="conflict-title" className="text-xl font-bold">
          {t("conflict.title")}
        </h2>
        <p className="mt-2">{t("conflict.intro")}</p>
        {differing.length ? (
          <ul className="mt-2 list-none space-y-1">
            {differing.map((r) => (
              <li key={r.name}>
                <a href={`#conflict-${r.name}`} className="font-bold text-red-800">
                  {t("conflict.differs", { field: r.label })}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="overflow-x-auto">
        <table className="table-rows w-full text-start">
          <caption className="text-start text-lg font-bold">{t("conflict.caption")}</caption>
          <thead>
            <tr>
              <th scope="col" className="p-2 text-start">
                {t("conflict.field")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("conflict.theirs")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("conflict.mine")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.name}
                id={`conflict-${r.name}`}
                className={r.theirs !== r.mine ? "border-s-4 border-red-700 bg-red-50" : "border-t"}
              >
                <th scope="row" className="p-2 text-start align-top font-bold">
                  {r.label}
                  {r.theirs !== r.mine ? <span className="block text-sm">{t("conflict.changed")}</span> : null}
                </th>
                <td data-label={t("conflict.theirs")} className="whitespace-pre-line p-2 align-top">
                  {shown(r.theirs)}
                </td>
                <td data-label={t("conflict.mine")} className="whitespace-pre-line p-2 align-top">
                  {shown(r.mine)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Form method="post" action={action} className="flex flex-wrap gap-3">
        {Object.entries(mine).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {Object.entries(lists ?? {}).flatMap(([name, values]) =>
          values.map((value) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />),
        )}
        <input type="hidden" name="_version" value={version} />
        <SubmitButton intent="keepMine" primary label={t("conflict.keepMine")} />
        <SubmitButton intent="takeTheirs" label={t("conflict.takeTheirs")} />
      </Form>
    </div>
  );
}
