import { type SubmissionResult, useForm } from "@conform-to/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { COMMENT_MAX } from "#contracts/company-applicant-fields";
import { JOB_OPENING_LIMITS } from "#contracts/matching-enums";
import { Checkbox } from "~/components/ui/Choice";
import { validateByConstraints } from "~/components/ui/constraint-validation";
import type { SummaryItem } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { fieldControl } from "~/components/ui/field-control";
import { PostForm, SubmitButton, summaryItem } from "~/components/ui/PostForm";
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

/** A command's form with its heading: the error summary, the fields, the submit button. */
function TitledCommand({
  form,
  intent,
  titleId,
  title,
  items,
  submitLabel,
  primary,
  children,
}: {
  form: Parameters<typeof PostForm>[0]["form"];
  intent: Intent;
  titleId: string;
  title: string;
  items: SummaryItem[];
  submitLabel: string;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <PostForm form={form} items={items} className="space-y-3" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-lg font-bold">
        {title}
      </h3>
      {children}
      <SubmitButton intent={intent} primary={primary} label={submitLabel} />
    </PostForm>
  );
}

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
    <PostForm form={form} className="space-y-2">
      {hint ? <p>{hint}</p> : null}
      <SubmitButton intent={intent} primary={primary} label={label} />
    </PostForm>
  );
}

/** A date and time of the interview or trial day, the value sent last or else the suggested one. */
function DateTimeField({
  field,
  label,
  fallback,
  required,
}: {
  field: FieldMeta;
  label: string;
  fallback: string | null | undefined;
  required?: boolean;
}) {
  return (
    <Field
      {...fieldControl(field)}
      type="datetime-local"
      label={label}
      required={required}
      defaultValue={str(field.initialValue) ?? isoToBerlinLocal(fallback)}
    />
  );
}

export function ArrangeInterviewCommand({ suggestions }: { suggestions: string[] }) {
  const { t } = useTranslation("companyApplicants");
  const [form, fields] = useIntentForm(INTENTS.arrangeInterview);
  const slots = [fields.interview1, fields.interview2, fields.interview3] as FieldMeta[];
  const label = (i: number) => t("actions.suggestion", { n: i + 1 });
  return (
    <TitledCommand
      form={form}
      intent={INTENTS.arrangeInterview}
      titleId="arrange-title"
      title={t("actions.arrangeTitle")}
      items={slots.map((f, i) => summaryItem(f, label(i)))}
      submitLabel={t("actions.arrange")}
      primary
    >
      <p>{t("actions.arrangeHint")}</p>
      {slots.map((f, i) => (
        <DateTimeField key={f.key ?? f.id} field={f} label={label(i)} required={i === 0} fallback={suggestions[i]} />
      ))}
    </TitledCommand>
  );
}

export function TrialDayCommand({ current }: { current: string | null }) {
  const { t } = useTranslation("companyApplicants");
  const [form, fields] = useIntentForm(INTENTS.trialDay);
  const f = fields.trialDayAt as FieldMeta;
  return (
    <TitledCommand
      form={form}
      intent={INTENTS.trialDay}
      titleId="trial-title"
      title={t("actions.trialTitle")}
      items={[summaryItem(f, t("actions.trialDayAt"))]}
      submitLabel={t("actions.trial")}
    >
      <DateTimeField key={f.key ?? f.id} field={f} label={t("actions.trialDayAt")} required fallback={current} />
    </TitledCommand>
  );
}

/** Reject with an optional feedback text; the tick box is the confirmation (works without JavaScript). */
export function RejectCommand() {
  const { t } = useTranslation("companyApplicants");
  const [form, fields] = useIntentForm(INTENTS.reject);
  const feedback = fields.feedbackText as FieldMeta;
  const confirm = fields.confirm as FieldMeta;
  return (
    <TitledCommand
      form={form}
      intent={INTENTS.reject}
      titleId="reject-title"
      title={t("actions.rejectTitle")}
      items={[summaryItem(feedback, t("actions.feedbackText")), summaryItem(confirm, t("actions.confirmRejectLabel"))]}
      submitLabel={t("actions.reject")}
    >
      <TextArea
        key={feedback.key ?? feedback.id}
        {...fieldControl(feedback)}
        label={t("actions.feedbackText")}
        maxChars={JOB_OPENING_LIMITS.feedbackText}
        counter
        defaultValue={str(feedback.initialValue)}
      />
      <Checkbox
        key={confirm.key ?? confirm.id}
        id={confirm.id}
        name={confirm.name}
        label={t("actions.confirmReject")}
        errorLabel={t("actions.confirmRejectLabel")}
        errors={confirm.errors}
      />
    </TitledCommand>
  );
}

/** The text of a new or changed comment. */
function CommentText({ field, label, current }: { field: FieldMeta; label: string; current?: string }) {
  return (
    <TextArea
      {...fieldControl(field)}
      label={label}
      required
      maxChars={COMMENT_MAX}
      counter
      defaultValue={str(field.initialValue) ?? current}
    />
  );
}

export function AddCommentForm() {
  const { t } = useTranslation("companyApplicants");
  const [form, fields] = useIntentForm(INTENTS.addComment);
  const text = fields.text as FieldMeta;
  return (
    <PostForm form={form} items={[summaryItem(text, t("comments.text"))]} className="space-y-3">
      <CommentText key={text.key ?? text.id} field={text} label={t("comments.text")} />
      <SubmitButton intent={INTENTS.addComment} primary label={t("comments.add")} />
    </PostForm>
  );
}

/** The command's button and the way back without it (a link: works without JavaScript). */
function SubmitOrCancel({ cancelTo, ...button }: Parameters<typeof SubmitButton>[0] & { cancelTo: string }) {
  const { t } = useTranslation("companyApplicants");
  return (
    <div className="flex flex-wrap items-center gap-4">
      <SubmitButton {...button} />
      <a href={cancelTo}>{t("comments.cancel")}</a>
    </div>
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
    <PostForm form={form} action={cancelTo} items={[summaryItem(text, t("comments.editLabel"))]} className="space-y-3">
      <input type="hidden" name="commentId" value={commentId} />
      <CommentText key={text.key ?? text.id} field={text} label={t("comments.editLabel")} current={current} />
      <SubmitOrCancel intent={INTENTS.editComment} label={t("comments.save")} cancelTo={cancelTo} primary />
    </PostForm>
  );
}

/** The confirmation step of deleting a comment (a page state reached by a link, so it works without JS). */
export function DeleteCommentForm({ commentId, cancelTo }: { commentId: string; cancelTo: string }) {
  const { t } = useTranslation("companyApplicants");
  const [form] = useIntentForm(INTENTS.deleteComment, commentId);
  return (
    <PostForm form={form} action={cancelTo} className="space-y-2">
      <p className="font-bold">{t("comments.deleteQuestion")}</p>
      <input type="hidden" name="commentId" value={commentId} />
      <SubmitOrCancel intent={INTENTS.deleteComment} label={t("comments.deleteConfirm")} cancelTo={cancelTo} />
    </PostForm>
  );
}
