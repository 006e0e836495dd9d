import { describe, expect, it } from "vitest";
import { readPdf } from "../../tests/pdf-text";
import { documentPdf, forRightToLeftLayout, pageFooter, pdfHeaders, renderPdf } from "./render";

describe("PDF renderer", () => {
  it("writes extractable Unicode text (Arabic in logical order), title, language and a structure tree", async () => {
    const bytes = await renderPdf({
      title: "Lebenslauf Jörg Größe",
      lang: "de",
      blocks: [
        { kind: "h1", text: "Lebenslauf Jörg Größe" },
        { kind: "h2", text: "Sprachen" },
        { kind: "list", items: ["Türkçe: Işıl Çağrı, ğüşİ", "Polski: Zażółć gęślą jaźń"] },
        { kind: "p", text: "Русский: Съешь же ещё" },
        { kind: "p", text: "القراءة والسباحة" },
      ],
    });
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe("Lebenslauf Jörg Größe");
    expect(pdf.lang).toBe("de");
    const text = pdf.text.join("\n");
    for (const s of ["Lebenslauf Jörg Größe", "Türkçe: Işıl Çağrı, ğüşİ", "Zażółć gęślą jaźń", "Съешь же ещё"]) {
      expect(text).toContain(s);
    }
    expect(text).toContain("القراءة والسباحة");
    // no unmapped glyph comes out as a control character
    expect([...text].some((c) => c.charCodeAt(0) < 9)).toBe(false);
    expect(pdf.roles.slice(0, 3)).toEqual(["Document", "H1", "H2"]);
    expect(pdf.roles).toEqual(expect.arrayContaining(["L", "LI", "Lbl", "LBody", "P"]));
    // PDF/UA identification and the title shown instead of the file name
    const raw = bytes.toString("latin1");
    expect(raw).toContain("/DisplayDocTitle true");
    expect(raw).toContain("/Marked true");
  });

  it("flows long text onto further pages with page numbers as artifacts, never cutting a line", async () => {
    const lines = Array.from({ length: 90 }, (_, i) => `Zeile ${i + 1}: 10,00 € – „Straße“`);
    const pdf = await readPdf(await documentPdf("Titel – „Test“", lines));
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
    expect(pdf.text[pdf.pages - 1]).toContain(`Seite ${pdf.pages} von ${pdf.pages}`);
    const all = pdf.text.join("\n");
    for (const line of lines) expect(all).toContain(line);
    // page numbers are artifacts: not in the structure tree's paragraphs
    expect(pdf.roles.filter((r) => r === "P")).toHaveLength(90);
  });

  it("an Arabic document is marked as such", async () => {
    const pdf = await readPdf(
      await renderPdf({ title: "سيرة ذاتية", lang: "ar", blocks: [{ kind: "h1", text: "سيرة ذاتية" }] }),
    );
    expect(pdf.lang).toBe("ar");
    expect(pdf.title).toBe("سيرة ذاتية");
    expect(pdf.text[0]).toContain("سيرة ذاتية");
  });

  it("keeps numbers and Latin words inside Arabic and Persian text in reading order, on the page and when extracted", async () => {
    const lines = [
      "مستوى B2 خلال 3 أشهر",
      "المسافة 5 أو 10 أو 15 كم حتى 24.11.2026 الساعة 10:30",
      "الخط Noto Sans هنا",
      "خلال ۱۴ روز",
    ];
    const pdf = await readPdf(
      await renderPdf({ title: "نص", lang: "ar", blocks: lines.map((text) => ({ kind: "p" as const, text })) }),
    );
    for (const line of lines) expect(pdf.text[0]).toContain(line);
    // what fontkit is handed: each left-to-right run reversed, since it reverses the whole line
    expect(forRightToLeftLayout("مستوى B2 في 24.11.2026")).toBe("مستوى 2B في 6202.11.42");
    expect(forRightToLeftLayout("Seite 10 von 12")).toBe("Seite 10 von 12");
  });

  it("sets an Arabic footer in the Arabic font, with Arabic-Indic digits", async () => {
    const pdf = await readPdf(await documentPdf("نصائح", ["الفقرة الأولى"], "ar"));
    expect(pdf.text[0]).toContain("الصفحة ١ من ١");
    expect([...pdf.text[0]].some((c) => c.charCodeAt(0) < 9)).toBe(false);
  });

  it("numbers pages in the document's language and its digits, a region in its tag included", () => {
    expect(pageFooter("en-GB")(1, 2)).toBe("Page 1 of 2");
    expect(pageFooter("de-DE")(1, 2)).toBe("Seite 1 von 2");
    expect(pageFooter("fr")(2, 3)).toBe("Page 2 sur 3");
    expect(pageFooter("ar")(2, 12)).toBe("الصفحة ٢ من ١٢");
    expect(pageFooter("fa")(2, 12)).toBe("صفحه\u200cی ۲ از ۱۲");
  });

  it("answers as an attachment with a safe file name", () => {
    expect(pdfHeaders('Rechnung "RE-1"/x.pdf')["Content-Disposition"]).toBe(
      'attachment; filename="Rechnung__RE-1__x.pdf"',
    );
  });
});
