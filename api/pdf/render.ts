/**
 * The one PDF renderer of the product (see docs/decisions/024-pdf-renderer.md): pdfkit with fontkit shaping,
 * Noto Sans and Noto Sans Arabic from npm packages, a tagged structure tree (headings, paragraphs, lists),
 * document title shown in the window and the document language set, PDF/UA identification in the metadata.
 * Callers describe a document as blocks; nothing here knows invoices, guides or CVs.
 */
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { Language } from "#contracts/languages";
import { mailText } from "../mail/texts";
import { PageLimitError, type PdfBlock, type PdfDocument } from "./document";
import { exactGlyphUnicode } from "./glyph-unicode";
import { renderPdf } from "./pool";

export { renderPdf };

const require = createRequire(import.meta.url);
const FONTS = {
  sans: require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  sansBold: require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
  arabic: require.resolve("@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf"),
  arabicBold: require.resolve("@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf"),
} as const;

export type { PdfBlock, PdfDocument };

export { PageLimitError };

/** Arabic script (Arabic, Persian): needs the Arabic font and right-to-left alignment. */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const RTL_LANGS = new Set(["ar", "fa", "he", "ur"]);
/** What stays left to right inside right-to-left text: Latin words, numbers in any of the three digit sets, and what joins them (24.11.2026, 10:30, B2, "Noto Sans"). */
const LEFT_TO_RIGHT_RUN =
  /[0-9A-Za-z\u00c0-\u024f\u0660-\u0669\u06f0-\u06f9]+(?:[\s.,:/\-–]+[0-9A-Za-z\u00c0-\u024f\u0660-\u0669\u06f0-\u06f9]+)*/g;

/**
 * fontkit lays out a line with Arabic script as one right-to-left run: it reverses every glyph, numbers
 * and Latin words included ("10" came out as "01", "B2" as "2B"). It has no bidi algorithm, so the
 * left-to-right runs are handed over reversed and come out in reading order; a PDF reader's bidi pass
 * then also extracts them in logical order.
 */
export function forRightToLeftLayout(text: string): string {
  if (!ARABIC.test(text)) return text;
  return text.replace(LEFT_TO_RIGHT_RUN, (run) => [...run].reverse().join(""));
}
/**
 * Given any features at all, pdfkit shapes a line as one run; without, it shapes word by word and sets the
 * words left to right. The list is empty so that the font's own features all apply: Noto Sans Arabic joins
 * ب ت ث ن ي and most other dotted letters only through its glyph composition ("ccmp", a dotless body in its
 * joining form plus a dot glyph); it has no joined forms of the dotted letters themselves. What that does to
 * extracted text is handled in glyph-unicode.ts.
 */
export const ARABIC_FEATURES: PDFKit.Mixins.OpenTypeFeatures[] = [];

const SIZES = { h1: 18, h2: 14, h3: 12, p: 11, small: 9 } as const;

/**
 * Renders the blocks onto as many A4 pages as needed, on the calling thread: only the render workers call
 * this (api/pdf/pool.ts); everyone else calls `renderPdf`, which hands the work to them. A paragraph with
 * Arabic-script text uses the Arabic font, which fontkit shapes (joining forms, ligatures) and lays out
 * right to left; its text stays extractable in logical order through the font's ToUnicode map (one entry
 * per glyph and its characters).
 */
