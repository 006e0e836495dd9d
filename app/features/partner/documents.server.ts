import type { ApiCallArgs } from "~/api/client.server";
import { listDocuments } from "~/api/documents.server";
import { shownDocuments } from "~/features/documents/shown.server";

/** The applicant's documents of one category (the API only ever lists the caller's own). */
export async function documentsOf(args: ApiCallArgs, category: string) {
  const list = await listDocuments(args);
  return shownDocuments(
    args.request,
    list.documents.filter((d) => d.category === category),
  );
}
