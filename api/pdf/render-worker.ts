/**
 * One render thread of the pool (api/pdf/pool.ts): renders a document and hands its bytes back without
 * copying them. A document over its page limit comes back as its page count instead (an Error's class
 * does not cross threads).
 */
import { move } from "piscina";
import { PageLimitError, type PdfDocument, type RenderResult } from "./document";
import { renderPdfOnThisThread } from "./render";

export default async function render(input: PdfDocument): Promise<RenderResult> {
  try {
    const rendered = await renderPdfOnThisThread(input);
    // a buffer of its own (pdfkit's may be a slice of a shared pool), moved to the caller, not copied
    const pdf = new Uint8Array(rendered.byteLength);
    pdf.set(rendered);
    return move(pdf) as Uint8Array;
  } catch (error) {
    if (error instanceof PageLimitError) return error.pages;
    throw error;
  }
}
