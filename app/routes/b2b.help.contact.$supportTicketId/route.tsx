import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import type { z } from "zod";
import { SUPPORT_LIMITS } from "#contracts/support-fields";
import { closeSupportTicket, commentSupportTicket, getSupportTicket } from "~/api/support.server";
import { validateByConstraints } from "~/components/ui/constraint-validation";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { TextArea } from "~/components/ui/TextArea";
import { TicketComments, TicketStatus } from "~/features/support/TicketParts";
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
    <section aria-labelledby="close-ticket" className="card space-y-3">
      <h2 id="close-ticket" className="text-xl font-bold">
        {t("ticket.closeTitle")}
      </h2>
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
    </section>
  );
}

export default function SupportTicketPage() {
  const { t, i18n } = useTranslation("support");
  const { ticket, confirmClose, rules } = useLoaderData<typeof loader>();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const [form, fields] = useForm<z.input<typeof SupportTicketCommentCreate>>({
    id: "ticket-comment",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validateByConstraints(rules.SupportTicketCommentCreate),
  });
  const closed = ticket.status === "closed";
  return (
    <div className="space-y-8">
      <Link to="/b2b/help/contact">{t("ticket.back")}</Link>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{ticket.subject}</h1>
        <p className="text-gray-700">
          {t("ticket.meta", {
            topic: t(`topics.${ticket.topic}`),
            date: formatDate(ticket.createdAt, i18n.language),
            by: ticket.createdByName ?? "–",
          })}
        </p>
        <p>
          <span className="font-bold">{t("ticket.statusLabel")}:</span> <TicketStatus status={ticket.status} />
        </p>
        {ticket.status === "waiting" ? (
          <p className="border-s-4 border-purple-800 ps-3">{t("ticket.waitingHint")}</p>
        ) : null}
      </div>
      <section aria-labelledby="ticket-history" className="space-y-3">
        <h2 id="ticket-history" className="text-2xl font-bold">
          {t("ticket.comments")}
        </h2>
        <TicketComments comments={ticket.comments} viewer="company" />
      </section>
      {closed ? (
        <p className="card">{t("ticket.closedNote")}</p>
      ) : (
        <>
          <Form
            method="post"
            action={ticketPath(ticket.id)}
            {...getFormProps(form)}
            noValidate
            className="card space-y-4"
          >
            <ErrorSummary
              formErrors={form.errors}
              items={[{ fieldId: fields.body.id, label: t("ticket.commentLabel"), errors: fields.body.errors }]}
            />
            <TextArea
              key={fields.body.key}
              id={fields.body.id}
              name={fields.body.name}
              label={t("ticket.commentLabel")}
              defaultValue={(fields.body.initialValue as string | undefined) ?? ""}
              maxChars={SUPPORT_LIMITS.message}
              errors={fields.body.errors}
              counter
              required
            />
            <button type="submit" name="intent" value="comment" className="btn-primary">
              {t("ticket.commentSubmit")}
            </button>
          </Form>
          <CloseTicket ticketId={ticket.id} confirmOpen={confirmClose} />
        </>
      )}
    </div>
  );
}
