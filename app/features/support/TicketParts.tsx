import type { SupportTicketComment, SupportTicketStatus } from "#contracts/support";
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
