/**
 * The "my data" page of both units: what the ZIP holds and its download, then the way to delete the
 * account. A plain form: the browser downloads the file the POST answers (with or without JavaScript).
 */

import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmissionKey } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
import { useTranslation } from "~/i18n/translation";

export function MyDataSection({
  ns,
  contents,
  downloadPath,
  children,
}: {
  ns: string;
  /** keys under `myData.contents.` of the namespace */
  contents: readonly string[];
  downloadPath: string;
  /** instead of the download (a large account's ZIP is prepared first) */
  children?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <Section titleId="my-data-title" title={t("myData.title")} className="card space-y-3">
      <p>{t("myData.intro")}</p>
      <ul className="list-disc space-y-1 ps-6">
        {contents.map((key) => (
          <li key={key}>{t(`myData.contents.${key}`)}</li>
        ))}
      </ul>
      {children ?? <DownloadButton ns={ns} downloadPath={downloadPath} />}
    </Section>
  );
}

/** The download of the ZIP; `id` names a prepared one. */
export function DownloadButton({ ns, downloadPath, id }: { ns: string; downloadPath: string; id?: string }) {
  const { t } = useTranslation(ns);
  return (
    <form method="post" action={downloadPath}>
      <SubmissionKey />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <button type="submit" className="btn-primary">
        {t("myData.download")}
      </button>
    </form>
  );
}

export function DeleteAccountSection({
  title,
  intro,
  link,
  to,
}: {
  title: string;
  intro: string;
  link: string;
  to: string;
}) {
  return (
    <Section titleId="delete-account-title" title={title} className="card space-y-3">
      <p>{intro}</p>
      <Link to={to}>{link}</Link>
    </Section>
  );
}
