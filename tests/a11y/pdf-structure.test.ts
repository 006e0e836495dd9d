/**
 * The PDF structure check (tests/a11y/pdf-structure.ts) fails on PDFs built to break each thing it checks:
 * an untagged PDF, one without title or language, headings out of order, list items outside a list, and page
 * numbers drawn as content. The product's own PDFs pass it (api/test/pdf-structure.test.ts).
 */
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { checkPdfStructure } from "./pdf-structure";

interface Broken {
  tagged?: boolean;
  title?: string;
  lang?: string;
  headings?: ("H1" | "H2" | "H3")[];
  list?: "items" | "loose";
  footer?: "artifact" | "content";
}

/** A small PDF made with pdfkit as the product's renderer makes one, with the given part broken. */
function pdf(options: Broken): Promise<Buffer> {
  const { tagged = true, title = "Lebenslauf", lang = "de", headings = ["H1", "H2"], list = "items" } = options;
  const doc = new PDFDocument({
    size: "A4",
    tagged,
    lang: lang || undefined,
    displayTitle: Boolean(title),
    info: title ? { Title: title } : {},
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
  });
  if (!tagged) {
    doc.text("Lebenslauf");
  } else {
    const root = doc.struct("Document");
    doc.addStructure(root);
    for (const h of headings) doc.text(`Überschrift ${h}`, { structParent: root, structType: h });
    if (list === "items") {
      const l = doc.struct("L");
      root.add(l);
      doc.list(["Deutsch", "Englisch"], { structParent: l });
      l.end();
    } else {
      // the items straight under the document: a reader hears no list
      doc.list(["Deutsch", "Englisch"], { structParent: root });
    }
    if (options.footer === "artifact") {
      doc.markContent("Artifact", { type: "Pagination" });
      doc.text("Seite 1 von 1");
      doc.endMarkedContent();
    } else if (options.footer === "content") {
      doc.text("Seite 1 von 1", { structParent: root, structType: "P" });
    }
    root.end();
  }
  doc.end();
  return done;
}

const footer = () => "Seite 1 von 1";

describe("the PDF structure check", () => {
  it("passes a PDF tagged as the renderer tags one", async () => {
    const found = await checkPdfStructure(await pdf({ footer: "artifact" }), { lang: "de", furniture: footer });
    expect(found.problems).toEqual([]);
    expect(found.roles).toEqual(["Document", "H1", "H2", "L", "LI", "Lbl", "LBody", "LI", "Lbl", "LBody"]);
  });

  it("finds an untagged PDF", async () => {
    const found = await checkPdfStructure(await pdf({ tagged: false }), { lang: "de" });
    expect(found.problems).toEqual(
      expect.arrayContaining([
        "not marked as a tagged PDF (MarkInfo /Marked)",
        "no structure tree",
        'untagged text on page 1: "Lebenslauf"',
      ]),
    );
  });

  it("finds a missing title, a title not shown and a wrong language", async () => {
    const found = await checkPdfStructure(await pdf({ title: "", lang: "en" }), { lang: "ar" });
    expect(found.problems).toEqual(
      expect.arrayContaining([
        "no document title",
        "the window shows the file name, not the title (DisplayDocTitle)",
        'document language is "en", not "ar"',
      ]),
    );
  });

  it("finds headings that skip a level or do not start at H1", async () => {
    expect((await checkPdfStructure(await pdf({ headings: ["H1", "H3"] }), { lang: "de" })).problems).toEqual([
      "heading level skipped: H1 to H3",
    ]);
    expect((await checkPdfStructure(await pdf({ headings: ["H2"] }), { lang: "de" })).problems).toEqual([
      "the first heading is H2, not H1",
    ]);
  });

  it("finds list items outside a list", async () => {
    expect((await checkPdfStructure(await pdf({ list: "loose" }), { lang: "de" })).problems).toEqual([
      "a list item outside a list (in Document)",
      "a list item outside a list (in Document)",
    ]);
  });

  it("finds page numbers read as content instead of an artifact", async () => {
    const found = await checkPdfStructure(await pdf({ footer: "content" }), { lang: "de", furniture: footer });
    expect(found.problems).toEqual(['page 1: "Seite 1 von 1" is not drawn as an artifact (artifacts: "")']);
  });
});
