/**
 * The company's invoices and accounting notices (docs/product.md#api-calls GET /accounting/invoices, /accounting/notices)
 * and the invoice PDF, generated on the server from the invoice row. Callers check the membership first;
 * every query here is scoped to one company id.
 */
import { and, count, desc, eq } from "drizzle-orm";
import {
  ACCOUNTING_PAGE_SIZE,
  type AccountingNotice,
  type Invoice,
  type InvoiceList,
  NOTICE_KINDS,
  type NoticeKind,
  type NoticeList,
} from "#contracts";
import type { Database } from "../db/client";
import { accountingNotices, bankAccounts, companies, invoices } from "../db/schema";
import { notFound, uuidOr404 } from "../errors";
import { documentPdf } from "../pdf/render";

type InvoiceRow = typeof invoices.$inferSelect;

const toInvoice = (r: InvoiceRow): Invoice => ({
  id: r.id,
  number: r.number,
  issuedOn: r.issuedOn,
  dueOn: r.dueOn,
  status: r.status,
  items: r.items,
  amountCents: r.amountCents,
  paidOn: r.paidOn,
});

const offset = (page: number) => (page - 1) * ACCOUNTING_PAGE_SIZE;

/** One page of the company's invoices, newest first. */
export async function listInvoices(db: Database, companyId: string, page: number): Promise<InvoiceList> {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(eq(invoices.companyId, companyId))
      .orderBy(desc(invoices.issuedOn), desc(invoices.number))
      .limit(ACCOUNTING_PAGE_SIZE)
      .offset(offset(page)),
    db.select({ n: count() }).from(invoices).where(eq(invoices.companyId, companyId)),
  ]);
  return { items: rows.map(toInvoice), total: Number(n), page, pageSize: ACCOUNTING_PAGE_SIZE };
}

const noticeKind = (kind: string): NoticeKind =>
  (NOTICE_KINDS as readonly string[]).includes(kind) ? (kind as NoticeKind) : "info";

/** One page of the company's notices, newest first, with the number of the invoice each refers to. */
export async function listNotices(db: Database, companyId: string, page: number): Promise<NoticeList> {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ notice: accountingNotices, invoiceNumber: invoices.number })
      .from(accountingNotices)
      .leftJoin(invoices, eq(invoices.id, accountingNotices.invoiceId))
      .where(eq(accountingNotices.companyId, companyId))
      .orderBy(desc(accountingNotices.issuedOn), desc(accountingNotices.createdAt))
      .limit(ACCOUNTING_PAGE_SIZE)
      .offset(offset(page)),
    db.select({ n: count() }).from(accountingNotices).where(eq(accountingNotices.companyId, companyId)),
  ]);
  const items: AccountingNotice[] = rows.map(({ notice, invoiceNumber }) => ({
    id: notice.id,
    kind: noticeKind(notice.kind),
    title: notice.title,
    body: notice.body,
    issuedOn: notice.issuedOn,
    invoiceId: notice.invoiceId,
    invoiceNumber,
  }));
  return { items, total: Number(n), page, pageSize: ACCOUNTING_PAGE_SIZE };
}

