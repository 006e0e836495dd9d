import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { listStaffTickets } from "~/api/advisor.server";
import { Select } from "~/components/ui/Choice";
import { Cell, DataTable } from "~/components/ui/DataTable";
import { FilterForm } from "~/components/ui/FilterForm";
import { staffCall } from "~/features/support/staff.server";
import { TicketStatus, TicketSubject } from "~/features/support/TicketParts";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { formatDateTime } from "~/utils/format";

export const handle: RouteHandle = { title: "support:staff.title", i18n: ["advisor", "support"] };
const SCOPES = ["active", "waiting", "closed", "all"] as const;
const STAFF_COLUMNS = [
  "contact.colSubject",
  "staff.colCompany",
  "contact.colTopic",
  "contact.colStatus",
  "contact.colUpdated",
] as const;

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
          <FilterForm submitLabel={t("staff.show")}>
            <div className="min-w-0 flex-1">
              <Select
                id="scope"
                name="scope"
                label={t("staff.scopeLabel")}
                options={SCOPES.map((s) => ({ value: s, label: t(`staff.scope.${s}`) }))}
                defaultValue={scope}
              />
            </div>
          </FilterForm>
          {tickets.length === 0 ? (
            <p>{t("staff.empty")}</p>
          ) : (
            <DataTable caption={t("staff.caption")} columns={STAFF_COLUMNS.map((c) => t(c))}>
              {tickets.map((ticket) => (
                <tr key={ticket.id} className="border-b border-gray-200">
                  <TicketSubject label={t("contact.colSubject")} to={`/advisor/support/${ticket.id}`}>
                    {ticket.subject}
                  </TicketSubject>
                  <Cell label={t("staff.colCompany")}>{ticket.companyName}</Cell>
                  <Cell label={t("contact.colTopic")}>{t(`topics.${ticket.topic}`)}</Cell>
                  <Cell label={t("contact.colStatus")}>
                    <TicketStatus status={ticket.status} />
                  </Cell>
                  <Cell label={t("contact.colUpdated")}>{formatDateTime(ticket.updatedAt, i18n.language)}</Cell>
                </tr>
              ))}
            </DataTable>
          )}
        </>
      )}
    </>
  );
}