export function renderPdfOnThisThread(input: PdfDocument): Promise<Buffer> {
  const rtlDocument = RTL_LANGS.has(input.lang.split("-")[0]);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    pdfVersion: "1.7",
    tagged: true,
    subset: "PDF/UA" as PDFKit.Mixins.PDFSubsets,
    lang: input.lang,
    displayTitle: true,
    bufferPages: true,
    info: { Title: input.title, ...(input.author ? { Author: input.author } : {}), Creator: "Tandem" },
  });
  doc.registerFont("sans", FONTS.sans);
  doc.registerFont("sans-bold", FONTS.sansBold);
  doc.registerFont("arabic", FONTS.arabic);
  doc.registerFont("arabic-bold", FONTS.arabicBold);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const root = doc.struct("Document");
  doc.addStructure(root);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const fontFor = (text: string, bold: boolean) =>
    ARABIC.test(text) ? (bold ? "arabic-bold" : "arabic") : bold ? "sans-bold" : "sans";
  const setFont = (name: ReturnType<typeof fontFor>) => {
    doc.font(name);
    if (name.startsWith("arabic")) exactGlyphUnicode(doc);
    return doc;
  };
  const align = (text: string) => (ARABIC.test(text) || rtlDocument ? "right" : "left");

  for (const block of input.blocks) {
    const x = doc.page.margins.left;
    if (block.kind === "gap") {
      doc.moveDown(0.6);
    } else if (block.kind === "list") {
      if (block.items.length === 0) continue;
      const list = doc.struct("L");
      root.add(list);
      const font = block.items.some((i) => ARABIC.test(i)) ? "arabic" : "sans";
      setFont(font)
        .fontSize(SIZES.p)
        .list(block.items.map(forRightToLeftLayout), x, doc.y, {
          structParent: list,
          width,
          bulletRadius: 2,
          textIndent: 12,
          paragraphGap: 2,
          align: block.items.some((i) => ARABIC.test(i)) ? "right" : "left",
          ...(font === "arabic" ? { features: ARABIC_FEATURES } : {}),
        });
      list.end();
      doc.moveDown(0.3);
    } else {
      const heading = block.kind !== "p";
      const size = block.kind === "p" ? (block.small ? SIZES.small : SIZES.p) : SIZES[block.kind];
      if (heading) doc.moveDown(block.kind === "h1" ? 0 : 0.5);
      setFont(fontFor(block.text, heading))
        .fillColor(heading && input.accent ? input.accent : "black")
        .fontSize(size)
        .text(forRightToLeftLayout(block.text) || " ", x, doc.y, {
          width,
          align: align(block.text),
          structParent: root,
          structType: block.kind === "p" ? "P" : block.kind.toUpperCase(),
          paragraphGap: heading ? 4 : 3,
          ...(ARABIC.test(block.text) ? { features: ARABIC_FEATURES } : {}),
        });
    }
  }
  root.end();
  doc.fillColor("black");
  const pageCount = doc.bufferedPageRange().count;
  if (input.maxPages !== undefined && pageCount > input.maxPages) {
    doc.end();
    return Promise.reject(new PageLimitError(pageCount));
  }

  const footerOf = input.pageNumbersIn ? pageFooter(input.pageNumbersIn) : null;
  if (footerOf) {
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.markContent("Artifact", { type: "Pagination" });
      // the footer is a pagination artifact, not content
      const footer = footerOf(i + 1, range.count);
      setFont(fontFor(footer, false))
        .fontSize(SIZES.small)
        .text(forRightToLeftLayout(footer), doc.page.margins.left, doc.page.height - 40, {
          width,
          align: rtlDocument ? "right" : "left",
          lineBreak: false,
          ...(ARABIC.test(footer) ? { features: ARABIC_FEATURES } : {}),
        });
      doc.endMarkedContent();
      doc.page.margins.bottom = bottom;
    }
  }
  doc.end();
  return done;
}

/**
 * "Page 2 of 3" in the document's language and its digits: the footer of every document made for a person.
 * A template's language may carry a region ("en-GB"): the language itself picks the words.
 */
export const pageFooter = (lng: string) => (page: number, pages: number) =>
  mailText(lng.split("-")[0], "pdfPage", { page, pages });

/** Headers of a generated PDF: a download with a safe file name, never sniffed, never cached. */
export function pdfHeaders(fileName: string): Record<string, string> {
  const safe = fileName.replace(/[^A-Za-z0-9._-]/g, "_");
  return {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${safe}"`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  };
}

/** A text document (invoice, guide, download, template): the title as heading, one paragraph per entry,
 * an empty entry as a gap, page numbers at the bottom. */
export function documentPdf(title: string, paragraphs: string[], lng: Language = "de"): Promise<Buffer> {
  return renderPdf({
    title,
    lang: lng,
    blocks: [
      { kind: "h1", text: title },
      ...paragraphs.map((text): PdfBlock => (text === "" ? { kind: "gap" } : { kind: "p", text })),
    ],
    pageNumbersIn: lng,
  });
}
