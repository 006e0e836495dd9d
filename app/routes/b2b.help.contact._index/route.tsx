import type { SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import type { SupportTicket } from "#contracts/support";
import { SUPPORT_LIMITS, SUPPORT_TOPICS } from "#contracts/support-fields";
import { patchCompanyUser } from "~/api/company-user.server";
import { createSupportTicket, listSupportTickets } from "~/api/support.server";
import { Select } from "~/components/ui/Choice";
import { Cell, DataTable } from "~/components/ui/DataTable";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { fieldControl } from "~/components/ui/field-control";
import { PageHeader } from "~/components/ui/PageHeader";
import { PostForm, SubmitButton, summaryItem } from "~/components/ui/PostForm";
import { TextArea } from "~/components/ui/TextArea";
import { useConstraintForm } from "~/components/ui/use-constraint-form";
import { requireCompany } from "~/features/company/company.server";
import { TicketStatus, TicketSubject } from "~/features/support/TicketParts";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { replyWithApiError, whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { formRules, parseWithZod } from "~/utils/form-rules.server";
import { formatDateTime } from "~/utils/format";
import { ContactForm } from "./schema.server";

export const handle: RouteHandle = { title: "support:contact.title", i18n: "support" };
const HERE = "/b2b/help/contact";

/** Support contact (docs/product.md#company-unit help/contact): the one-time notice, a new ticket, and the company's tickets. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const { me, companyId } = await requireCompany(args);
  const tickets = await listSupportTickets(args, companyId);
  return {
    tickets: tickets.items,
    showNotice: !me.hints.hideSupportTicketNotice,
    rules: { ContactForm: formRules(ContactForm) },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const form = await readFormData(request);
  if (form.get("intent") === "hideNotice") {
    // the hint flag of docs/product.md#entities: once dismissed, the notice never shows again for this user
    await patchCompanyUser(args, { hints: { hideSupportTicketNotice: true } });
    throw await redirectWithFlash(request, context, HERE, { kind: "info", key: "support:contact.noticeHidden" });
  }
  const submission = parseWithZod(form, { schema: ContactForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { companyId } = await requireCompany(args);
  return whenRefused(
    async () => {
      const ticket: SupportTicket = await createSupportTicket(args, { companyId, ...submission.value });
      throw await redirectWithFlash(request, context, `${HERE}/${ticket.id}`, {
        kind: "success",
        key: "support:contact.sent",
      });
    },
    (error) => data(replyWithApiError(submission, error), { status: 400 }),
  );
}

export default function SupportContact() {
  const { t, i18n } = useTranslation("support");
  const { tickets, showNotice, rules } = useLoaderData<typeof loader>();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const [form, fields] = useConstraintForm<z.input<typeof ContactForm>>({
    id: "support-contact",
    lastResult,
    rules: rules.ContactForm,
  });
  return (
    <div className="space-y-8">
      <Link to="/b2b/help/start">{t("help.back")}</Link>
      <PageHeader title={t("contact.title")} intro={t("contact.intro")} introSize="body" />
      {showNotice ? (
        <section aria-labelledby="support-notice" className="border-s-4 border-blue-800 bg-blue-50 p-4">
          <h2 id="support-notice" className="font-bold">
            {t("contact.noticeLabel")}
          </h2>
          <p className="mb-3">{t("contact.notice")}</p>
          <Form method="post" action={HERE}>
            <SubmitButton intent="hideNotice" label={t("contact.noticeDismiss")} />
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="support-form" className="space-y-4">
        <h2 id="support-form" className="text-2xl font-bold">
          {t("contact.formTitle")}
        </h2>
        <PostForm
          form={form}
          action={HERE}
          items={[
            summaryItem(fields.topic, t("contact.topic")),
            summaryItem(fields.subject, t("contact.subject")),
            summaryItem(fields.message, t("contact.message")),
          ]}
          className="card space-y-6"
        >
          <Select
            key={fields.topic.key}
            {...fieldControl(fields.topic)}
            defaultValue={fields.topic.initialValue ?? ""}
            label={t("contact.topic")}
            placeholder={t("contact.topicPlaceholder")}
            options={SUPPORT_TOPICS.map((value) => ({ value, label: t(`topics.${value}`) }))}
            required
          />
          <Field
            key={fields.subject.key}
            {...fieldControl(fields.subject)}
            defaultValue={fields.subject.initialValue ?? ""}
            label={t("contact.subject")}
            required
          />
          <TextArea
            key={fields.message.key}
            {...fieldControl(fields.message)}
            label={t("contact.message")}
            maxChars={SUPPORT_LIMITS.message}
            counter
            required
          />
          <SubmitButton intent="create" primary label={t("contact.submit")} />
        </PostForm>
      </section>
      <section aria-labelledby="support-tickets" className="space-y-3">
        <h2 id="support-tickets" className="text-2xl font-bold">
          {t("contact.ticketsTitle")}
        </h2>
        {tickets.length === 0 ? (
          <p className="card">{t("contact.empty")}</p>
        ) : (
          <DataTable
            caption={t("contact.ticketsCaption")}
            columns={(["colSubject", "colTopic", "colStatus", "colUpdated", "colBy"] as const).map((c) =>
              t(`contact.${c}`),
            )}
          >
            {tickets.map((ticket) => (
              <tr key={ticket.id} className="border-b border-gray-200">
                <TicketSubject label={t("contact.colSubject")} to={`${HERE}/${ticket.id}`}>
                  {ticket.subject}
                </TicketSubject>
                <Cell label={t("contact.colTopic")}>{t(`topics.${ticket.topic}`)}</Cell>
                <Cell label={t("contact.colStatus")}>
                  <TicketStatus status={ticket.status} />
                </Cell>
                <Cell label={t("contact.colUpdated")}>{formatDateTime(ticket.updatedAt, i18n.language)}</Cell>
                <Cell label={t("contact.colBy")}>{ticket.createdByName ?? ""}</Cell>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </div>
  );
}
