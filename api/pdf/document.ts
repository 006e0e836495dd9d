/**
 * What a PDF is made of, shared by the renderer (api/pdf/render.ts), its pool (api/pdf/pool.ts), the
 * render threads (api/pdf/render-worker.ts) and the page estimate: plain data that crosses threads.
 */

export type PdfBlock =
  | { kind: "h1" | "h2" | "h3"; text: string }
  | { kind: "p"; text: string; small?: boolean }
  | { kind: "list"; items: string[] }
  | { kind: "gap" };

export interface PdfDocument {
  /** The language of the page numbers at the bottom ("Seite 1 von 2"), when the document has them. */
  pageNumbersIn?: string;
  title: string;
  /** BCP 47 language of the document, e.g. "de" or "ar". */
  lang: string;
  blocks: PdfBlock[];
  author?: string;
  /** Colour of the headings (a design's accent); default black. */
  accent?: string;
  /** More pages than this reject the document with PageLimitError instead of rendering it. */
  maxPages?: number;
}

export class PageLimitError extends Error {
  constructor(readonly pages: number) {
    super(`The document needs ${pages} pages`);
  }
}

/** A render thread's answer: the PDF's bytes, or the pages of a document over its limit. */
export type RenderResult = Uint8Array | number;
