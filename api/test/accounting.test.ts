/**
 * Invoices, notices and their PDFs (/api/b2b/v1/accounting), downloads, upskilling and the company's
 * students: what a member sees, and the denials — another company's invoices and PDFs do not exist for a
 * caller (404), students need view_student_contracts (403), other token kinds are refused — none of which
 * changes anything.
 */
import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { pdfText, readPdf } from "../../tests/pdf-text";
import { accountingNotices, auditLog, invoices } from "../db/schema";
import { setupApi } from "./harness";
import { companyIdOf } from "./lookups";

const { ctx, call, login, expectRefusedToOthers } = setupApi();

const companyId = (name: string) => companyIdOf(ctx.handle.db, name);

let muster: string;
let beispiel: string;
beforeEach(async () => {
  muster = await companyId("Muster Maschinenbau GmbH");
  beispiel = await companyId("Beispiel Software AG");
});

async function invoiceOf(companyId: string) {
  const [row] = await ctx.handle.db.select().from(invoices).where(eq(invoices.companyId, companyId)).limit(1);
  return row;
}

/** Raw bytes of a call (the harness's `call` parses JSON). */
async function fetchRaw(path: string, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return ctx.api.fetch(new Request(`http://internal${path}`, { headers }));
}

async function snapshot() {
  const db = ctx.handle.db;
  return {
    invoices: await db.select().from(invoices).orderBy(invoices.number),
    notices: (await db.select({ n: count() }).from(accountingNotices))[0].n,
    audit: (await db.select({ n: count() }).from(auditLog))[0].n,
  };
}

