import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { listStaffTickets } from "~/api/advisor.server";
import { Select } from "~/components/ui/Choice";
import { Form } from "~/components/ui/Form";
import { staffCall } from "~/features/support/staff.server";
import { TicketStatus } from "~/features/support/TicketParts";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { formatDateTime } from "~/utils/format";

export const handle: RouteHandle = { title: "support:staff.title", i18n: ["advisor", "support"] };
const SCOPES = ["active", "waiting", "closed", "all"] as const;

/** The support queue of the console: open and in-progress tickets first, filter by status (GET form). */
async function readQueue({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "staff");
  const asked = new URL(request.url).searchParams.get("scope");
  const scope = SCOPES.find((s) => s === asked) ?? "active";
  const list = await staffCall(listStaffTickets({ request, context }, scope));
  return { tickets: list?.items ?? null, scope };
}

/** A console user without the support role reads the refusal with its status (403). */
export async function loader(args: LoaderFunctionArgs) {
  const page = await readQueue(args);
  return data(page, { status: page.tickets ? 200 : 403 });
}

export default function SupportQueue() {
  const { t, i18n } = useTranslation("support");
  const { tickets, scope } = useLoaderData<typeof readQueue>();
  return (
    <>
      <h1 className="text-3xl font-bold">{t("staff.title")}</h1>
      {tickets === null ? (
        <p className="card">{t("staff.noRole")}</p>
      ) : (
        <>
          <p>{t("staff.intro")}</p>
          <p>
            <Link to="/advisor/support/feedback">{t("staff.feedbackLink")}</Link>
          </p>
          <Form method="get" className="card flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1">
              <Select
                id="scope"
                name="scope"
                label={t("staff.scopeLabel")}
                options={SCOPES.map((s) => ({ value: s, label: t(`staff.scope.${s}`) }))}
                defaultValue={scope}
              />
            </div>
            <button type="submit" className="btn-primary">
              {t("staff.show")}
            </button>
          </Form>
          {tickets.length === 0 ? (
            <p>{t("staff.empty")}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="table-rows w-full text-start">
                <caption className="sr-only">{t("staff.caption")}</caption>
                <thead>
                  <tr className="border-b border-gray-300">
                    {(
                      [
                        "contact.colSubject",
                        "staff.colCompany",
                        "contact.colTopic",
                        "contact.colStatus",
                        "contact.colUpdated",
                      ] as const
                    ).map((c) => (
                      <th key={c} scope="col" className="py-2 pe-3 text-start">
                        {t(c)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {tickets.map((ticket) => (
                    <tr key={ticket.id} className="border-b border-gray-200">
                      <th scope="row" data-label={t("contact.colSubject")} className="py-2 pe-3 text-start font-normal">
                        <Link to={`/advisor/support/${ticket.id}`}>{ticket.subject}</Link>
                      </th>
                      <td data-label={t("staff.colCompany")} className="py-2 pe-3">
                        {ticket.companyName}
                      </td>
                      <td data-label={t("contact.colTopic")} className="py-2 pe-3">
                        {t(`topics.${ticket.topic}`)}
                      </td>
                      <td data-label={t("contact.colStatus")} className="py-2 pe-3">
                        <TicketStatus status={ticket.status} />
                      </td>
                      <td data-label={t("contact.colUpdated")} className="py-2 pe-3">
                        {formatDateTime(ticket.updatedAt, i18n.language)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </>
  );
}
