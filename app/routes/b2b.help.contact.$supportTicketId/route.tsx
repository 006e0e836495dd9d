import type { SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import type { z } from "zod";
import { closeSupportTicket, commentSupportTicket, getSupportTicket } from "~/api/support.server";
import { Form } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
import { useConstraintForm } from "~/components/ui/use-constraint-form";
import { TicketHeading, TicketHistory, TicketMessageForm } from "~/features/support/TicketParts";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { orNotFound, replyWithApiError, whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { formRules, parseWithZod } from "~/utils/form-rules.server";
import { formatDate } from "~/utils/format";
import { SupportTicketCommentCreate } from "./comment.server";

export const handle: RouteHandle = { title: "support:contact.title", i18n: "support" };
const ticketPath = (id: string) => `/b2b/help/contact/${id}`;

// another company's ticket does not exist for this user (the API answers 404)
const loadTicket = (args: Pick<LoaderFunctionArgs, "request" | "context">, id: string) =>
  orNotFound(getSupportTicket(args, id));

/** One support ticket (docs/product.md#company-unit contact/{supportTicketId}): status, history, reply while open, close. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  const ticket = await loadTicket({ request, context }, params.supportTicketId ?? "");
  const confirmClose = new URL(request.url).searchParams.get("confirm") === "close" && ticket.status !== "closed";
  return { ticket, confirmClose, rules: { SupportTicketCommentCreate: formRules(SupportTicketCommentCreate) } };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const id = params.supportTicketId ?? "";
  const form = await readFormData(request);
  if (form.get("intent") === "close") {
    await closeSupportTicket(args, id);
    throw await redirectWithFlash(request, context, ticketPath(id), { kind: "success", key: "support:ticket.closed" });
  }
  const submission = parseWithZod(form, { schema: SupportTicketCommentCreate });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const refused = await whenRefused(
    commentSupportTicket(args, id, submission.value).then(() => null),
    async (error) => {
      if (error.status === 409) {
        // closed meanwhile (e.g. by a colleague): show the closed ticket
        throw await redirectWithFlash(request, context, ticketPath(id), {
          kind: "info",
          key: "support:ticket.closedNote",
        });
      }
      return replyWithApiError(submission, error);
    },
  );
  if (refused) return data(refused, { status: 400 });
  throw await redirectWithFlash(request, context, ticketPath(id), { kind: "success", key: "support:ticket.commented" });
}

function CloseTicket({ ticketId, confirmOpen }: { ticketId: string; confirmOpen: boolean }) {
  const { t } = useTranslation("support");
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmForm = (
    <Form method="post" action={ticketPath(ticketId)} className="flex flex-wrap gap-3">
      <button type="submit" name="intent" value="close" className="btn-primary">
        {t("ticket.closeConfirm")}
      </button>
      {confirmOpen ? (
        <Link to={ticketPath(ticketId)} className="btn-secondary no-underline">
          {t("ticket.cancel")}
        </Link>
      ) : (
        <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
          {t("ticket.cancel")}
        </button>
      )}
    </Form>
  );
  return (
    <Section titleId="close-ticket" title={t("ticket.closeTitle")} className="card space-y-3">
      {confirmOpen ? (
        // without JavaScript: the confirmation is this part of the page (?confirm=close)
        <div className="space-y-3 border-s-4 border-red-700 ps-4">
          <h3 className="text-lg font-bold">{t("ticket.closeConfirmTitle")}</h3>
          <p>{t("ticket.closeConfirmText")}</p>
          {confirmForm}
        </div>
      ) : (
        <>
          <p>{t("ticket.closeText")}</p>
          <a
            href={`${ticketPath(ticketId)}?confirm=close`}
            className="btn-secondary inline-block no-underline"
            onClick={(event) => {
              if (!dialog.current?.showModal) return;
              event.preventDefault();
              dialog.current.showModal();
            }}
          >
            {t("ticket.closeButton")}
          </a>
          <dialog
            ref={dialog}
            aria-labelledby="close-dialog-title"
            className="w-full max-w-md rounded-lg border border-gray-300 p-6 shadow-lg backdrop:bg-black/50"
          >
            <h2 id="close-dialog-title" className="mb-2 text-xl font-bold">
              {t("ticket.closeConfirmTitle")}
            </h2>
            <p className="mb-4">{t("ticket.closeConfirmText")}</p>
            {confirmForm}
          </dialog>
        </>
      )}
    </Section>
  );
}

export default function SupportTicketPage() {
  const { t, i18n } = useTranslation("support");
  const { ticket, confirmClose, rules } = useLoaderData<typeof loader>();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const [form, fields] = useConstraintForm<z.input<typeof SupportTicketCommentCreate>>({
    id: "ticket-comment",
    lastResult,
    rules: rules.SupportTicketCommentCreate,
  });
  const closed = ticket.status === "closed";
  return (
    <div className="space-y-8">
      <Link to="/b2b/help/contact">{t("ticket.back")}</Link>
      <TicketHeading
        subject={ticket.subject}
        about={t("ticket.meta", {
          topic: t(`topics.${ticket.topic}`),
          date: formatDate(ticket.createdAt, i18n.language),
          by: ticket.createdByName ?? "–",
        })}
        status={ticket.status}
      >
        {ticket.status === "waiting" ? (
          <p className="border-s-4 border-purple-800 ps-3">{t("ticket.waitingHint")}</p>
        ) : null}
      </TicketHeading>
      <TicketHistory titleId="ticket-history" comments={ticket.comments} viewer="company" />
      {closed ? (
        <p className="card">{t("ticket.closedNote")}</p>
      ) : (
        <>
          <TicketMessageForm form={form} body={fields.body} action={ticketPath(ticket.id)} writer="company" />
          <CloseTicket ticketId={ticket.id} confirmOpen={confirmClose} />
        </>
      )}
    </div>
  );
}
