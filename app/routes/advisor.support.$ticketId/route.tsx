import type { SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { StaffTicketAnswer, StaffTicketStatus, SupportTicket } from "#contracts/support";
import { SUPPORT_TICKET_STATUSES } from "#contracts/support-fields";
import { answerStaffTicket, getStaffTicket, setStaffTicketStatus } from "~/api/advisor.server";
import type { Body } from "~/api/client.server";
import { RadioGroup, Select } from "~/components/ui/Choice";
import type { FormRules } from "~/components/ui/constraint-validation";
import { Form } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
import { useConstraintForm } from "~/components/ui/use-constraint-form";
import { staffCall } from "~/features/support/staff.server";
import { TicketHeading, TicketHistory, TicketMessageForm } from "~/features/support/TicketParts";
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
  const [form, fields] = useConstraintForm<StaffTicketAnswer>({
    id: "staff-answer",
    lastResult,
    constraint: rules.constraint,
    rules,
    defaultValue: { status: "waiting" },
  });
  return (
    <Section titleId="answer-title" title={t("staff.answerTitle")} large className="space-y-3">
      <TicketMessageForm form={form} body={fields.body} action={here(ticket.id)} writer="staff">
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
      </TicketMessageForm>
    </Section>
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
      <TicketHeading
        subject={ticket.subject}
        about={`${ticket.companyName} · ${t(`topics.${ticket.topic}`)} · ${ticket.createdByName ?? "–"}`}
        status={ticket.status}
      />
      <TicketHistory titleId="history-title" comments={ticket.comments} viewer="staff" />
      {ticket.status === "closed" ? (
        <p className="card">{t("staff.closedNote")}</p>
      ) : (
        <AnswerSection
          ticket={ticket}
          rules={answerRules}
          lastResult={action?.intent !== "status" ? action?.result : undefined}
        />
      )}
      <Section titleId="status-title" title={t("staff.statusTitle")} large className="space-y-3">
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
      </Section>
    </>
  );
}
