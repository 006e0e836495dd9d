/**
 * The "delete my account" page of both units (the person's own account, ADR 032): what is deleted and
 * what is kept, the confirmation; while the deletion is pending, its date and the undo. The texts are the
 * unit's (`ns`: informal for applicants, formal for company users), so is the page of their data.
 */

import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Checkbox } from "~/components/ui/Choice";
import type { FormRules } from "~/components/ui/constraint-validation";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
import { useConstraintForm } from "~/components/ui/use-constraint-form";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/utils/format";

interface DeletionPageProps {
  ns: string;
  deletion: { purgeAfter: string } | null;
  intents: { delete: string; undo: string };
  rules: { DeletionForm: FormRules };
  lastResult: SubmissionResult<string[]> | undefined;
  /** keys under `deletion.deleted.` and `deletion.kept.` of the namespace */
  deleted: readonly string[];
  kept: readonly string[];
  /** the page of the person's data, to download it first or to go back to */
  dataPath: string;
  /** shown instead of the confirmation when the account cannot be deleted yet */
  blocked?: ReactNode;
}

export function AccountDeletionPage(props: DeletionPageProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {props.deletion ? (
        <Pending {...props} purgeAfter={props.deletion.purgeAfter} />
      ) : (
        (props.blocked ?? <Confirm {...props} />)
      )}
    </div>
  );
}

function Pending({ ns, intents, lastResult, purgeAfter }: DeletionPageProps & { purgeAfter: string }) {
  const { t, i18n } = useTranslation(ns);
  const [form] = useForm({ id: "undo-deletion", lastResult });
  return (
    <>
      <h1 className="text-3xl font-bold">{t("deletion.pendingTitle")}</h1>
      <div className="card space-y-3" data-testid="deletion-pending">
        <p className="text-lg font-bold">
          {t("deletion.pendingText", { date: formatDate(purgeAfter, i18n.language) })}
        </p>
        <p>{t("deletion.pendingUndo")}</p>
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <ErrorSummary formErrors={form.errors} items={[]} />
          <input type="hidden" name="intent" value={intents.undo} />
          <button type="submit" className="btn-primary">
            {t("deletion.undo")}
          </button>
        </Form>
      </div>
    </>
  );
}

function Confirm({ ns, intents, rules, lastResult, deleted, kept, dataPath }: DeletionPageProps) {
  const { t } = useTranslation(ns);
  const [form, fields] = useConstraintForm<{ intent: string; confirm: string }>({
    id: "delete-account",
    lastResult,
    rules: rules.DeletionForm,
  });
  const { confirm } = fields;
  return (
    <>
      <h1 className="text-3xl font-bold">{t("deletion.title")}</h1>
      <p>{t("deletion.intro")}</p>
      <Section titleId="deleted-title" title={t("deletion.deletedTitle")} className="card space-y-2">
        <ul className="list-disc space-y-1 ps-6">
          {deleted.map((key) => (
            <li key={key}>{t(`deletion.deleted.${key}`)}</li>
          ))}
        </ul>
      </Section>
      <Section titleId="kept-title" title={t("deletion.keptTitle")} className="card space-y-2">
        <ul className="list-disc space-y-1 ps-6" data-testid="deletion-kept">
          {kept.map((key) => (
            <li key={key}>{t(`deletion.kept.${key}`)}</li>
          ))}
        </ul>
      </Section>
      <p>{t("deletion.grace")}</p>
      <p>
        <Link to={dataPath}>{t("deletion.downloadFirst")}</Link>
      </p>
      <Form method="post" {...getFormProps(form)} noValidate className="card space-y-4">
        <ErrorSummary
          formErrors={form.errors}
          items={[{ fieldId: confirm.id, label: t("deletion.confirm"), errors: confirm.errors }]}
        />
        <input type="hidden" name="intent" value={intents.delete} />
        <Checkbox
          id={confirm.id}
          name={confirm.name}
          label={t("deletion.confirm")}
          errors={confirm.errors}
          errorLabel={t("deletion.confirm")}
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-primary">
            {t("deletion.submit")}
          </button>
          <Link to={dataPath}>{t("deletion.cancel")}</Link>
        </div>
      </Form>
    </>
  );
}