/** The company an invoice belongs to (404 for an unknown id), so the caller can check the membership. */
export async function invoiceCompany(db: Database, invoiceId: string): Promise<string> {
  uuidOr404(invoiceId, "Invoice not found");
  const [row] = await db
    .select({ companyId: invoices.companyId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  if (!row) throw notFound("Invoice not found");
  return row.companyId;
}

// ---------- The invoice PDF ----------

/** The university as the issuer (the same data as the imprint, locales/de/legal.json). */
const ISSUER = {
  name: "Hochschule Tandem für angewandte Wissenschaften gGmbH",
  address: "Musterstraße 12, 10115 Berlin",
  iban: "DE02 1001 0010 0006 8201 01",
  bic: "PBNKDEFF",
  vatId: "DE 999 999 999",
};

const TEXT = {
  de: {
    title: "Rechnung",
    recipient: "Rechnungsempfänger",
    number: "Rechnungsnummer",
    issued: "Rechnungsdatum",
    due: "Fällig am",
    status: "Status",
    statuses: { open: "offen", paid: "bezahlt", overdue: "überfällig", cancelled: "storniert" },
    items: "Leistungen",
    item: (q: string, unit: string, sum: string) => `${q} × ${unit} = ${sum}`,
    total: "Gesamtbetrag",
    vat: "Umsatzsteuerfrei nach § 4 Nr. 21 UStG (Leistungen im Rahmen des dualen Studiums).",
    termsTransfer: (due: string, number: string) =>
      `Zahlungsbedingungen: zahlbar ohne Abzug bis zum ${due} auf das Konto IBAN ${ISSUER.iban}, BIC ${ISSUER.bic}. Verwendungszweck: ${number}.`,
    termsSepa: (mandate: string) =>
      `Zahlungsbedingungen: Der Betrag wird zum Fälligkeitstermin per SEPA-Lastschrift eingezogen (Mandatsreferenz ${mandate}).`,
    paid: (date: string) => `Bezahlt am ${date}. Vielen Dank.`,
    cancelled: "Diese Rechnung wurde storniert und ist nicht mehr zu zahlen.",
    accounting: "Buchhaltung",
    issuer: "Rechnungssteller",
    vatId: "USt-IdNr.",
  },
  en: {
    title: "Invoice",
    recipient: "Billed to",
    number: "Invoice number",
    issued: "Invoice date",
    due: "Due on",
    status: "Status",
    statuses: { open: "open", paid: "paid", overdue: "overdue", cancelled: "cancelled" },
    items: "Services",
    item: (q: string, unit: string, sum: string) => `${q} × ${unit} = ${sum}`,
    total: "Total",
    vat: "Exempt from VAT under § 4 no. 21 UStG (services within the dual study programme).",
    termsTransfer: (due: string, number: string) =>
      `Payment terms: payable without deduction by ${due} to IBAN ${ISSUER.iban}, BIC ${ISSUER.bic}. Reference: ${number}.`,
    termsSepa: (mandate: string) =>
      `Payment terms: the amount will be collected by SEPA direct debit on the due date (mandate reference ${mandate}).`,
    paid: (date: string) => `Paid on ${date}. Thank you.`,
    cancelled: "This invoice was cancelled and is no longer payable.",
    accounting: "Accounting",
    issuer: "Issued by",
    vatId: "VAT ID",
  },
} as const;

const locale = (lng: "de" | "en") => (lng === "de" ? "de-DE" : "en-GB");
export const formatEuro = (cents: number, lng: "de" | "en") =>
  new Intl.NumberFormat(locale(lng), { style: "currency", currency: "EUR" }).format(cents / 100);
const formatDay = (iso: string, lng: "de" | "en") =>
  new Intl.DateTimeFormat(locale(lng), { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** The invoice as a PDF: number, dates, items, total, payment terms, the company's address. */
export async function invoicePdf(
  db: Database,
  companyId: string,
  invoiceId: string,
  lng: "de" | "en",
): Promise<{ fileName: string; pdf: Buffer }> {
  const [row] = await db
    .select({ invoice: invoices, company: companies, bank: bankAccounts })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(bankAccounts, eq(bankAccounts.companyId, invoices.companyId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound("Invoice not found");
  const { invoice, company, bank } = row;
  const t = TEXT[lng];
  const euro = (cents: number) => formatEuro(cents, lng);
  const day = (iso: string) => formatDay(iso, lng);
  const quantity = (q: number) => new Intl.NumberFormat(locale(lng)).format(q);
  const terms =
    invoice.status === "cancelled"
      ? t.cancelled
      : invoice.status === "paid" && invoice.paidOn
        ? t.paid(day(invoice.paidOn))
        : bank?.paymentType === "sepa" && bank.sepaConfirmed && bank.mandateReference
          ? t.termsSepa(bank.mandateReference)
          : t.termsTransfer(day(invoice.dueOn), invoice.number);
  const lines = [
    `${t.issuer}: ${ISSUER.name}, ${ISSUER.address} · ${t.vatId} ${ISSUER.vatId}`,
    "",
    `${t.recipient}:`,
    company.companyName ?? company.name,
    ...(company.locations.length > 0 ? [company.locations.join(", ")] : []),
    ...(bank?.accountingEmail ? [`${t.accounting}: ${bank.accountingEmail}`] : []),
    "",
    `${t.number}: ${invoice.number}`,
    `${t.issued}: ${day(invoice.issuedOn)}`,
    `${t.due}: ${day(invoice.dueOn)}`,
    `${t.status}: ${t.statuses[invoice.status]}`,
    "",
    `${t.items}:`,
    ...invoice.items.flatMap((item, i) => [
      `${i + 1}. ${item.description}`,
      `    ${t.item(quantity(item.quantity), euro(item.unitCents), euro(Math.round(item.quantity * item.unitCents)))}`,
    ]),
    "",
    `${t.total}: ${euro(invoice.amountCents)}`,
    t.vat,
    "",
    terms,
  ];
  return {
    fileName: `${lng === "de" ? "Rechnung" : "Invoice"}-${invoice.number}.pdf`,
    pdf: await documentPdf(`${t.title} ${invoice.number}`, lines, lng),
  };
}
