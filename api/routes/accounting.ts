/**
 * The company's accounting under /b2b/v1/accounting (docs/product.md#api-calls): invoices and notices of the company named
 * by the required `companyId` query (any accepted member; 404 otherwise), and one invoice as a PDF
 * generated on the server (404 unless the caller is a member of the invoice's company).
 */
import { z } from "@hono/zod-openapi";
import { AccountingQuery, InvoiceList, NoticeList, PdfLanguageQuery } from "#contracts";
import { accessGuards, companyInQuery, companyOfRecord } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { pdfHeaders } from "../pdf/render";
import { invoiceCompany, invoicePdf, listInvoices, listNotices } from "../services/accounting";
import { bearerSecurity, json, newRouter, routeGroup } from "./router";

const pdfResponse = {
  description: "The PDF (Content-Disposition attachment, nosniff, no caching)",
  content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
};

export function accountingRoutes(deps: ApiDeps) {
  const { db } = deps;
  const { requireCompanyAt } = accessGuards(db);
  const common = routeGroup({ tags: ["Company accounting"], security: bearerSecurity });
  const member = requireCompanyAt(companyInQuery(AccountingQuery));
  const invoicesRoute = common.get("/accounting/invoices", "One page (10) of the company's invoices, newest first", {
    middleware: member,
    request: { query: AccountingQuery },
    responses: { 200: json(InvoiceList, "The invoices"), ...errorResponses(400, 404) },
  });
  const noticesRoute = common.get("/accounting/notices", {
    middleware: member,
    summary: "One page (10) of the company's notices (reminders, credit notes, information)",
    request: { query: AccountingQuery },
    responses: { 200: json(NoticeList, "The notices"), ...errorResponses(400, 404) },
  });
  const pdfRoute = common.get("/accounting/invoices/{invoiceId}/pdf", {
    middleware: requireCompanyAt(
      companyOfRecord("invoice", "Invoice not found", (c) => invoiceCompany(db, c.req.param("invoiceId") ?? "")),
    ),
    summary: "The invoice as a PDF (number, dates, items, total, payment terms, the company's address)",
    request: { params: z.object({ invoiceId: z.string() }), query: PdfLanguageQuery },
    responses: { 200: pdfResponse, ...errorResponses(400, 404) },
  });

  return newRouter()
    .openapi(invoicesRoute, async (c) => {
      return c.json(await listInvoices(db, c.var.company.companyId, c.req.valid("query").page), 200);
    })
    .openapi(noticesRoute, async (c) => {
      return c.json(await listNotices(db, c.var.company.companyId, c.req.valid("query").page), 200);
    })
    .openapi(pdfRoute, async (c) => {
      const { invoiceId } = c.req.valid("param");
      const { fileName, pdf } = await invoicePdf(db, c.var.company.companyId, invoiceId, c.req.valid("query").lng);
      return new Response(new Uint8Array(pdf), { status: 200, headers: pdfHeaders(fileName) });
    });
}
