import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { COMMENT_MAX } from "#contracts/company-applicant-fields";
import { JOB_OPENING_LIMITS } from "#contracts/matching-enums";
import { Checkbox } from "~/components/ui/Choice";
import { validateByConstraints } from "~/components/ui/constraint-validation";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { TextArea } from "~/components/ui/TextArea";
import { useTranslation } from "~/i18n/translation";
import { isoToBerlinLocal } from "~/utils/berlin-time";
import type { ApplicantActionData } from "./actions.server";
import { INTENTS, type Intent } from "./intents";
import type { CommandRules } from "./schemas.server";

type FieldMeta = { id: string; name: string; key?: string; initialValue?: unknown; errors?: string[] };

/** The reply of the last failed form, for the form it belongs to only. */
function useReply(intent: Intent, targetId = "") {
  const actionData = useActionData<ApplicantActionData>();
  return actionData?.intent === intent && actionData.targetId === targetId ? actionData.result : undefined;
}

/** A command's form: one with fields is checked in the browser by the rules its loader sent, a button by the server only. */
function useIntentForm(intent: Intent, targetId = "") {
  const lastResult: SubmissionResult<string[]> | undefined = useReply(intent, targetId);
  const rules = useLoaderData<{ rules: CommandRules }>().rules[intent as keyof CommandRules];
  return useForm({
    id: `${intent}${targetId ? `-${targetId}` : ""}`,
    lastResult,
    ...(rules
      ? {
          constraint: rules.constraint,
          shouldValidate: "onSubmit",
          shouldRevalidate: "onInput",
          onValidate: validateByConstraints(rules),
        }
      : {}),
  });
}

const str = (v: unknown) => (typeof v === "string" ? v : undefined);

/** A command without input (interest, accept): one button, API refusals in the summary above it. */
export function ButtonCommand({
  intent,
  label,
  hint,
  primary,
}: {
  intent: Intent;
  label: string;
  hint?: ReactNode;
  primary?: boolean;
}) {
  const [form] = useIntentForm(intent);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-2">
      <ErrorSummary formErrors={form.errors} items={[]} />
      {hint ? <p>{hint}</p> : null}
      <button type="submit" name="intent" value={intent} className={primary ? "btn-primary" : "btn-secondary"}>
        {label}
      </button>
    </Form>
  );
}

export function ArrangeInterviewCommand({ suggestions }: { suggestions: string[] }) {
  const { t } = useTranslation("companyApplicants");
  const [form, fields] = useIntentForm(INTENTS.arrangeInterview);
  const slots = [fields.interview1, fields.interview2, fields.interview3] as FieldMeta[];
  const label = (i: number) => t("actions.suggestion", { n: i + 1 });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-3" aria-labelledby="arrange-title">
      <h3 id="arrange-title" className="text-lg font-bold">
        {t("actions.arrangeTitle")}
      </h3>
      <ErrorSummary
        formErrors={form.errors}
        items={slots.map((f, i) => ({ fieldId: f.id, label: label(i), errors: f.errors }))}
      />
      <p>{t("actions.arrangeHint")}</p>
      {slots.map((f, i) => (
        <Field
          key={f.key ?? f.id}
          id={f.id}
          name={f.name}
          type="datetime-local"
          label={label(i)}
          required={i === 0}
          defaultValue={str(f.initialValue) ?? isoToBerlinLocal(suggestions[i])}
          errors={f.errors}
        />
      ))}
      <button type="submit" name="intent" value={INTENTS.arrangeInterview} className="btn-primary">
        {t("actions.arrange")}
      </button>
    </Form>
  );
}

export function TrialDayCommand({ current }: { current: string | null }) {
  const { t } = useTranslation("companyApplicants");
  const [form, fields] = useIntentForm(INTENTS.trialDay);
  const f = fields.trialDayAt as FieldMeta;
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-3" aria-labelledby="trial-title">
      <h3 id="trial-title" className="text-lg font-bold">
        {t("actions.trialTitle")}
      </h3>
      <ErrorSummary
        formErrors={form.errors}
        items={[{ fieldId: f.id, label: t("actions.trialDayAt"), errors: f.errors }]}
      />
      <Field
        key={f.key ?? f.id}
        id={f.id}
        name={f.name}
        type="datetime-local"
        label={t("actions.trialDayAt")}
        required
        defaultValue={str(f.initialValue) ?? isoToBerlinLocal(current)}
        errors={f.errors}
      />
      <button type="submit" name="intent" value={INTENTS.trialDay} className="btn-secondary">
        {t("actions.trial")}
      </button>
    </Form>
  );
}

