import { createRequire } from "node:module";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { readPdf } from "../../tests/pdf-text";
import { ARABIC_FEATURES, documentPdf, forRightToLeftLayout, pageFooter, pdfHeaders, renderPdf } from "./render";

const require = createRequire(import.meta.url);

/** The joining form of each letter of a word as the renderer shapes it, in logical order (dot glyphs left out). */
function joiningForms(word: string): string[] {
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.font(require.resolve("@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf"));
  // fontkit's font behind pdfkit's embedded font: its glyphs carry the font's glyph names
  const font = (
    doc as unknown as { _font: { font: { layout(t: string, f: unknown): { glyphs: { name: string }[] } } } }
  )._font.font;
  return font
    .layout(word, ARABIC_FEATURES)
    .glyphs.map((g) => g.name)
    .filter((name) => name.startsWith("uni"))
    .reverse()
    .map((name) => /\.(init|medi|fina)\b/.exec(name)?.[1] ?? "isol");
}

/** The Unicode value pdf.js gives each glyph a page draws, in drawing order (left to right). */
async function drawnGlyphs(bytes: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const ops = await (await doc.getPage(1)).getOperatorList();
  await doc.destroy();
  return ops.fnArray.flatMap((fn, i) =>
    fn === OPS.showText
      ? (ops.argsArray[i][0] as unknown[]).flatMap((g) =>
          typeof g === "object" && g ? [(g as { unicode: string }).unicode] : [],
        )
      : [],
  );
}

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

  it("joins Arabic and Persian letters, and copied text gives the letters as written", async () => {
    // contextual forms as Arabic script is written, not the isolated letters (ب after ا stays isolated)
    expect(joiningForms("بيت")).toEqual(["init", "medi", "fina"]);
    expect(joiningForms("كتاب")).toEqual(["init", "medi", "fina", "isol"]);
    expect(joiningForms("پیشنهاد")).toEqual(["init", "medi", "medi", "medi", "medi", "fina", "isol"]);

    // the renderer draws them so: a dotless body per letter and the dots as glyphs of their own
    const word = await renderPdf({ title: "بيت", lang: "ar", blocks: [{ kind: "p", text: "بيت" }] });
    expect(await drawnGlyphs(word)).toEqual(["\u2060", "ت", "\u2060", "ي", "\u2060", "ب"]);

    // ب ت ث ن ي share one body per joining form; each still extracts as its own letter
    const arabic = ["بيت كتاب", "تثبيت بنت يثب", "ثلاثة جنيهات وقطعة شوكولاتة", "لا السلام عليكم"];
    const persian = ["پیشنهاد", "پیشنهادهای شغلی برای گروه ژ چ گ", "کتاب یک"];
    for (const [lang, lines] of [
      ["ar", arabic],
      ["fa", persian],
    ] as const) {
      const pdf = await readPdf(
        await renderPdf({ title: lines[0], lang, blocks: lines.map((text) => ({ kind: "p" as const, text })) }),
      );
      expect(pdf.text[0].split("\n")).toEqual(lines);
    }
  });

  it("extracts a Persian zero-width non-joiner as a space (fontkit draws it as a space of no width)", async () => {
    const pdf = await readPdf(await documentPdf("نکات", ["می\u200cخواهم"], "fa"));
    expect(pdf.text[0]).toContain("می خواهم");
    expect(pdf.text[0]).toContain("صفحه ی ۱ از ۱");
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
