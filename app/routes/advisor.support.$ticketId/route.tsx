import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { StaffTicketAnswer, StaffTicketStatus, SupportTicket } from "#contracts/support";
import { SUPPORT_LIMITS, SUPPORT_TICKET_STATUSES } from "#contracts/support-fields";
import { answerStaffTicket, getStaffTicket, setStaffTicketStatus } from "~/api/advisor.server";
import type { Body } from "~/api/client.server";
import { RadioGroup, Select } from "~/components/ui/Choice";
import { type FormRules, validateByConstraints } from "~/components/ui/constraint-validation";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { TextArea } from "~/components/ui/TextArea";
import { staffCall } from "~/features/support/staff.server";
import { TicketComments, TicketStatus } from "~/features/support/TicketParts";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { orNotFound, replyWithApiError, whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { formRules, parseWithZod } from "~/utils/form-rules.server";
import { AnswerForm, StatusForm } from "./schema.server";

export const handle: RouteHandle = { title: "support:staff.title", i18n: ["advisor", "support"] };
const here = (id: string) => `/advisor/support/${id}`;

/** One ticket in the console: history, answer (→ in progress or awaiting close), status change. */
async function readTicket({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, "staff");
  const ticket = await staffCall(orNotFound(getStaffTicket({ request, context }, params.ticketId ?? "")));
  return { ticket, answerRules: formRules(AnswerForm) };
}

/** A console user without the support role reads the refusal with its status (403). */
export async function loader(args: LoaderFunctionArgs) {
  const page = await readTicket(args);
  return data(page, { status: page.ticket ? 200 : 403 });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireUser(request, context, "staff");
  const args = { request, context };
  const id = params.ticketId ?? "";
  const form = await readFormData(request);
  const intent = form.get("intent");
  const submission = parseWithZod(form, { schema: intent === "status" ? StatusForm : AnswerForm });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const send = async () => {
    // the schema was chosen by the intent above
    if (intent === "status") await setStaffTicketStatus(args, id, submission.value as Body<typeof StaffTicketStatus>);
    else await answerStaffTicket(args, id, submission.value as Body<typeof StaffTicketAnswer>);
    return null;
  };
  const refused = await whenRefused(send, async (error) => {
    if (error.status === 409) {
      throw await redirectWithFlash(request, context, here(id), { kind: "info", key: "support:staff.closedNote" });
    }
    return replyWithApiError(submission, error);
  });
  if (refused) return data({ intent, result: refused }, { status: 400 });
  throw await redirectWithFlash(request, context, here(id), {
    kind: "success",
    key: intent === "status" ? "support:staff.statusSaved" : "support:staff.answered",
  });
}

function AnswerSection({
  ticket,
  rules,
  lastResult,
}: {
  ticket: SupportTicket;
  rules: FormRules;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("support");
  const [form, fields] = useForm<StaffTicketAnswer>({
    id: "staff-answer",
    lastResult,
    constraint: rules.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validateByConstraints(rules),
    defaultValue: { status: "waiting" },
  });
  return (
    <section aria-labelledby="answer-title" className="space-y-3">
      <h2 id="answer-title" className="text-2xl font-bold">
        {t("staff.answerTitle")}
      </h2>
      <Form method="post" action={here(ticket.id)} {...getFormProps(form)} noValidate className="card space-y-4">
        <ErrorSummary
          formErrors={form.errors}
          items={[{ fieldId: fields.body.id, label: t("staff.answerLabel"), errors: fields.body.errors }]}
        />
        <TextArea
          key={fields.body.key}
          id={fields.body.id}
          name={fields.body.name}
          label={t("staff.answerLabel")}
          defaultValue={(fields.body.initialValue as string | undefined) ?? ""}
          maxChars={SUPPORT_LIMITS.message}
          errors={fields.body.errors}
          counter
          required
        />
        <RadioGroup
          id={fields.status.id}
          name={fields.status.name}
          legend={t("staff.answerStatus")}
          options={[
            { value: "waiting", label: t("staff.answerStatusWaiting") },
            { value: "in_progress", label: t("staff.answerStatusInProgress") },
          ]}
          defaultValue={(fields.status.initialValue as string | undefined) ?? "waiting"}
          errors={fields.status.errors}
        />
        <button type="submit" name="intent" value="answer" className="btn-primary">
          {t("staff.answerSubmit")}
        </button>
      </Form>
    </section>
  );
}

export default function StaffTicketPage() {
  const { t } = useTranslation("support");
  const { ticket, answerRules } = useLoaderData<typeof readTicket>();
  const action = useActionData<{ intent: string; result: SubmissionResult<string[]> }>();
  if (!ticket) {
    return (
      <>
        <h1 className="text-3xl font-bold">{t("staff.title")}</h1>
        <p className="card">{t("staff.noRole")}</p>
      </>
    );
  }
  return (
    <>
      <Link to="/advisor/support">{t("staff.back")}</Link>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{ticket.subject}</h1>
        <p className="text-gray-700">
          {ticket.companyName} · {t(`topics.${ticket.topic}`)} · {ticket.createdByName ?? "–"}
        </p>
        <p>
          <span className="font-bold">{t("ticket.statusLabel")}:</span> <TicketStatus status={ticket.status} />
        </p>
      </div>
      <section aria-labelledby="history-title" className="space-y-3">
        <h2 id="history-title" className="text-2xl font-bold">
          {t("ticket.comments")}
        </h2>
        <TicketComments comments={ticket.comments} viewer="staff" />
      </section>
      {ticket.status === "closed" ? (
        <p className="card">{t("staff.closedNote")}</p>
      ) : (
        <AnswerSection
          ticket={ticket}
          rules={answerRules}
          lastResult={action?.intent !== "status" ? action?.result : undefined}
        />
      )}
      <section aria-labelledby="status-title" className="space-y-3">
        <h2 id="status-title" className="text-2xl font-bold">
          {t("staff.statusTitle")}
        </h2>
        <Form method="post" action={here(ticket.id)} className="card flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <Select
              id="ticket-status"
              name="status"
              label={t("staff.statusLabel")}
              options={SUPPORT_TICKET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              defaultValue={ticket.status}
            />
          </div>
          <button type="submit" name="intent" value="status" className="btn-primary">
            {t("staff.statusSubmit")}
          </button>
        </Form>
      </section>
    </>
  );
}