/** Reject with an optional feedback text; the tick box is the confirmation (works without JavaScript). */
export function RejectCommand() {
  const { t } = useTranslation("companyApplicants");
  const [form, fields] = useIntentForm(INTENTS.reject);
  const feedback = fields.feedbackText as FieldMeta;
  const confirm = fields.confirm as FieldMeta;
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-3" aria-labelledby="reject-title">
      <h3 id="reject-title" className="text-lg font-bold">
        {t("actions.rejectTitle")}
      </h3>
      <ErrorSummary
        formErrors={form.errors}
        items={[
          { fieldId: feedback.id, label: t("actions.feedbackText"), errors: feedback.errors },
          { fieldId: confirm.id, label: t("actions.confirmRejectLabel"), errors: confirm.errors },
        ]}
      />
      <TextArea
        key={feedback.key ?? feedback.id}
        id={feedback.id}
        name={feedback.name}
        label={t("actions.feedbackText")}
        maxChars={JOB_OPENING_LIMITS.feedbackText}
        counter
        defaultValue={str(feedback.initialValue)}
        errors={feedback.errors}
      />
      <Checkbox
        key={confirm.key ?? confirm.id}
        id={confirm.id}
        name={confirm.name}
        label={t("actions.confirmReject")}
        errorLabel={t("actions.confirmRejectLabel")}
        errors={confirm.errors}
      />
      <button type="submit" name="intent" value={INTENTS.reject} className="btn-secondary">
        {t("actions.reject")}
      </button>
    </Form>
  );
}

export function AddCommentForm() {
  const { t } = useTranslation("companyApplicants");
  const [form, fields] = useIntentForm(INTENTS.addComment);
  const text = fields.text as FieldMeta;
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-3">
      <ErrorSummary
        formErrors={form.errors}
        items={[{ fieldId: text.id, label: t("comments.text"), errors: text.errors }]}
      />
      <TextArea
        key={text.key ?? text.id}
        id={text.id}
        name={text.name}
        label={t("comments.text")}
        required
        maxChars={COMMENT_MAX}
        counter
        defaultValue={str(text.initialValue)}
        errors={text.errors}
      />
      <button type="submit" name="intent" value={INTENTS.addComment} className="btn-primary">
        {t("comments.add")}
      </button>
    </Form>
  );
}

export function EditCommentForm({
  commentId,
  text: current,
  cancelTo,
}: {
  commentId: string;
  text: string;
  cancelTo: string;
}) {
  const { t } = useTranslation("companyApplicants");
  const [form, fields] = useIntentForm(INTENTS.editComment, commentId);
  const text = fields.text as FieldMeta;
  return (
    <Form method="post" action={cancelTo} {...getFormProps(form)} noValidate className="space-y-3">
      <ErrorSummary
        formErrors={form.errors}
        items={[{ fieldId: text.id, label: t("comments.editLabel"), errors: text.errors }]}
      />
      <input type="hidden" name="commentId" value={commentId} />
      <TextArea
        key={text.key ?? text.id}
        id={text.id}
        name={text.name}
        label={t("comments.editLabel")}
        required
        maxChars={COMMENT_MAX}
        counter
        defaultValue={str(text.initialValue) ?? current}
        errors={text.errors}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" name="intent" value={INTENTS.editComment} className="btn-primary">
          {t("comments.save")}
        </button>
        <a href={cancelTo}>{t("comments.cancel")}</a>
      </div>
    </Form>
  );
}

/** The confirmation step of deleting a comment (a page state reached by a link, so it works without JS). */
export function DeleteCommentForm({ commentId, cancelTo }: { commentId: string; cancelTo: string }) {
  const { t } = useTranslation("companyApplicants");
  const [form] = useIntentForm(INTENTS.deleteComment, commentId);
  return (
    <Form method="post" action={cancelTo} {...getFormProps(form)} noValidate className="space-y-2">
      <ErrorSummary formErrors={form.errors} items={[]} />
      <p className="font-bold">{t("comments.deleteQuestion")}</p>
      <input type="hidden" name="commentId" value={commentId} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" name="intent" value={INTENTS.deleteComment} className="btn-secondary">
          {t("comments.deleteConfirm")}
        </button>
        <a href={cancelTo}>{t("comments.cancel")}</a>
      </div>
    </Form>
  );
}