describe("invoices and notices", () => {
  it("a member lists the current company's invoices (every status, newest first) and notices", async () => {
    const erika = await login("company", "company-erika");
    const res = await call("GET", `/api/b2b/v1/accounting/invoices?companyId=${muster}`, { token: erika });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(5);
    expect(res.json.pageSize).toBe(10);
    const statuses = new Set(res.json.items.map((i: { status: string }) => i.status));
    expect([...statuses].sort()).toEqual(["cancelled", "open", "overdue", "paid"]);
    const dates = res.json.items.map((i: { issuedOn: string }) => i.issuedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    const open = res.json.items.find((i: { number: string }) => i.number === "RE-2026-0094");
    expect(open.amountCents).toBe(2 * 125_000 + 7_500);
    expect(open.items).toHaveLength(2);

    const notices = await call("GET", `/api/b2b/v1/accounting/notices?companyId=${muster}`, { token: erika });
    expect(notices.status).toBe(200);
    expect(notices.json.items.map((n: { kind: string }) => n.kind).sort()).toEqual(["credit_note", "info", "reminder"]);
    const reminder = notices.json.items.find((n: { kind: string }) => n.kind === "reminder");
    expect(reminder.invoiceNumber).toBe("RE-2026-0031");
  });

  it("Beispiel Software has a third payment reminder; page 2 is empty", async () => {
    const berta = await login("company", "company-berta");
    const notices = await call("GET", `/api/b2b/v1/accounting/notices?companyId=${beispiel}`, { token: berta });
    expect(notices.json.items.map((n: { kind: string }) => n.kind)).toContain("third_payment_reminder");
    const page2 = await call("GET", `/api/b2b/v1/accounting/invoices?companyId=${beispiel}&page=2`, { token: berta });
    expect(page2.status).toBe(200);
    expect(page2.json).toMatchObject({ items: [], total: 4, page: 2 });
  });

  it("company B never sees A's invoices or notices: 404, nothing changes", async () => {
    const berta = await login("company", "company-berta");
    const bernd = await login("company", "company-bernd");
    const before = await snapshot();
    for (const path of ["invoices", "notices"]) {
      const res = await call("GET", `/api/b2b/v1/accounting/${path}?companyId=${muster}`, { token: berta });
      expect(res.status).toBe(404);
      expect(res.json.code).toBe(1008);
    }
    // a pending invitation is no membership yet (bernd is invited to Muster)
    expect((await call("GET", `/api/b2b/v1/accounting/invoices?companyId=${muster}`, { token: bernd })).status).toBe(
      404,
    );
    expect(await snapshot()).toEqual(before);
  });

  it("companyId is required and checked; other token kinds and anonymous callers are refused", async () => {
    const erika = await login("company", "company-erika");
    expect((await call("GET", "/api/b2b/v1/accounting/invoices", { token: erika })).status).toBe(400);
    expect((await call("GET", "/api/b2b/v1/accounting/invoices?companyId=nope", { token: erika })).status).toBe(404);
    const lena = await login("applicant", "applicant-lena");
    expect((await call("GET", `/api/b2b/v1/accounting/invoices?companyId=${muster}`, { token: lena })).status).toBe(
      403,
    );
    expect((await call("GET", `/api/b2b/v1/accounting/notices?companyId=${muster}`)).status).toBe(401);
  });
});

describe("invoice PDF", () => {
  it("a member downloads the invoice as a PDF with number, total and the company", async () => {
    const olaf = await login("company", "company-olaf");
    const [open] = await ctx.handle.db.select().from(invoices).where(eq(invoices.number, "RE-2026-0094"));
    const res = await fetchRaw(`/api/b2b/v1/accounting/invoices/${open.id}/pdf`, olaf);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Rechnung-RE-2026-0094.pdf"');
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.toString("latin1").startsWith("%PDF-1.7")).toBe(true);
    expect(bytes.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe("Rechnung RE-2026-0094");
    expect(pdf.lang).toBe("de");
    const text = pdf.text.join("\n");
    expect(text).toContain("Rechnung RE-2026-0094");
    expect(text).toContain("Muster Maschinenbau GmbH");
    // total in German format with the euro sign on one line (pdf.js reads the no-break space as a space)
    expect(text).toMatch(/^Gesamtbetrag: 2\.575,00[\u00a0 ]€$/m);
    expect(text).toContain("SEPA-Lastschrift"); // Muster pays by direct debit

    const en = await fetchRaw(`/api/b2b/v1/accounting/invoices/${open.id}/pdf?lng=en`, olaf);
    expect(en.headers.get("content-disposition")).toBe('attachment; filename="Invoice-RE-2026-0094.pdf"');
    expect(await pdfText(await en.arrayBuffer())).toContain("Total: €2,575.00");
  });

  it("the PDF of A's invoice is 404 for B, for an unknown id and for a malformed id", async () => {
    const berta = await login("company", "company-berta");
    const lena = await login("applicant", "applicant-lena");
    const before = await snapshot();
    const a = await invoiceOf(muster);
    expect((await fetchRaw(`/api/b2b/v1/accounting/invoices/${a.id}/pdf`, berta)).status).toBe(404);
    expect(
      (await fetchRaw("/api/b2b/v1/accounting/invoices/00000000-0000-4000-8000-000000000000/pdf", berta)).status,
    ).toBe(404);
    expect((await fetchRaw("/api/b2b/v1/accounting/invoices/x/pdf", berta)).status).toBe(404);
    expect((await fetchRaw(`/api/b2b/v1/accounting/invoices/${a.id}/pdf`, lena)).status).toBe(403);
    expect((await fetchRaw(`/api/b2b/v1/accounting/invoices/${a.id}/pdf`)).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

describe("downloads and upskilling", () => {
  it("any company user lists the downloads and gets each as a PDF", async () => {
    const emil = await login("company", "company-emil");
    const list = await call("GET", "/api/b2b/v1/downloads", { token: emil });
    expect(list.status).toBe(200);
    expect(list.json.items.length).toBeGreaterThanOrEqual(4);
    for (const d of list.json.items) {
      expect(d.title.de).not.toBe("");
      expect(d.title.en).not.toBe("");
      const pdf = await fetchRaw(`/api/b2b/v1/downloads/${d.slug}/pdf`, emil);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${d.slug}.pdf"`);
      expect(await pdfText(await pdf.arrayBuffer())).toContain(d.title.de);
    }
    expect((await fetchRaw("/api/b2b/v1/downloads/gibt-es-nicht/pdf", emil)).status).toBe(404);
    expect((await fetchRaw("/api/b2b/v1/downloads/..%2Fetc/pdf", emil)).status).toBe(400);
  });

  it("upskilling offers come from the database in both languages; applicants are refused", async () => {
    const berta = await login("company", "company-berta");
    const res = await call("GET", "/api/b2b/v1/upskilling", { token: berta });
    expect(res.status).toBe(200);
    expect(res.json.items.length).toBeGreaterThanOrEqual(4);
    expect(res.json.items[0]).toMatchObject({ title: { de: expect.any(String), en: expect.any(String) } });
    const lena = await login("applicant", "applicant-lena");
    await expectRefusedToOthers("GET", "/api/b2b/v1/upskilling", lena, "/api/b2b/v1/downloads");
  });
});

describe("students", () => {
  it("with view_student_contracts: the offer_accepted matches with their contract status", async () => {
    const erika = await login("company", "company-erika");
    const res = await call("GET", `/api/b2b/v1/companies/${muster}/students`, { token: erika });
    expect(res.status).toBe(200);
    expect(res.json.items).toEqual([
      expect.objectContaining({
        firstName: "Paul",
        lastName: "Peters",
        contractStatus: "requested",
        startDate: "2025-10-01",
      }),
    ]);
    const berta = await login("company", "company-berta");
    const b = await call("GET", `/api/b2b/v1/companies/${beispiel}/students`, { token: berta });
    expect(b.json.items).toEqual([expect.objectContaining({ lastName: "Marković", contractStatus: "none" })]);
  });

  it("without the permission → 403 1005; another company → 404", async () => {
    const emil = await login("company", "company-emil");
    const denied = await call("GET", `/api/b2b/v1/companies/${muster}/students`, { token: emil });
    expect(denied.status).toBe(403);
    expect(denied.json.code).toBe(1005);
    const berta = await login("company", "company-berta");
    expect((await call("GET", `/api/b2b/v1/companies/${muster}/students`, { token: berta })).status).toBe(404);
    const lena = await login("applicant", "applicant-lena");
    expect((await call("GET", `/api/b2b/v1/companies/${muster}/students`, { token: lena })).status).toBe(403);
  });
});
