import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { Checkbox } from "~/components/ui/Choice";
import { validateByConstraints } from "~/components/ui/constraint-validation";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import type { RouteHandle } from "~/route-handle";
import { useTranslation } from "~/translation";
import type { DeletionForm } from "~/utils/account-deletion-form.server";
import { formatDate } from "~/utils/format";
import { getFormProps, type SubmissionResult, useForm } from "~/utils/use-form";
import { applicantDeletionAction, applicantDeletionLoader } from "./deletion.server";

export const handle: RouteHandle = { title: "profile:deletion.title", i18n: ["profile"] };

/** "Delete my account": what goes and what stays, the confirmation; while pending, the date and the undo. */
export const loader = (args: LoaderFunctionArgs) => applicantDeletionLoader(args);
export const action = (args: ActionFunctionArgs) => applicantDeletionAction(args);

export default function DeleteAccount() {
  const { deletion } = useLoaderData<typeof loader>();
  return <div className="mx-auto max-w-3xl space-y-6">{deletion ? <Pending /> : <Confirm />}</div>;
}

function Pending() {
  const { t } = useTranslation("profile");
  const { deletion, intents } = useLoaderData<typeof loader>();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const [form] = useForm<z.input<typeof DeletionForm>>({ id: "undo-deletion", lastResult });
  if (!deletion) return null;
  return (
    <>
      <h1 className="text-3xl font-bold">{t("deletion.pendingTitle")}</h1>
      <div className="card space-y-3" data-testid="deletion-pending">
        <p className="text-lg font-semibold">{t("deletion.pendingText", { date: formatDate(deletion.purgeAfter) })}</p>
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

function Confirm() {
  const { t } = useTranslation("profile");
  const { retention, intents, rules } = useLoaderData<typeof loader>();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const [form, fields] = useForm<z.input<typeof DeletionForm>>({
    id: "delete-account",
    lastResult,
    constraint: rules.DeletionForm.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validateByConstraints(rules.DeletionForm),
  });
  const confirm = (fields as unknown as Record<"confirm", typeof fields.intent>).confirm;
  return (
    <>
      <h1 className="text-3xl font-bold">{t("deletion.title")}</h1>
      <p>{t("deletion.intro")}</p>
      <section aria-labelledby="deleted-title" className="card space-y-2">
        <h2 id="deleted-title" className="text-xl font-semibold">
          {t("deletion.deletedTitle")}
        </h2>
        <ul className="list-disc space-y-1 ps-6">
          {(["profile", "documents", "messages", "login"] as const).map((k) => (
            <li key={k}>{t(`deletion.deleted.${k}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="kept-title" className="card space-y-2">
        <h2 id="kept-title" className="text-xl font-semibold">
          {t("deletion.keptTitle")}
        </h2>
        <ul className="list-disc space-y-1 ps-6" data-testid="deletion-kept">
          {retention.map((key) => (
            <li key={key}>{t(`deletion.kept.${key}`)}</li>
          ))}
        </ul>
      </section>
      <p>{t("deletion.grace")}</p>
      <p>
        <Link to="/ds/profile/data">{t("deletion.downloadFirst")}</Link>
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
          <Link to="/ds/profile/data">{t("deletion.cancel")}</Link>
        </div>
      </Form>
    </>
  );
}
