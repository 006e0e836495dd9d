/**
 * Every kind of PDF the product generates, read back with pdf.js and checked as a screen reader meets it
 * (tests/a11y/pdf-structure.ts: tagged, title shown, language, headings in order, lists, nothing untagged,
 * page numbers as artifacts), in German, English and Arabic: the public CV generator's CV, the applicant's
 * stored CV and application portfolio, a print template, and an invoice (the company unit speaks German
 * and English only, so invoices exist in those two). What each check finds on a broken PDF is proved in
 * tests/a11y/pdf-structure.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type CvData, emptyCv } from "#contracts";
import { checkPdfStructure } from "../../tests/a11y/pdf-structure";
import { invoices } from "../db/schema";
import { pageFooter } from "../pdf/render";
import { setupApi } from "./harness";

const { ctx, login } = setupApi();

const LANGUAGES = ["de", "en", "ar"] as const;

async function fetchRaw(path: string, init: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = init.token ? { authorization: `Bearer ${init.token}` } : {};
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const res = await ctx.api.fetch(
    new Request(`http://internal${path}`, {
      method: init.body === undefined ? "GET" : "POST",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return Buffer.from(await res.arrayBuffer());
}

const CV: CvData = {
  ...emptyCv(),
  profile: { ...emptyCv().profile, firstName: "Lina", lastName: "Haddad", email: "lina@example.org" },
  education: [{ title: "Abitur", place: "Berlin", from: "2016", to: "2024", description: "" }],
  experience: [{ title: "Praktikum", place: "Muster GmbH", from: "2024", to: "", description: "القراءة والسباحة" }],
  languages: [
    { name: "Deutsch", level: "C1" },
    { name: "العربية", level: "native" },
  ],
  software: [{ name: "LibreOffice", level: "2" }],
  hobbies: "Schach",
};

const TEMPLATE: Record<(typeof LANGUAGES)[number], string> = {
  de: "<h1>Vorbereitung auf die Erstberatung</h1><p>Was du mitbringst:</p><h2>Unterlagen</h2><ul><li>Lebenslauf</li><li>Zeugnisse</li></ul>",
  en: "<h1>Preparing the first consultation</h1><p>What to bring:</p><h2>Documents</h2><ul><li>CV</li><li>Certificates</li></ul>",
  ar: "<h1>التحضير للاستشارة الأولى</h1><p>ما تحضره معك:</p><h2>المستندات</h2><ul><li>السيرة الذاتية</li><li>الشهادات</li></ul>",
};
const sheet = (lng: (typeof LANGUAGES)[number]) =>
  `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"><title>${/<h1>(.*?)<\/h1>/.exec(TEMPLATE[lng])?.[1]}</title></head><body>${TEMPLATE[lng]}</body></html>`;

describe.each(LANGUAGES)("generated PDFs in %s: tagged as a screen reader needs them", (lng) => {
  const expected = { lang: lng, furniture: pageFooter(lng) };

  it("the public CV generator's CV (both designs in German, the classic one in the others)", async () => {
    for (const type of lng === "de" ? (["classic", "modern"] as const) : (["classic"] as const)) {
      const pdf = await fetchRaw("/api/v1/cv-generator/upload", { body: { type, lng, cv: CV } });
      const found = await checkPdfStructure(pdf, expected);
      expect(found.problems, `${type} CV`).toEqual([]);
      expect(found.roles).toEqual(expect.arrayContaining(["Document", "H1", "H2", "L", "LI"]));
    }
  });

  it("the applicant's application portfolio (CV, short profile, motivation letter)", async () => {
    const ben = await login("applicant", "applicant-ben");
    const pdf = await fetchRaw("/api/v1/application-portfolio", { token: ben, body: { type: "classic", lng } });
    const found = await checkPdfStructure(pdf, expected);
    expect(found.problems).toEqual([]);
    expect(found.roles).toEqual(expect.arrayContaining(["H1", "H2", "P", "L", "LI"]));
  });

  it("a print template", async () => {
    const ben = await login("applicant", "applicant-ben");
    const pdf = await fetchRaw("/api/v1/print-templates/upload", {
      token: ben,
      body: { type: "preparation-sheet", html: sheet(lng) },
    });
    const found = await checkPdfStructure(pdf, expected);
    expect(found.problems).toEqual([]);
    expect(found.roles.filter((r) => !["Lbl", "LBody"].includes(r))).toEqual([
      "Document",
      "H1",
      "P",
      "H2",
      "L",
      "LI",
      "LI",
    ]);
  });
});

describe.each(["de", "en"] as const)("the invoice PDF in %s (the company unit's languages)", (lng) => {
  it("is tagged as a screen reader needs it", async () => {
    const olaf = await login("company", "company-olaf");
    const [open] = await ctx.handle.db.select().from(invoices).where(eq(invoices.number, "RE-2026-0094"));
    const pdf = await fetchRaw(`/api/b2b/v1/accounting/invoices/${open.id}/pdf?lng=${lng}`, { token: olaf });
    const found = await checkPdfStructure(pdf, { lang: lng, furniture: pageFooter(lng) });
    expect(found.problems).toEqual([]);
    expect(found.roles).toEqual(expect.arrayContaining(["Document", "H1", "P"]));
  });
});
