/**
 * Text PDFs of the company unit (invoices, downloads), written by hand like the contract template: no PDF
 * library for a few lines of Helvetica. Unlike `textPdf` of ./contract these wrap long lines and flow onto
 * further A4 pages, and print the euro sign and German typography (WinAnsi has them at 0x80–0x9F).
 */

/** Unicode characters WinAnsiEncoding places in 0x80–0x9F (Latin-1 covers the rest up to 0xFF). */
const WIN_ANSI: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  "„": 0x84,
  "…": 0x85,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
};

/** A PDF string literal in WinAnsi; characters outside it become "?". */
const pdfString = (s: string) => {
  let out = "";
  for (const ch of s) {
    const mapped = WIN_ANSI[ch];
    const code = mapped ?? ch.charCodeAt(0);
    const c = mapped !== undefined ? String.fromCharCode(mapped) : code > 255 || ch.length > 1 ? "?" : ch;
    out += c === "\\" || c === "(" || c === ")" ? `\\${c}` : c;
  }
  return `(${out})`;
};

/** Splits a paragraph into lines of at most `width` characters at spaces (Helvetica 11 pt on A4 ≈ 90). */
export function wrap(text: string, width = 88): string[] {
  if (text === "") return [""];
  const lines: string[] = [];
  let line = "";
  // plain spaces only: a no-break space (as in "2.575,00 €") keeps its words together
  for (const word of text.split(/[ \t\n]+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines;
}

const LINES_PER_PAGE = 38;

/**
 * A PDF 1.4 with a bold title and the paragraphs wrapped below it, as many A4 pages as needed, page
 * numbers at the bottom ("Seite n von m" / "Page n of m").
 */
export function documentPdf(title: string, paragraphs: string[], lng: "de" | "en" = "de"): Buffer {
  const lines = paragraphs.flatMap((p) => wrap(p));
  const pages: string[][] = [];
  for (let i = 0; i < lines.length || pages.length === 0; i += LINES_PER_PAGE) {
    pages.push(lines.slice(i, i + LINES_PER_PAGE));
  }
  const contents = pages.map((pageLines, index) =>
    [
      "BT",
      ...(index === 0 ? ["/F2 16 Tf", "56 780 Td", `${pdfString(title)} Tj`, "0 -30 Td"] : ["56 780 Td"]),
      "/F1 11 Tf",
      ...pageLines.flatMap((line) => [`${pdfString(line)} Tj`, "0 -18 Td"]),
      "ET",
      "BT",
      "/F1 9 Tf",
      "56 40 Td",
      `${pdfString(
        lng === "de" ? `Seite ${index + 1} von ${pages.length}` : `Page ${index + 1} of ${pages.length}`,
      )} Tj`,
      "ET",
    ].join("\n"),
  );
  // objects: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, then per page: page object + content stream
  const pageObject = (i: number) => 5 + i * 2;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageObject(i)} 0 R`).join(" ")}] /Count ${pages.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    ...contents.flatMap((content, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${
        pageObject(i) + 1
      } 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    ]),
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

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
