import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { SupportTicketComment, SupportTicketStatus } from "#contracts/support";
import { SUPPORT_LIMITS } from "#contracts/support-fields";
import { RowHeading } from "~/components/ui/DataTable";
import type { ControlledField } from "~/components/ui/field-control";
import { fieldControl } from "~/components/ui/field-control";
import { PostForm, SubmitButton, summaryItem } from "~/components/ui/PostForm";
import { Section } from "~/components/ui/Section";
import { TextArea } from "~/components/ui/TextArea";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/utils/format";

const STATUS_CLASS: Record<SupportTicketStatus, string> = {
  open: "border-blue-800 bg-blue-50 text-blue-900",
  in_progress: "border-amber-800 bg-amber-50 text-amber-900",
  waiting: "border-purple-800 bg-purple-50 text-purple-900",
  closed: "border-gray-600 bg-gray-100 text-gray-800",
};

/** The ticket status as a labelled badge (text, not colour alone, carries the meaning). */
export function TicketStatus({ status }: { status: SupportTicketStatus }) {
  const { t } = useTranslation("support");
  return (
    <span className={`inline-block rounded border px-2 text-sm ${STATUS_CLASS[status]}`}>{t(`status.${status}`)}</span>
  );
}

/** The first cell of a ticket's row in a list: its subject, leading to the ticket. */
export function TicketSubject({ label, to, children }: { label: string; to: string; children: ReactNode }) {
  return (
    <RowHeading label={label} className="py-2 pe-3 text-start font-normal">
      <Link to={to}>{children}</Link>
    </RowHeading>
  );
}

/** The history of a ticket, oldest first; who wrote each entry is said in words. */
export function TicketComments({
  comments,
  viewer,
}: {
  comments: SupportTicketComment[];
  viewer: "company" | "staff";
}) {
  const { t, i18n } = useTranslation("support");
  return (
    <ol className="space-y-4">
      {comments.map((c) => {
        const support = c.authorKind === "study_advisor";
        const who = support
          ? `${t("ticket.fromSupport")}${c.authorName ? ` (${c.authorName})` : ""}`
          : viewer === "company"
            ? (c.authorName ?? t("ticket.fromCompany"))
            : (c.authorName ?? t("staff.colCompany"));
        return (
          <li
            key={c.id}
            className={`rounded border-s-4 p-4 ${support ? "border-company bg-gray-50" : "border-gray-400 bg-white"}`}
          >
            <p className="text-sm text-gray-700">
              <span className="font-bold text-gray-900">{who}</span>{" "}
              {t("ticket.at", { date: formatDateTime(c.createdAt, i18n.language) })}
            </p>
            <p className="mt-1 whitespace-pre-line">{c.body}</p>
          </li>
        );
      })}
    </ol>
  );
}

/** The head of a ticket's page: its subject, a line about it, its status, and what the page adds. */
export function TicketHeading({
  subject,
  about,
  status,
  children,
}: {
  subject: string;
  about: ReactNode;
  status: SupportTicketStatus;
  children?: ReactNode;
}) {
  const { t } = useTranslation("support");
  return (
    <div className="space-y-2">
      <h1 className="text-3xl font-bold">{subject}</h1>
      <p className="text-gray-700">{about}</p>
      <p>
        <span className="font-bold">{t("ticket.statusLabel")}:</span> <TicketStatus status={status} />
      </p>
      {children}
    </div>
  );
}

/** A ticket's history under its heading (whose id the page names). */
export function TicketHistory({
  titleId,
  comments,
  viewer,
}: {
  titleId: string;
  comments: SupportTicketComment[];
  viewer: "company" | "staff";
}) {
  const { t } = useTranslation("support");
  return (
    <Section titleId={titleId} title={t("ticket.comments")} large className="space-y-3">
      <TicketComments comments={comments} viewer={viewer} />
    </Section>
  );
}

/** What each side writes into a ticket: support answers, the company comments. */
const MESSAGE = {
  staff: { intent: "answer", label: "staff.answerLabel", submit: "staff.answerSubmit" },
  company: { intent: "comment", label: "ticket.commentLabel", submit: "ticket.commentSubmit" },
} as const;

/** The form that adds a message to a ticket (an answer, a comment): the text, what the page adds, send. */
export function TicketMessageForm({
  form,
  body,
  action,
  writer,
  children,
}: {
  form: Parameters<typeof PostForm>[0]["form"];
  body: ControlledField & { key?: string };
  action: string;
  writer: keyof typeof MESSAGE;
  children?: ReactNode;
}) {
  const { t } = useTranslation("support");
  const { intent, label, submit } = MESSAGE[writer];
  return (
    <PostForm form={form} action={action} items={[summaryItem(body, t(label))]} className="card space-y-4">
      <TextArea
        key={body.key}
        {...fieldControl(body)}
        label={t(label)}
        maxChars={SUPPORT_LIMITS.message}
        counter
        required
      />
      {children}
      <SubmitButton intent={intent} primary label={t(submit)} />
    </PostForm>
  );
}
