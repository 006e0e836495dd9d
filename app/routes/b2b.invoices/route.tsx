import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { InvoiceStatus } from "#contracts/accounting";
import { listInvoices, listNotices } from "~/api/company-content.server";
import { Cell, DataTable, RowHeading } from "~/components/ui/DataTable";
import { PageHeader } from "~/components/ui/PageHeader";
import { Pager, pageCount } from "~/components/ui/Pager";
import { Section } from "~/components/ui/Section";
import { requireCompany } from "~/features/company/company.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { formatDate, formatEuro } from "~/utils/format";
import { pageParam } from "~/utils/paging";

export const handle: RouteHandle = { title: "invoices.title", i18n: "accounting" };
/** Invoices and notices of the current company (docs/product.md#company-unit invoices): two paged lists, PDFs per invoice. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const { companyId } = await requireCompany(args);
  const url = new URL(request.url);
  const page = pageParam(url, "page");
  const noticePage = pageParam(url, "noticePage");
  const query = (p: number) => new URLSearchParams({ companyId, page: String(p) });
  const [invoices, notices] = await Promise.all([
    listInvoices(args, query(page)),
    listNotices(args, query(noticePage)),
  ]);
  return { invoices, notices };
}

const STATUS_CLASS: Record<InvoiceStatus, string> = {
  open: "border-blue-800 bg-blue-50 text-blue-900",
  paid: "border-green-800 bg-green-50 text-green-900",
  overdue: "border-red-800 bg-red-50 text-red-900",
  cancelled: "border-gray-600 bg-gray-100 text-gray-800",
};

export default function Invoices() {
  const { t, i18n } = useTranslation("accounting");
  const { invoices, notices } = useLoaderData<typeof loader>();
  const link = (invoicePage: number, noticePage: number) =>
    `?${new URLSearchParams({ page: String(invoicePage), noticePage: String(noticePage) })}`;
  return (
    <div className="space-y-8">
      <PageHeader title={t("invoices.title")} intro={t("invoices.intro")} introSize="body" />
      {invoices.total === 0 ? (
        <p className="card">{t("invoices.empty")}</p>
      ) : (
        <DataTable
          caption={t("invoices.caption")}
          columns={(["colNumber", "colIssued", "colDue", "colAmount", "colStatus", "colPdf"] as const).map((c) =>
            c === "colAmount" ? { label: t(`invoices.${c}`), className: "py-2 pe-3 text-end" } : t(`invoices.${c}`),
          )}
        >
          {invoices.items.map((invoice) => (
            <tr key={invoice.id} className="border-b border-gray-200">
              <RowHeading label={t("invoices.colNumber")}>{invoice.number}</RowHeading>
              <Cell label={t("invoices.colIssued")}>{formatDate(invoice.issuedOn, i18n.language)}</Cell>
              <Cell label={t("invoices.colDue")}>{formatDate(invoice.dueOn, i18n.language)}</Cell>
              <Cell label={t("invoices.colAmount")} className="py-2 pe-3 text-end tabular-nums">
                {formatEuro(invoice.amountCents, i18n.language)}
              </Cell>
              <Cell label={t("invoices.colStatus")}>
                <span className={`inline-block rounded border px-2 text-sm ${STATUS_CLASS[invoice.status]}`}>
                  {t(`invoices.status.${invoice.status}`)}
                </span>
              </Cell>
              <Cell label={t("invoices.colPdf")}>
                <a href={`/b2b/invoices/${invoice.id}/pdf`} download>
                  {t("invoices.pdf")}
                  <span className="sr-only"> ({t("invoices.pdfSubject", { number: invoice.number })})</span>
                </a>
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager
        label={t("invoices.pages")}
        page={invoices.page}
        pages={pageCount(invoices.total, invoices.pageSize)}
        href={(p) => link(p, notices.page)}
      />

      <Section titleId="notices-heading" title={t("invoices.noticesTitle")} large className="space-y-4">
        {notices.total === 0 ? (
          <p>{t("invoices.noticesEmpty")}</p>
        ) : (
          <ul className="space-y-4">
            {notices.items.map((notice) => (
              <li key={notice.id} className="card space-y-2">
                <h3 className="text-lg font-bold">{notice.title}</h3>
                <p className="text-sm text-gray-700">
                  {t(`invoices.noticeKind.${notice.kind}`)}{" "}
                  {t("invoices.noticeIssued", { date: formatDate(notice.issuedOn, i18n.language) })}
                </p>
                <p>{notice.body}</p>
                {notice.invoiceNumber ? (
                  <p className="text-sm">{t("invoices.noticeInvoice", { number: notice.invoiceNumber })}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <Pager
          label={t("invoices.noticePages")}
          page={notices.page}
          pages={pageCount(notices.total, notices.pageSize)}
          href={(p) => link(invoices.page, p)}
        />
      </Section>
    </div>
  );
}
