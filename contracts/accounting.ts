/**
 * The company's invoices and accounting notices (docs/product.md#api-calls "GET /accounting/invoices; GET /accounting/notices"),
 * the downloads and upskilling offers of the company unit, and the company's students (docs/product.md#company-unit downloads,
 * students, upskilling). The spec names the paths only; the shapes are designed here.
 */
import { z } from "zod";

export const INVOICE_STATUSES = ["open", "paid", "overdue", "cancelled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Kinds of accounting notices: payment reminders, the third (last) reminder, credit notes, information. */
export const NOTICE_KINDS = ["reminder", "third_payment_reminder", "credit_note", "info"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const ACCOUNTING_PAGE_SIZE = 10;

const isoDate = z.string().describe("ISO date YYYY-MM-DD");

export const InvoiceItem = z.object({
  description: z.string(),
  quantity: z.number(),
  unitCents: z.number().int().describe("net unit price in euro cents"),
});
export type InvoiceItem = z.infer<typeof InvoiceItem>;

export const Invoice = z.object({
  id: z.string(),
  number: z.string(),
  issuedOn: isoDate,
  dueOn: isoDate,
  status: z.enum(INVOICE_STATUSES),
  items: z.array(InvoiceItem),
  amountCents: z.number().int().describe("total in euro cents"),
  paidOn: isoDate.nullable(),
});
export type Invoice = z.infer<typeof Invoice>;

export const AccountingQuery = z.object({
  companyId: z.string().describe("the current company (the caller must be an accepted member)"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const InvoiceList = z.object({
  items: z.array(Invoice),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InvoiceList = z.infer<typeof InvoiceList>;

export const AccountingNotice = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  body: z.string(),
  issuedOn: isoDate,
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});
export type AccountingNotice = z.infer<typeof AccountingNotice>;

export const NoticeList = z.object({
  items: z.array(AccountingNotice),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NoticeList = z.infer<typeof NoticeList>;

export const PdfLanguageQuery = z.object({
  lng: z.enum(["de", "en"]).default("de").describe("language of the generated PDF"),
});

const bilingual = z.object({ de: z.string(), en: z.string() });

export const CompanyDownload = z.object({
  slug: z.string(),
  category: z.string().describe("guide | form | checklist"),
  title: bilingual,
  description: bilingual,
});
export type CompanyDownload = z.infer<typeof CompanyDownload>;
export const CompanyDownloadList = z.object({ items: z.array(CompanyDownload) });
export type CompanyDownloadList = z.infer<typeof CompanyDownloadList>;

export const UpskillingOffer = z.object({
  id: z.string(),
  title: bilingual,
  description: bilingual,
  format: z.string().describe("online | on_site | blended"),
  durationHours: z.number().int(),
  startsOn: isoDate.nullable(),
  url: z.string().nullable(),
});
export type UpskillingOffer = z.infer<typeof UpskillingOffer>;
export const UpskillingList = z.object({ items: z.array(UpskillingOffer) });
export type UpskillingList = z.infer<typeof UpskillingList>;

/** A student of the company: an applicant whose match ended in offer_accepted, with the contract if any. */
export const CompanyStudent = z.object({
  matchId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  course: z.string().nullable(),
  campus: z.string().nullable(),
  startDate: isoDate.nullable().describe("the contract's start, else the opening's study start"),
  jobOpeningId: z.string(),
  jobOpeningTitle: z.string().nullable(),
  contractStatus: z.enum(["none", "requested", "signed"]),
  signedOn: isoDate.nullable(),
});
export type CompanyStudent = z.infer<typeof CompanyStudent>;
export const CompanyStudentList = z.object({ items: z.array(CompanyStudent) });
export type CompanyStudentList = z.infer<typeof CompanyStudentList>;
