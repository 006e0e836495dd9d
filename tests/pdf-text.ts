/**
 * Reads a generated PDF the way a reader or screen reader would (pdf.js, the engine of Firefox's viewer):
 * the text of every page in reading order, the title and language, and the structure tree's roles.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfFacts {
  pages: number;
  /** Text of each page, items joined by a line break. */
  text: string[];
  title: string | undefined;
  lang: string | undefined;
  /** Roles of the structure tree in document order, e.g. ["Document", "H1", "P", "L", "LI", …]. */
  roles: string[];
  version: string;
}

interface StructNode {
  role?: string;
  children?: StructNode[];
}

const roles = (node: StructNode | null, out: string[]) => {
  if (!node) return out;
  if (node.role && node.role !== "Root") out.push(node.role);
  for (const child of node.children ?? []) roles(child, out);
  return out;
};

export async function readPdf(bytes: Uint8Array | Buffer | ArrayBuffer): Promise<PdfFacts> {
  const data = bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : new Uint8Array(bytes);
  const doc = await getDocument({ data: data.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  const text: string[] = [];
  const found: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    text.push(
      content.items
        .map((item) => ("str" in item ? item.str : ""))
        .filter((s) => s !== "")
        .join("\n"),
    );
    roles((await page.getStructTree()) as StructNode | null, found);
  }
  const { info } = (await doc.getMetadata()) as unknown as { info: Record<string, string> };
  await doc.destroy();
  return {
    pages: doc.numPages,
    text,
    title: info.Title,
    lang: info.Language,
    roles: found,
    version: info.PDFFormatVersion,
  };
}

/** All pages' text in one string. */
export const pdfText = async (bytes: Uint8Array | Buffer | ArrayBuffer) => (await readPdf(bytes)).text.join("\n");
