/** Content for companies (b2b API): downloads, upskilling, help topics, invoices and notices. */
import type {
  CompanyDownloadList,
  HelpTopicDetail,
  HelpTopicList,
  InvoiceList,
  NoticeList,
  UpskillingList,
} from "#contracts";
import { type ApiCallArgs, apiStream, callApi } from "./client.server";

export const listDownloads = (args: ApiCallArgs) => callApi<CompanyDownloadList>(args, "GET /b2b/v1/downloads");

export const listUpskilling = (args: ApiCallArgs) => callApi<UpskillingList>(args, "GET /b2b/v1/upskilling");

export const listHelpTopics = (args: ApiCallArgs, lng: "de" | "en") =>
  callApi<HelpTopicList>(args, `GET /b2b/v1/help/topics?lng=${lng}`);

export const getHelpTopic = (args: ApiCallArgs, slug: string, lng: "de" | "en") =>
  callApi<HelpTopicDetail>(args, `GET /b2b/v1/help/topics/${encodeURIComponent(slug)}?lng=${lng}`);

export const listInvoices = (args: ApiCallArgs, query: URLSearchParams) =>
  callApi<InvoiceList>(args, `GET /b2b/v1/accounting/invoices?${query}`);

export const listNotices = (args: ApiCallArgs, query: URLSearchParams) =>
  callApi<NoticeList>(args, `GET /b2b/v1/accounting/notices?${query}`);

/** A bad or unknown id is a missing file for the browser (another company's invoice does not exist). */
const PDF = { refusal: (error: { status: number }) => (error.status === 404 || error.status === 400 ? 404 : 502) };

export const invoicePdf = (args: ApiCallArgs, invoiceId: string, lng: "de" | "en") =>
  apiStream(args, `GET /b2b/v1/accounting/invoices/${encodeURIComponent(invoiceId)}/pdf?lng=${lng}`, PDF);

export const downloadPdf = (args: ApiCallArgs, slug: string, lng: "de" | "en") =>
  apiStream(args, `GET /b2b/v1/downloads/${encodeURIComponent(slug)}/pdf?lng=${lng}`, PDF);
