import { describe, expect, it } from "vitest";
import { documentPdf, pdfHeaders, wrap } from "./company-pdf";

describe("company PDFs", () => {
  it("wraps at spaces, keeps no-break spaces, and never loses a word", () => {
    const text = "Das Kooperationsentgelt beträgt 1.290,00\u00a0€ je Studierende/r und Semester ".repeat(4).trim();
    const lines = wrap(text, 40);
    expect(lines.every((l) => l.length <= 40)).toBe(true);
    expect(lines.join(" ")).toBe(text);
    expect(lines.some((l) => l.includes("1.290,00\u00a0€"))).toBe(true);
    expect(wrap("")).toEqual([""]);
  });

  it("flows onto further pages with page numbers, exact xref offsets and WinAnsi euro signs", () => {
    const pdf = documentPdf(
      "Titel – „Test“",
      Array.from({ length: 90 }, (_, i) => `Zeile ${i + 1}: 10,00 €`),
    );
    const text = pdf.toString("latin1");
    expect(text).toMatch(/^%PDF-1\.4\n/);
    expect(text).toContain("/Count 3");
    expect(text).toContain("(Seite 3 von 3) Tj");
    expect(text).toContain("(Zeile 90: 10,00 \x80) Tj");
    expect(text).toContain("(Titel \x96 \x84Test\x93) Tj");
    // every xref entry points at its "n 0 obj"
    const xref = text.slice(text.lastIndexOf("xref\n"));
    const offsets = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    for (const [i, offset] of offsets.entries()) {
      expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${i + 1} 0 obj`));
    }
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
  });

  it("answers as an attachment with a safe file name", () => {
    expect(pdfHeaders('Rechnung "RE-1"/x.pdf')["Content-Disposition"]).toBe(
      'attachment; filename="Rechnung__RE-1__x.pdf"',
    );
  });
});
