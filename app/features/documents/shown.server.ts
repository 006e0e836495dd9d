import type { Document } from "#contracts";
import { pageLanguage } from "~/features/application/application.server";
import type { ShownDocument } from "~/features/documents/DocumentList";
import { formatSize } from "~/features/documents/size";
import { formatDate } from "~/utils/format";

/**
 * Documents with what a list shows of them (the upload day, the size) written in the page language by the
 * loader: a page's script then carries no date or size formatter (JavaScript budget, docs/performance.md).
 */
export async function shownDocuments(request: Request, documents: Document[]): Promise<ShownDocument[]> {
  const language = await pageLanguage(request);
  return documents.map((document) => ({
    ...document,
    shown: { uploadedOn: formatDate(document.createdAt, language), size: formatSize(document.size, language) },
  }));
}
