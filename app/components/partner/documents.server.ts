import type { DocumentList } from "#contracts";
import { type ApiCallArgs, apiCall } from "~/api/client.server";

/** The applicant's documents of one category (the API only ever lists the caller's own). */
export async function documentsOf(args: ApiCallArgs, category: string) {
  const list = await apiCall<DocumentList>(args, "/v1/documents");
  return list.documents.filter((d) => d.category === category);
}
